// View flags of /profile/friends.
import type { SnapshotFrom } from 'xstate';
import { errorEntry } from '#kernel/lib/errors';
import { loadFriendsErrors, removeFriendErrors } from './friends.errors';
import type { FriendsMachine } from './friends.machine';

export type FriendsSnapshot = SnapshotFrom<FriendsMachine>;

export const friends = (s: FriendsSnapshot) => s.context.friends;
export const isLoading = (s: FriendsSnapshot) => s.matches('loading');
export const loadFailed = (s: FriendsSnapshot) => s.matches('loadFailed');
export const loadError = () => loadFriendsErrors.other;
export const isEmpty = (s: FriendsSnapshot) => s.matches('listed') && s.context.friends.length === 0;
/** The friend whose removal is being confirmed or sent. */
export const removing = (s: FriendsSnapshot) => (s.matches('confirming') || s.matches('removing') ? s.context.removing : null);
export const isRemoving = (s: FriendsSnapshot) => s.matches('removing');
export const canRemove = (s: FriendsSnapshot) => s.matches('listed');
/** What the last failed removal says (shown above the list). */
export const removalError = (s: FriendsSnapshot) =>
  s.context.error && !s.matches('loadFailed') ? errorEntry(removeFriendErrors, s.context.error.code) : null;
