// POST /api/confirm_email (spec part 3 §8): -36 e-mail already confirmed; -37 an invalid or expired
// token; -1399 the human check was not validated (check again); anything else (no answer, another
// code) fails. The human check's own failures (fetching the challenge) keep the page as it is. A link without userid or token is treated as
// -37 without calling. The texts of every outcome live here, as data; the page translates them.
import { msg } from '@lingui/core/macro';
import { NETWORK_CODE, NETWORK_MESSAGE } from '#machines/login/login.messages';
import { type ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

/** Where a failed confirmation ends. */
export type ConfirmNext = 'alreadyConfirmed' | 'failed' | 'humanCheck';

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
  '-1399': {
    message: msg`No pudimos comprobar que eres una persona. Marca la casilla otra vez.`,
    show: 'inline',
    next: 'humanCheck',
  },
  [NETWORK_CODE]: { title: FAILED_TITLE, message: NETWORK_MESSAGE, show: 'inline', next: 'failed' },
  other: { title: FAILED_TITLE, message: GENERIC_ERROR, show: 'inline', next: 'failed' },
} as const satisfies ErrorTable<ConfirmNext>;

/** Fetching or solving the challenge (GET /api/altcha/challenge): the box can be ticked again. */
export const humanCheckErrors = {
  [NETWORK_CODE]: { message: NETWORK_MESSAGE, show: 'inline', next: 'humanCheck' },
  other: { message: msg`No pudimos hacer la comprobación. Marca la casilla otra vez.`, show: 'inline', next: 'humanCheck' },
} as const satisfies ErrorTable<'humanCheck'>;

export type HumanCheckErrorCode = Exclude<keyof typeof humanCheckErrors, 'other'>;

export type ConfirmEmailErrorCode = Exclude<keyof typeof confirmEmailErrors, 'other'>;

/** A link without userid or token reads like the server's invalid token. */
export const INVALID_LINK_CODE = '-37' satisfies ConfirmEmailErrorCode;

export const confirmEmailMessages = {
  /** The toast when "confirm" is pressed before the human check is complete (spec §5). */
  humanCheckRequired: msg`Marca «No soy un robot» y espera la comprobación antes de confirmar.`,
  success: { title: msg`¡Correo confirmado!`, message: msg`Tu cuenta está activa. Ya puedes iniciar sesión.` },
} as const;
