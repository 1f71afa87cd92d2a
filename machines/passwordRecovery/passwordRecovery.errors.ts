// The codes of the password-recovery calls (spec part 3 §8 "Reset password: success goes to login;
// an error shows a generic message"; -48 the login area's service abuse; -918 document must be
// valid), with the texts each shows, as data. Tests iterate the tables.
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { ABUSE_MESSAGE, ABUSE_TITLE, NETWORK_CODE, NETWORK_MESSAGE } from '#machines/login/login.messages';
import { GENERIC_ERROR } from '#machines/shared/messages';

export type ForgotNext = 'stay';

/** POST /api/users/forgot_password and forgot_password_foid. */
export const forgotErrors = {
  '-48': { title: ABUSE_TITLE, message: ABUSE_MESSAGE, show: 'inline', next: 'stay' },
  '-918': { message: msg`El documento no es válido. Revísalo e inténtalo de nuevo.`, show: 'inline', next: 'stay' },
  [NETWORK_CODE]: { message: NETWORK_MESSAGE, show: 'inline', next: 'stay' },
  other: { message: GENERIC_ERROR, show: 'inline', next: 'stay' },
} as const satisfies ErrorTable<ForgotNext>;

export type ForgotErrorCode = Exclude<keyof typeof forgotErrors, 'other'>;

export type ResetNext = 'stay' | 'linkRejected';

const LINK_REJECTED = msg`Este enlace no es válido o ya expiró`;

/** POST /api/users/reset_password. */
export const resetErrors = {
  '-37': {
    title: LINK_REJECTED,
    message: msg`Los enlaces sirven una sola vez y por tiempo limitado. Pide uno nuevo para cambiar tu contraseña.`,
    show: 'inline',
    next: 'linkRejected',
  },
  '-48': { title: ABUSE_TITLE, message: ABUSE_MESSAGE, show: 'inline', next: 'stay' },
  [NETWORK_CODE]: { message: NETWORK_MESSAGE, show: 'inline', next: 'stay' },
  other: { message: GENERIC_ERROR, show: 'inline', next: 'stay' },
} as const satisfies ErrorTable<ResetNext>;

export type ResetErrorCode = Exclude<keyof typeof resetErrors, 'other'>;

/** A link without its e-mail or token reads like the server's rejected link. */
export const INVALID_LINK_CODE = '-37' satisfies ResetErrorCode;

export const recoveryMessages = {
  sent: {
    title: msg`Revisa tu correo`,
    message: msg`Si hay una cuenta con esos datos, te enviamos un enlace para elegir una nueva contraseña. Revisa también la carpeta de spam.`,
  },
  reset: { title: msg`Contraseña actualizada`, message: msg`Ya puedes iniciar sesión con tu nueva contraseña.` },
} as const;
