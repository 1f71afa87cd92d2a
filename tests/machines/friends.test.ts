// Model-based test of /profile/friends: every state, transition and listed code, plus journeys for a
// removal confirmed, one cancelled, and one of somebody already gone (-2305: the list loads again).
import { expect } from 'vitest';
import type { RelationshipDto } from '#kernel/contract/profileItems';
import { friendsMachine, type FriendsMachine } from '#machines/friends/friends.machine';
import * as select from '#machines/friends/friends.selectors';
import { describeModel, type Journey } from './support/modelTest';

type J = Journey<FriendsMachine>;

const friend = (userId: number, firstName: string): RelationshipDto => ({
  userId,
  firstName,
  lastName: 'Vidal',
  bookingsTogether: 2,
  lastPlayedAt: '2026-10-03T22:00:00.000Z',
});
const both = [friend(4, 'Rodrigo'), friend(2, 'Tomás')];
const apiError = (code: string, status: number) => Object.assign(new Error(code), { code, status });

const journeys: J[] = [
  {
    name: 'removing Rodrigo asks first, then sends his id and shows the answer',
    steps: [
      { done: 'loadFriends', output: both },
      { type: 'friend.remove', friendId: 4 },
      { check: ({ snapshot }) => expect(select.removing(snapshot)?.firstName).toBe('Rodrigo') },
      { type: 'removal.confirm' },
      { done: 'removeFriend', output: [both[1]] },
    ],
    end: 'listed',
    assert: ({ invocations, snapshot }) => {
      expect(invocations[1]).toMatchObject({ src: 'removeFriend', input: { userId: 7, friendId: 4 } });
      expect(select.friends(snapshot).map((f) => f.userId)).toEqual([2]);
      expect(select.removalError(snapshot)).toBeNull();
    },
  },
  {
    name: 'cancelling keeps everyone and sends nothing',
    steps: [{ done: 'loadFriends', output: both }, { type: 'friend.remove', friendId: 2 }, { type: 'removal.cancel' }],
    end: 'listed',
    assert: ({ invocations, snapshot }) => {
      expect(invocations).toHaveLength(1);
      expect(select.friends(snapshot)).toHaveLength(2);
      expect(select.removing(snapshot)).toBeNull();
    },
  },
  {
    name: 'somebody already gone (-2305) says so and loads the list again',
    steps: [
      { done: 'loadFriends', output: both },
      { type: 'friend.remove', friendId: 4 },
      { type: 'removal.confirm' },
      { fail: 'removeFriend', error: apiError('-2305', 404) },
    ],
    end: 'loading',
    assert: ({ snapshot }) => expect(select.removalError(snapshot)?.next).toBe('reload'),
  },
  {
    name: 'an empty list says so',
    steps: [{ done: 'loadFriends', output: [] }],
    end: 'listed',
    assert: ({ snapshot }) => expect(select.isEmpty(snapshot)).toBe(true),
  },
];

describeModel(friendsMachine, {
  name: 'friends',
  inputs: { player: { userId: 7 } },
  events: {
    'friend.remove': [
      { type: 'friend.remove', friendId: 4 },
      { type: 'friend.remove', friendId: 99 },
    ],
    'removal.confirm': [{ type: 'removal.confirm' }],
    'removal.cancel': [{ type: 'removal.cancel' }],
    'friends.reload': [{ type: 'friends.reload' }],
  },
  outputs: { loadFriends: [both], removeFriend: [[both[1]]] },
  errors: {
    loadFriends: { other: new Error('network down') },
    removeFriend: { '-2305': apiError('-2305', 404), other: apiError('-1', 500) },
  },
  journeys,
  serializeContext: (c) => ({ f: c.friends.map((f) => f.userId), r: c.removing?.userId, e: c.error?.code }),
  require: { states: true, errors: true, transitions: true },
});
