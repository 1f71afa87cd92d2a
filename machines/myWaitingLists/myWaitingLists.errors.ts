// What a failed load or revoke of the player's waiting lists shows.
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

export const loadWaitingListsErrors = {
  other: { title: msg`No pudimos cargar tus listas de espera`, message: GENERIC_ERROR, show: 'inline', next: 'loadFailed' },
} as const satisfies ErrorTable<'loadFailed'>;

export const revokeWaitingListErrors = {
  // No access: the entry is no longer there (left in another tab): the list loads again.
  '-404': { message: msg`Ya no estabas en esta lista de espera.`, show: 'inline', next: 'reload' },
  other: { message: msg`No pudimos sacarte de la lista de espera. Inténtalo de nuevo.`, show: 'inline', next: 'listed' },
} as const satisfies ErrorTable<'reload' | 'listed'>;
