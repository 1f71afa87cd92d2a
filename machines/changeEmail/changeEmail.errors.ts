// The codes of the e-mail change calls with the texts each shows, as data. Tests iterate the tables.
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { ABUSE_MESSAGE, ABUSE_TITLE, NETWORK_CODE, NETWORK_MESSAGE } from '#machines/login/login.messages';
import { GENERIC_ERROR } from '#machines/shared/messages';

const TAKEN = { message: msg`Ese correo ya está en uso. Elige otro.`, show: 'inline', next: 'editing' } as const;

/** GET /api/users/{id}/change-email/{email}/check (an address in use is an answer, read as the request's -3). */
export const checkEmailErrors = {
  [NETWORK_CODE]: { message: NETWORK_MESSAGE, show: 'inline', next: 'editing' },
  other: { message: GENERIC_ERROR, show: 'inline', next: 'editing' },
} as const satisfies ErrorTable<'editing'>;

/** POST /api/users/{id}/change-email/{email} with the password. */
export const requestEmailChangeErrors = {
  '-2': { message: msg`La contraseña no es correcta.`, show: 'inline', next: 'editing' },
  '-3': TAKEN,
  '-48': { title: ABUSE_TITLE, message: ABUSE_MESSAGE, show: 'inline', next: 'editing' },
  [NETWORK_CODE]: { message: NETWORK_MESSAGE, show: 'inline', next: 'editing' },
  other: { message: GENERIC_ERROR, show: 'inline', next: 'editing' },
} as const satisfies ErrorTable<'editing'>;

export type RequestEmailChangeErrorCode = Exclude<keyof typeof requestEmailChangeErrors, 'other'>;

/** The check answered that the address is in use: read as the request's -3. */
export const EMAIL_TAKEN_CODE = '-3' satisfies RequestEmailChangeErrorCode;
export const WRONG_PASSWORD_CODE = '-2' satisfies RequestEmailChangeErrorCode;
