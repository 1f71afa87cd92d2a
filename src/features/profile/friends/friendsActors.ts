import { fromPromise } from 'xstate';
import type { ApiClient } from '#api/client';
import { deleteRelationship, listRelationships, type RelationshipDto } from '#kernel/contract/profileItems';
import type { RemoveFriendInput } from '#machines/friends';

/** The real calls of /profile/friends. */
export function friendsActors(api: ApiClient) {
  return {
    loadFriends: fromPromise<RelationshipDto[], { userId: number }>(
      async ({ input, signal }) => (await api.call(listRelationships, { params: { userId: input.userId }, signal })).relationships,
    ),
    removeFriend: fromPromise<RelationshipDto[], RemoveFriendInput>(
      async ({ input, signal }) => (await api.call(deleteRelationship, { params: input, signal })).relationships,
    ),
  };
}
