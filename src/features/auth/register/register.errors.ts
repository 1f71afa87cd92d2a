import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '../shared/errorTable';
import { ABUSE_MESSAGE, ABUSE_TITLE, GENERIC_MESSAGE, NETWORK_MESSAGE } from '../shared/commonMessages';

export type RegisterErrorKind = 'userExists' | 'abuse' | 'invalidDocument' | 'invalidPhone' | 'network' | 'generic';

/**
 * POST /api/register (spec part 3 §8): -3 the user exists (the view goes to login with the e-mail),
 * -48 abuse, -918 invalid document, -1956 invalid phone, anything else a generic message.
 */
export const registerErrors: ErrorTable<RegisterErrorKind> = {
  codes: {
    '-3': { kind: 'userExists', message: msg`Ya existe una cuenta con este correo. Inicia sesión.` },
    '-48': { kind: 'abuse', title: ABUSE_TITLE, message: ABUSE_MESSAGE },
    '-918': { kind: 'invalidDocument', message: msg`El documento de identidad debe ser válido.` },
    '-1956': { kind: 'invalidPhone', message: msg`El número de teléfono no es válido.` },
  },
  network: { kind: 'network', message: NETWORK_MESSAGE },
  other: { kind: 'generic', message: GENERIC_MESSAGE },
};
