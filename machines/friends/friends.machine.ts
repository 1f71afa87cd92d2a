// /profile/friends: the players the player booked with or invited, and taking one off the list.
//
//   loading      GET /api/users/{id}/relationships → listed; failure → loadFailed
//   listed       friend.remove {friendId} (one on the list) → confirming
//   confirming   removal.confirm → removing; removal.cancel → listed
//   removing     DELETE .../relationships/{friendId} → listed with the answer; -2305 (already gone)
//                → loading again with the message; other → listed with the message
//   loadFailed   friends.reload → loading
import { assign, setup } from 'xstate';
import type { RelationshipDto } from '#kernel/contract/profileItems';
import { placeholder } from '#machines/shared/actors';
import { leadsTo, output, rejection, rowLeadsTo, type RejectionParams } from '#machines/shared/outcomes';
import { removeFriendErrors } from './friends.errors';
import type { FriendsContext, FriendsEvent, FriendsInput, RemoveFriendInput } from './friends.types';

type Args = { context: FriendsContext };
type FriendParams = { friendId: number };

const asked = ({ event }: { event: FriendsEvent }): FriendParams => ({ friendId: event.type === 'friend.remove' ? event.friendId : 0 });

export const friendsMachine = setup({
  types: { context: {} as FriendsContext, events: {} as FriendsEvent, input: {} as FriendsInput },
  actors: {
    loadFriends: placeholder<RelationshipDto[], { userId: number }>('friends', 'loadFriends'),
    removeFriend: placeholder<RelationshipDto[], RemoveFriendInput>('friends', 'removeFriend'),
  },
  guards: {
    isListed: ({ context }: Args, { friendId }: FriendParams) => context.friends.some((f) => f.userId === friendId),
    removalLeadsTo: rowLeadsTo(removeFriendErrors),
  },
  actions: {
    assignFriends: assign((_, friends: RelationshipDto[]) => ({ friends, removing: null })),
    clearError: assign({ error: null }),
    pick: assign(({ context }: Args, { friendId }: FriendParams) => ({
      removing: context.friends.find((f) => f.userId === friendId) ?? null,
      error: null,
    })),
    drop: assign({ removing: null }),
    assignError: assign((_, { error }: RejectionParams) => ({ error, removing: null })),
  },
}).createMachine({
  id: 'friends',
  context: ({ input }) => ({ userId: input.userId, friends: [], removing: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadFriends',
        src: 'loadFriends',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'listed', actions: { type: 'assignFriends', params: output<RelationshipDto[]> } },
        onError: { target: 'loadFailed', actions: { type: 'assignError', params: rejection } },
      },
    },
    listed: {
      on: {
        'friend.remove': { guard: { type: 'isListed', params: asked }, target: 'confirming', actions: { type: 'pick', params: asked } },
      },
    },
    confirming: {
      on: { 'removal.confirm': 'removing', 'removal.cancel': { target: 'listed', actions: 'drop' } },
    },
    removing: {
      invoke: {
        id: 'removeFriend',
        src: 'removeFriend',
        input: ({ context }) => ({ userId: context.userId, friendId: context.removing?.userId ?? 0 }),
        onDone: { target: 'listed', actions: ['clearError', { type: 'assignFriends', params: output<RelationshipDto[]> }] },
        onError: [
          {
            guard: { type: 'removalLeadsTo', params: leadsTo('reload') },
            target: 'loading',
            actions: { type: 'assignError', params: rejection },
          },
          { target: 'listed', actions: { type: 'assignError', params: rejection } },
        ],
      },
    },
    loadFailed: { on: { 'friends.reload': { target: 'loading', actions: 'clearError' } } },
  },
});

export type FriendsMachine = typeof friendsMachine;
