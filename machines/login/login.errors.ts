// POST /api/login (spec part 3 §8 "Login and registration"): -47 must confirm the e-mail, -48 service
// abuse, and any other code means wrong e-mail or password. Every row keeps the form open ('stay').
// The social check and device biometrics have their own tables.
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';
import { ABUSE_MESSAGE, ABUSE_TITLE, NETWORK_CODE, NETWORK_MESSAGE } from './login.messages';

export type LoginNext = 'stay';

const WRONG_CREDENTIALS = msg`Correo o contraseña incorrectos.`;

export const loginErrors = {
  '-47': {
    title: msg`Debes confirmar tu correo`,
    message: msg`Revisa tu bandeja de entrada y abre el enlace que te enviamos para activar tu cuenta.`,
    show: 'inline',
    next: 'stay',
  },
  '-48': { title: ABUSE_TITLE, message: ABUSE_MESSAGE, show: 'inline', next: 'stay' },
  '-2': { message: WRONG_CREDENTIALS, show: 'inline', next: 'stay' },
  // Not an answer of the server: saying "wrong password" here would mislead.
  [NETWORK_CODE]: { message: NETWORK_MESSAGE, show: 'inline', next: 'stay' },
  /** "Other login error: wrong e-mail or password." */
  other: { message: WRONG_CREDENTIALS, show: 'inline', next: 'stay' },
} as const satisfies ErrorTable<LoginNext>;

export type LoginErrorCode = Exclude<keyof typeof loginErrors, 'other'>;

/** GET .../facebooktoken/{token}/check: the provider's token could not be verified (-1401). */
export const socialCheckErrors = {
  '-1401': { message: msg`No pudimos verificar tu cuenta de Facebook. Inténtalo de nuevo.`, show: 'inline', next: 'stay' },
  [NETWORK_CODE]: { message: NETWORK_MESSAGE, show: 'inline', next: 'stay' },
  other: { message: GENERIC_ERROR, show: 'inline', next: 'stay' },
} as const satisfies ErrorTable<LoginNext>;

/** Device biometrics: the table both flows share (machines/shared/biometric.errors.ts). */
export { biometricErrors } from '#machines/shared/biometric.errors';
