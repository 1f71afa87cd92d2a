// What the list call's codes show (GET /api/clubs/{clubId}/open-matches): -404 an unknown club, any
// other failure the generic text; both offer a retry.
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

export const openMatchListErrors = {
  '-404': { message: msg`No encontramos los partidos de este club.`, show: 'inline', next: 'failed' },
  other: { message: GENERIC_ERROR, show: 'inline', next: 'failed' },
} as const satisfies ErrorTable<'failed'>;
