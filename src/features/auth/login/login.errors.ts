import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '../shared/errorTable';
import { ABUSE_MESSAGE, ABUSE_TITLE, NETWORK_MESSAGE } from '../shared/commonMessages';

export type LoginErrorKind = 'mustConfirmEmail' | 'abuse' | 'wrongCredentials' | 'network';

/** POST /api/login (spec part 3 §8): -47, -48, and any other code means wrong e-mail or password. */
export const loginErrors: ErrorTable<LoginErrorKind> = {
  codes: {
    '-47': {
      kind: 'mustConfirmEmail',
      title: msg`Debes confirmar tu correo`,
      message: msg`Revisa tu bandeja de entrada y abre el enlace que te enviamos para activar tu cuenta.`,
    },
    '-48': { kind: 'abuse', title: ABUSE_TITLE, message: ABUSE_MESSAGE },
    '-2': { kind: 'wrongCredentials', message: msg`Correo o contraseña incorrectos.` },
  },
  // Not an answer of the server: saying "wrong password" here would mislead.
  network: { kind: 'network', message: NETWORK_MESSAGE },
  other: { kind: 'wrongCredentials', message: msg`Correo o contraseña incorrectos.` },
};
