// Model-based test of /profile/my-waiting-lists: every state, transition and code, plus journeys:
// leaving a list is asked first (cancel sends nothing); revoking sends the entry's id and shows the
// answer; an entry already gone loads the list again; dates read DD/MM/YYYY.
import { expect } from 'vitest';
import type { WaitingListEntryDto } from '#kernel/contract/booking';
import { myWaitingListsMachine, type MyWaitingListsMachine } from '#machines/myWaitingLists/myWaitingLists.machine';
import * as select from '#machines/myWaitingLists/myWaitingLists.selectors';
import { describeModel, type Journey } from './support/modelTest';

type J = Journey<MyWaitingListsMachine>;

const entry = (id: number, local_date: string): WaitingListEntryDto => ({
  id,
  bookingId: 40 + id,
  sport_id: 1,
  sportName: 'Pádel',
  club_id: 1,
  clubName: 'Club Pádel Vitacura',
  court_id: 2,
  courtName: 'Cancha 2',
  local_date,
  local_time: '19:00:00',
  timespan: 60,
  status: 'waiting',
});
const both = [entry(1, '2026-03-04'), entry(2, '2026-03-05')];
const apiError = (code: string, status: number) => Object.assign(new Error(code), { code, status });

const journeys: J[] = [
  {
    name: 'revoking sends the entry and shows the answer; dates read DD/MM/YYYY',
    steps: [
      { done: 'loadWaitingLists', output: both },
      {
        check: ({ snapshot }) =>
          expect(select.entries(snapshot).map((e) => select.dayOf(e.local_date))).toEqual(['04/03/2026', '05/03/2026']),
      },
      { type: 'entry.revoke', id: 1 },
      { check: ({ snapshot }) => expect(select.confirmingEntry(snapshot)?.id).toBe(1) },
      { check: ({ snapshot }) => expect(select.revokingId(snapshot)).toBe(null) },
      { type: 'revoke.confirm' },
      { check: ({ snapshot }) => expect(select.revokingId(snapshot)).toBe(1) },
      { done: 'revokeWaitingList', output: [both[1]] },
    ],
    end: 'listed',
    assert: ({ invocations, snapshot }) => {
      expect(invocations[1]).toMatchObject({ src: 'revokeWaitingList', input: { id: 1 } });
      expect(select.entries(snapshot).map((e) => e.id)).toEqual([2]);
    },
  },
  {
    name: 'leaving is asked first: keeping my place sends nothing and keeps the list',
    steps: [
      { done: 'loadWaitingLists', output: both },
      { type: 'entry.revoke', id: 2 },
      { check: ({ snapshot }) => expect(snapshot.matches('confirming')).toBe(true) },
      { type: 'revoke.cancel' },
    ],
    end: 'listed',
    assert: ({ invocations, snapshot }) => {
      expect(invocations.filter((i) => i.src === 'revokeWaitingList')).toEqual([]);
      expect(select.confirmingEntry(snapshot)).toBe(null);
      expect(select.entries(snapshot).map((e) => e.id)).toEqual([1, 2]);
    },
  },
  {
    name: 'an entry already gone (-404) says so and loads the list again',
    steps: [
      { done: 'loadWaitingLists', output: both },
      { type: 'entry.revoke', id: 2 },
      { type: 'revoke.confirm' },
      { fail: 'revokeWaitingList', error: apiError('-404', 404) },
    ],
    end: 'loading',
    assert: ({ snapshot }) => expect(select.revokeError(snapshot)?.next).toBe('reload'),
  },
  {
    name: 'no waiting lists says so',
    steps: [{ done: 'loadWaitingLists', output: [] }],
    end: 'listed',
    assert: ({ snapshot }) => expect(select.isEmpty(snapshot)).toBe(true),
  },
];

describeModel(myWaitingListsMachine, {
  name: 'myWaitingLists',
  inputs: { player: undefined },
  events: {
    'entry.revoke': [
      { type: 'entry.revoke', id: 1 },
      { type: 'entry.revoke', id: 99 },
    ],
    'revoke.confirm': [{ type: 'revoke.confirm' }],
    'revoke.cancel': [{ type: 'revoke.cancel' }],
    'waitingLists.reload': [{ type: 'waitingLists.reload' }],
  },
  outputs: { loadWaitingLists: [both], revokeWaitingList: [[both[1]]] },
  errors: {
    loadWaitingLists: { other: new Error('network down') },
    revokeWaitingList: { '-404': apiError('-404', 404), other: apiError('-1', 500) },
  },
  journeys,
  serializeContext: (c) => ({ e: c.entries.map((x) => x.id), r: c.revoking, x: c.error?.code }),
  require: { states: true, errors: true, transitions: true },
});
