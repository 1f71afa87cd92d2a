// The codes of PUT /api/users/{id}/password with the texts each shows, as data. Tests iterate the table.
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { ABUSE_MESSAGE, ABUSE_TITLE, NETWORK_CODE, NETWORK_MESSAGE } from '#machines/login/login.messages';
import { GENERIC_ERROR } from '#machines/shared/messages';

export const changePasswordErrors = {
  '-2': { message: msg`Tu contraseña actual no es correcta.`, show: 'inline', next: 'editing' },
  '-4': { message: msg`La nueva contraseña debe ser distinta de la actual.`, show: 'inline', next: 'editing' },
  '-48': { title: ABUSE_TITLE, message: ABUSE_MESSAGE, show: 'inline', next: 'editing' },
  [NETWORK_CODE]: { message: NETWORK_MESSAGE, show: 'inline', next: 'editing' },
  other: { message: GENERIC_ERROR, show: 'inline', next: 'editing' },
} as const satisfies ErrorTable<'editing'>;

export type ChangePasswordErrorCode = Exclude<keyof typeof changePasswordErrors, 'other'>;

/** The code whose notice belongs under the current-password field. */
export const WRONG_CURRENT_PASSWORD = '-2' satisfies ChangePasswordErrorCode;
