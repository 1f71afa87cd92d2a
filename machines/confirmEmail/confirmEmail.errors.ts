// POST /api/confirm_email (spec part 3 §8): -36 e-mail already confirmed; -37 an invalid or expired
// token; anything else (no answer, another code) fails. A link without userid or token is treated as
// -37 without calling. The texts of every outcome live here, as data; the page translates them.
import { msg } from '@lingui/core/macro';
import { NETWORK_CODE, NETWORK_MESSAGE } from '#machines/login/login.messages';
import { type ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

/** Where a failed confirmation ends. */
export type ConfirmNext = 'alreadyConfirmed' | 'failed';

const FAILED_TITLE = msg`No pudimos confirmar tu correo`;

export const confirmEmailErrors = {
  '-36': {
    title: msg`Tu correo ya estaba confirmado`,
    message: msg`No necesitas hacer nada más. Inicia sesión para continuar.`,
    show: 'inline',
    next: 'alreadyConfirmed',
  },
  '-37': {
    title: FAILED_TITLE,
    message: msg`El enlace no es válido o expiró. Revisa que sea el último correo que te enviamos.`,
    show: 'inline',
    next: 'failed',
  },
  [NETWORK_CODE]: { title: FAILED_TITLE, message: NETWORK_MESSAGE, show: 'inline', next: 'failed' },
  other: { title: FAILED_TITLE, message: GENERIC_ERROR, show: 'inline', next: 'failed' },
} as const satisfies ErrorTable<ConfirmNext>;

export type ConfirmEmailErrorCode = Exclude<keyof typeof confirmEmailErrors, 'other'>;

/** A link without userid or token reads like the server's invalid token. */
export const INVALID_LINK_CODE = '-37' satisfies ConfirmEmailErrorCode;

export const confirmEmailMessages = {
  success: { title: msg`¡Correo confirmado!`, message: msg`Tu cuenta está activa. Ya puedes iniciar sesión.` },
} as const;
