// POST /api/register (spec part 3 §8 "Login and registration"): -3 the user already exists (go to
// login with the e-mail; in the social flow, log in with the provider's token), -48 abuse notice, -918 the document must be valid, -1956 invalid phone;
// other errors give a generic message.
import { msg } from '@lingui/core/macro';
import { ABUSE_MESSAGE, ABUSE_TITLE, NETWORK_CODE, NETWORK_MESSAGE } from '#machines/login/login.messages';
import { type ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

/** 'goToLogin': the flow ends in `userExists` and the view opens login; 'stay': the form shows the row. */
export type RegisterNext = 'stay' | 'goToLogin';

export const registerErrors = {
  // The login page says it itself ('exists=1'), so the row only decides where the user goes.
  '-3': { message: msg`Ya existe una cuenta con este correo. Inicia sesión.`, show: 'none', next: 'goToLogin' },
  '-48': { title: ABUSE_TITLE, message: ABUSE_MESSAGE, show: 'inline', next: 'stay' },
  '-918': { message: msg`El documento de identidad debe ser válido.`, show: 'inline', next: 'stay' },
  '-1956': { message: msg`El número de teléfono no es válido.`, show: 'inline', next: 'stay' },
  '-1401': { message: msg`No pudimos verificar tu cuenta de Facebook. Inténtalo de nuevo.`, show: 'inline', next: 'stay' },
  [NETWORK_CODE]: { message: NETWORK_MESSAGE, show: 'inline', next: 'stay' },
  other: { message: GENERIC_ERROR, show: 'inline', next: 'stay' },
} as const satisfies ErrorTable<RegisterNext>;

export type RegisterErrorCode = Exclude<keyof typeof registerErrors, 'other'>;
