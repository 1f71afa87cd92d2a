// Model-based test of the open-match machine (/open_match/join/:uuid): every state, every code of the
// join, leave and load tables, plus journeys for the order of the §4 notices, the race for the last
// position, the host's own leave warning and the navigation to the search.
import { expect } from 'vitest';
import type { OpenMatchDto } from '#kernel/contract/booking';
import { joinErrors, leaveErrors, leaveWarnings, leftMessages, openMatchNotices } from '#machines/openMatch/openMatch.errors';
import { openMatchMachine, type OpenMatchMachine } from '#machines/openMatch/openMatch.machine';
import * as select from '#machines/openMatch/openMatch.selectors';
import { describeModel, type Journey } from './support/modelTest';

type J = Journey<OpenMatchMachine>;

const UUID = '0e3a7c52-1d4b-4f7e-9a41-6b2c8d9e0f11';
const ME = 7;
const HOST = { user_id: 3, position: 1, first_name: 'Rodrigo', last_name: 'Vidal' };
const me = (position: number) => ({ user_id: ME, position, first_name: 'Paula', last_name: 'Soto' });

const base: OpenMatchDto = {
  id: 11,
  uuid: UUID,
  status: 'OPEN',
  userCanJoin: true,
  userPosition: null,
  players: [HOST],
  players_quantity: 4,
  categories: [{ category_id: 4, category_name: 'Cuarta', category_gender: 'MIXED' }],
  club_id: 1,
  club_name: 'Club Pádel Vitacura',
  sport_id: 1,
  sport_name: 'Pádel',
  court_name: 'Cancha 2',
  local_start_datetime: '2026-03-03 19:00:00',
  local_end_datetime: '2026-03-03 20:30:00',
  timezone: 'America/Santiago',
  share_link: `http://localhost/open_match/join/${UUID}`,
};

const m = {
  open: base,
  cancelled: { ...base, status: 'CANCELLED', userCanJoin: false },
  notJoinable: { ...base, userCanJoin: false },
  full: { ...base, players_quantity: 2, players: [HOST, { ...HOST, user_id: 4, position: 2 }] },
  joined: { ...base, userCanJoin: false, userPosition: 3, players: [HOST, me(3)] },
  hosting: { ...base, userCanJoin: false, userPosition: 1, players: [me(1), { ...HOST, position: 2 }] },
  leftAsPlayer: base,
  leftAsHost: { ...base, status: 'CANCELLED', userCanJoin: false, userPosition: 1, players: [me(1)] },
} satisfies Record<string, OpenMatchDto>;

const inputs = {
  link: { uuid: UUID, userId: ME },
  noUuid: { uuid: undefined, userId: ME },
  notAUuid: { uuid: 'abc', userId: ME },
} as const;

const apiError = (code: string, status: number) => Object.assign(new Error(code), { code, status });

const journeys: J[] = [
  {
    name: 'picks a free position, joins with it and the user id, leaves after the player warning',
    steps: [
      { check: ({ snapshot }) => expect(select.isBusy(snapshot)).toBe(true) },
      { done: 'fetchMatch', output: m.open },
      { check: ({ snapshot }) => expect(select.choosablePositions(snapshot)).toEqual([2, 3, 4]) },
      { check: ({ snapshot }) => expect(select.canJoin(snapshot)).toBe(false) },
      { type: 'position.choose', position: 1 }, // the host's: refused
      { check: ({ snapshot }) => expect(select.chosenPosition(snapshot)).toBeNull() },
      { type: 'position.choose', position: 5 }, // beyond the quantity: refused
      { type: 'position.choose', position: 3 },
      { type: 'match.join' },
      { done: 'joinMatch', output: m.joined },
      { check: ({ snapshot }) => expect(select.isJoined(snapshot)).toBe(true) },
      { type: 'match.leave' },
      { check: ({ snapshot }) => expect(select.leaveWarning(snapshot)).toBe(leaveWarnings.player) },
      { type: 'leave.confirm' },
      { done: 'leaveMatch', output: m.leftAsPlayer },
    ],
    end: 'left',
    assert: ({ snapshot, invocations }) => {
      expect(invocations).toEqual([
        { id: 'fetchMatch', src: 'fetchMatch', input: { uuid: UUID } },
        { id: 'joinMatch', src: 'joinMatch', input: { matchId: 11, position: 3, userId: ME } },
        { id: 'leaveMatch', src: 'leaveMatch', input: { matchId: 11 } },
      ]);
      expect(select.leftMessage(snapshot)).toBe(leftMessages.player);
    },
  },
  {
    name: 'the host gets its own warning; cancelling the warning keeps them in; confirming cancels the match',
    steps: [
      { done: 'fetchMatch', output: m.hosting },
      { type: 'match.leave' },
      { check: ({ snapshot }) => expect(select.leaveWarning(snapshot)).toBe(leaveWarnings.host) },
      { type: 'leave.cancel' },
      { check: ({ snapshot }) => expect(select.canLeave(snapshot)).toBe(true) },
      { type: 'match.leave' },
      { type: 'leave.confirm' },
      { done: 'leaveMatch', output: m.leftAsHost },
    ],
    end: 'left',
    assert: ({ snapshot }) => {
      expect(select.isHost(snapshot)).toBe(true);
      expect(select.leftMessage(snapshot)).toBe(leftMessages.host);
    },
  },
  {
    name: 'lost the race for the last position (-745): the race text; reloading shows the full notice',
    steps: [
      { done: 'fetchMatch', output: m.open },
      { type: 'position.choose', position: 4 },
      { type: 'match.join' },
      { fail: 'joinMatch', error: apiError('-745', 409) },
      { check: ({ snapshot }) => expect(select.failure(snapshot)).toMatchObject({ code: '-745', message: joinErrors['-745'].message }) },
      { type: 'match.reload' },
      { done: 'fetchMatch', output: m.full },
    ],
    end: 'full',
    assert: ({ snapshot }) => {
      expect(select.notice(snapshot)).toEqual({ kind: 'full', ...openMatchNotices.full });
      expect(select.chosenPosition(snapshot)).toBeNull();
    },
  },
  {
    name: 'cancelled: the notice, then the search',
    steps: [
      { done: 'fetchMatch', output: m.cancelled },
      { check: ({ snapshot }) => expect(select.notice(snapshot)?.kind).toBe('cancelled') },
      { type: 'match.toSearch' },
    ],
    end: 'leftForSearch',
    assert: ({ effects, snapshot }) => {
      expect(effects).toEqual([{ type: 'goToSearch', params: undefined }]);
      expect(select.hasLeft(snapshot)).toBe(true);
    },
  },
  {
    name: 'a full match the player is not in, but also not joinable: not joinable comes first (spec §4 order)',
    steps: [{ done: 'fetchMatch', output: { ...m.full, userCanJoin: false } }],
    end: 'notJoinable',
  },
  {
    name: 'an unknown uuid (-404) is the not-found notice',
    steps: [{ fail: 'fetchMatch', error: apiError('-404', 404) }],
    end: 'notFound',
    assert: ({ snapshot }) => expect(select.notice(snapshot)?.message).toBe(openMatchNotices.notFound.message),
  },
  {
    name: 'no uuid: the not-found notice without a call',
    input: inputs.noUuid,
    steps: [],
    end: 'notFound',
    assert: ({ invocations }) => expect(invocations).toEqual([]),
  },
  {
    name: 'a started match cannot be left (-748): its own text',
    steps: [
      { done: 'fetchMatch', output: m.joined },
      { type: 'match.leave' },
      { type: 'leave.confirm' },
      { fail: 'leaveMatch', error: apiError('-748', 409) },
    ],
    end: 'leaveFailed',
    assert: ({ snapshot }) => expect(select.failure(snapshot)?.message).toBe(leaveErrors['-748'].message),
  },
];

describeModel(openMatchMachine, {
  name: 'openMatch',
  inputs,
  events: {
    'position.choose': [
      { type: 'position.choose', position: 2 },
      { type: 'position.choose', position: 1 },
    ],
    'match.join': [{ type: 'match.join' }],
    'match.leave': [{ type: 'match.leave' }],
    'leave.confirm': [{ type: 'leave.confirm' }],
    'leave.cancel': [{ type: 'leave.cancel' }],
    'match.reload': [{ type: 'match.reload' }],
    'match.toSearch': [{ type: 'match.toSearch' }],
  },
  outputs: {
    fetchMatch: [m.open, m.cancelled, m.notJoinable, m.full, m.joined, m.hosting],
    joinMatch: [m.joined],
    leaveMatch: [m.leftAsPlayer, m.leftAsHost],
  },
  errors: {
    fetchMatch: { '-404': apiError('-404', 404), '-1': apiError('-1', 500), other: new Error('network down') },
    joinMatch: {
      '-745': apiError('-745', 409),
      '-746': apiError('-746', 409),
      '-747': apiError('-747', 409),
      '-748': apiError('-748', 409),
      '-404': apiError('-404', 404),
      other: new Error('network down'),
    },
    leaveMatch: {
      '-747': apiError('-747', 409),
      '-748': apiError('-748', 409),
      '-404': apiError('-404', 404),
      other: new Error('network down'),
    },
  },
  journeys,
  serializeContext: (c) => ({
    uuid: c.uuid,
    position: c.position,
    match: c.match && [c.match.status, c.match.userPosition, c.match.players.length],
    error: c.error?.code,
  }),
  require: { states: true, errors: true, transitions: true },
});
