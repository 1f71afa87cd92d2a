// Model-based test of the caller's open-match list (the matches tab of /bookings): every state and
// every leave code, plus journeys for the host's own warning and the reload after leaving.
import { expect } from 'vitest';
import type { OpenMatchDto } from '#kernel/contract/booking';
import { leaveWarnings, leftMessages } from '#machines/openMatch/openMatch.errors';
import { myOpenMatchesMachine, type MyOpenMatchesMachine } from '#machines/myOpenMatches/myOpenMatches.machine';
import { leaveErrors } from '#machines/myOpenMatches/myOpenMatches.errors';
import * as select from '#machines/myOpenMatches/myOpenMatches.selectors';
import { describeModel, type Journey } from './support/modelTest';

type J = Journey<MyOpenMatchesMachine>;

const ME = 7;
const match = (id: number, userPosition: number | null, status: 'OPEN' | 'CANCELLED' = 'OPEN'): OpenMatchDto => ({
  id,
  uuid: `0e3a7c52-1d4b-4f7e-9a41-6b2c8d9e0f${id}`,
  status,
  userCanJoin: false,
  userPosition,
  players: userPosition ? [{ user_id: ME, position: userPosition, first_name: 'Paula', last_name: 'Soto' }] : [],
  players_quantity: 4,
  categories: [],
  club_id: 1,
  club_name: 'Club Pádel Vitacura',
  sport_id: 1,
  sport_name: 'Pádel',
  court_name: null,
  local_start_datetime: '2026-03-03 19:00:00',
  local_end_datetime: '2026-03-03 20:30:00',
  timezone: 'America/Santiago',
  share_link: 'http://localhost/open_match/join/x',
});

const hosted = match(16, 1);
const joined = match(12, 3);
const cancelled = match(13, 2, 'CANCELLED');
const list = [hosted, joined, cancelled];

const apiError = (code: string, status: number) => Object.assign(new Error(code), { code, status });

const journeys: J[] = [
  {
    name: 'leaving a joined match: the player warning, the call with its id, then the list again',
    steps: [
      { done: 'fetchMatches', output: list },
      { check: ({ snapshot }) => expect(select.canLeave(snapshot, cancelled)).toBe(false) },
      { type: 'match.leave', matchId: cancelled.id }, // cancelled: refused
      { type: 'match.leave', matchId: joined.id },
      { check: ({ snapshot }) => expect(select.leaveWarning(snapshot)).toBe(leaveWarnings.player) },
      { type: 'leave.confirm' },
      { done: 'leaveMatch', output: match(12, null) },
      { check: ({ snapshot }) => expect(select.leftMessage(snapshot)).toBe(leftMessages.player) },
      { done: 'fetchMatches', output: [hosted, cancelled] },
    ],
    end: 'listed',
    assert: ({ invocations, snapshot }) => {
      expect(invocations).toEqual([
        { id: 'fetchMatches', src: 'fetchMatches', input: { userId: ME } },
        { id: 'leaveMatch', src: 'leaveMatch', input: { matchId: 12 } },
        { id: 'fetchMatches', src: 'fetchMatches', input: { userId: ME } },
      ]);
      expect(select.matches(snapshot)).toHaveLength(2);
    },
  },
  {
    name: 'the host gets its own warning; leaving cancels the match',
    steps: [
      { done: 'fetchMatches', output: list },
      { type: 'match.leave', matchId: hosted.id },
      { check: ({ snapshot }) => expect(select.leaveWarning(snapshot)).toBe(leaveWarnings.host) },
      { type: 'leave.cancel' },
      { type: 'match.leave', matchId: hosted.id },
      { type: 'leave.confirm' },
      { done: 'leaveMatch', output: match(16, 1, 'CANCELLED') },
    ],
    end: 'loading',
    assert: ({ snapshot }) => expect(select.leftMessage(snapshot)).toBe(leftMessages.host),
  },
  {
    name: 'a started match (-748) shows its own text',
    steps: [
      { done: 'fetchMatches', output: list },
      { type: 'match.leave', matchId: joined.id },
      { type: 'leave.confirm' },
      { fail: 'leaveMatch', error: apiError('-748', 409) },
    ],
    end: 'leaveFailed',
    assert: ({ snapshot }) => expect(select.failure(snapshot)?.message).toBe(leaveErrors['-748'].message),
  },
];

describeModel(myOpenMatchesMachine, {
  name: 'myOpenMatches',
  inputs: { player: { userId: ME } },
  events: {
    'match.leave': [
      { type: 'match.leave', matchId: hosted.id },
      { type: 'match.leave', matchId: cancelled.id },
    ],
    'leave.confirm': [{ type: 'leave.confirm' }],
    'leave.cancel': [{ type: 'leave.cancel' }],
    'list.reload': [{ type: 'list.reload' }],
  },
  outputs: {
    fetchMatches: [list, []],
    leaveMatch: [match(16, 1, 'CANCELLED')],
  },
  errors: {
    fetchMatches: { '-1': apiError('-1', 500), other: new Error('network down') },
    leaveMatch: {
      '-747': apiError('-747', 409),
      '-748': apiError('-748', 409),
      '-404': apiError('-404', 404),
      other: new Error('network down'),
    },
  },
  journeys,
  serializeContext: (c) => ({ n: c.matches.length, leaving: c.leavingId, left: c.left?.status, error: c.error?.code }),
  require: { states: true, errors: true, transitions: true },
});
