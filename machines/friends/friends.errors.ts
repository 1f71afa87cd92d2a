// What a failed load or removal of friends shows.
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

export const loadFriendsErrors = {
  other: { title: msg`No pudimos cargar tus amigos`, message: GENERIC_ERROR, show: 'inline', next: 'loadFailed' },
} as const satisfies ErrorTable<'loadFailed'>;

export const removeFriendErrors = {
  '-2305': { message: msg`Esta persona ya no estaba en tu lista.`, show: 'inline', next: 'reload' },
  other: { message: msg`No pudimos quitar a esta persona. Inténtalo de nuevo.`, show: 'inline', next: 'listed' },
} as const satisfies ErrorTable<'reload' | 'listed'>;
