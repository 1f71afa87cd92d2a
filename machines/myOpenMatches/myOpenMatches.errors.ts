// What a failed leave or load of the list shows. The leave codes and texts are the join page's
// (machines/openMatch): the same call, the same meaning.
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { leaveErrors } from '#machines/openMatch/openMatch.errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

export { leaveErrors };

export const listErrors = {
  other: { title: msg`No pudimos cargar tus partidos`, message: GENERIC_ERROR, show: 'inline', next: 'loadFailed' },
} as const satisfies ErrorTable<'loadFailed'>;
