// The codes of POST /api/users/{id}/profile-picture with the texts each shows, as data. The same
// codes answer a file refused before sending (too large, not a JPG or PNG). Tests iterate the table.
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { NETWORK_CODE, NETWORK_MESSAGE } from '#machines/login/login.messages';
import { GENERIC_ERROR } from '#machines/shared/messages';

export const profilePictureErrors = {
  '-1424': { message: msg`El archivo debe ser una imagen JPG o PNG.`, show: 'inline', next: 'idle' },
  '-1425': { message: msg`La imagen no puede pesar más de 10 MB.`, show: 'inline', next: 'idle' },
  [NETWORK_CODE]: { message: NETWORK_MESSAGE, show: 'inline', next: 'idle' },
  other: { message: GENERIC_ERROR, show: 'inline', next: 'idle' },
} as const satisfies ErrorTable<'idle'>;

export type ProfilePictureErrorCode = Exclude<keyof typeof profilePictureErrors, 'other'>;
export const NOT_AN_IMAGE_CODE = '-1424' satisfies ProfilePictureErrorCode;
export const TOO_LARGE_CODE = '-1425' satisfies ProfilePictureErrorCode;
