// Types of /profile/friends (spec part 3 §2 "friends (relationships)", §7 relationships calls).
import type { RelationshipDto } from '#kernel/contract/profileItems';
import type { ActorError } from '#kernel/lib/errors';

export interface FriendsInput {
  userId: number;
}

export interface FriendsContext {
  userId: number;
  friends: RelationshipDto[];
  /** The friend the player asked to remove (confirming, removing). */
  removing: RelationshipDto | null;
  error: ActorError | null;
}

export type FriendsEvent =
  { type: 'friend.remove'; friendId: number } | { type: 'removal.confirm' } | { type: 'removal.cancel' } | { type: 'friends.reload' };

export interface RemoveFriendInput {
  userId: number;
  friendId: number;
}
