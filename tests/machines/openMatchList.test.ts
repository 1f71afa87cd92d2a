// Model-based test of the open-match list modal (a club's open matches): every state and listed code
// of its call (-404 and others), plus journeys: join a match that takes the player, not one that is
// full or already theirs, a failed load retried, close from anywhere.
import { expect } from 'vitest';
import { openMatchListErrors } from '#machines/openMatchList/openMatchList.errors';
import { openMatchListMachine, type OpenMatchListMachine } from '#machines/openMatchList/openMatchList.machine';
import * as sel from '#machines/openMatchList/openMatchList.selectors';
import { HOST, me, openMatchFixture, player } from './fixtures/openMatch';
import { describeModel, type EventFixtures, type Journey, type OutputFixtures } from './support/modelTest';

type M = OpenMatchListMachine;
type J = Journey<M>;

const apiError = (code: string, status: number) => Object.assign(new Error(code), { code, status });
const uuid = (n: number) => `0e3a7c52-1d4b-4f7e-9a41-6b2c8d9e0f${String(n).padStart(2, '0')}`;

const JOINABLE = openMatchFixture({ id: 1, uuid: uuid(1) });
const FULL = openMatchFixture({ id: 2, uuid: uuid(2), players: [HOST, player(2, 'Ana'), player(3, 'Luis'), player(4, 'Marta')] });
const MINE = openMatchFixture({ id: 3, uuid: uuid(3), userCanJoin: false, userPosition: 2, players: [HOST, me(2)] });
const NOT_MINE = openMatchFixture({ id: 4, uuid: uuid(4), userCanJoin: false });

const inputs = { club: { clubId: 7 } };
const events: EventFixtures<M> = {
  'list.join': [
    { type: 'list.join', uuid: uuid(1) },
    { type: 'list.join', uuid: uuid(2) },
  ],
  'list.retry': [{ type: 'list.retry' }],
  'list.close': [{ type: 'list.close' }],
};
const outputs: OutputFixtures<M> = { fetchClubMatches: [[JOINABLE, FULL, MINE, NOT_MINE], []] };

const journeys: J[] = [
  {
    name: 'lists the club’s matches with how each reads; joining one that takes the player opens its page',
    steps: [
      { check: ({ snapshot }) => expect(sel.isLoading(snapshot)).toBe(true) },
      { done: 'fetchClubMatches', output: [JOINABLE, FULL, MINE, NOT_MINE] },
      {
        check: ({ snapshot }) =>
          expect(sel.rows(snapshot).map((r) => [r.match.id, r.state, r.free])).toEqual([
            [1, 'joinable', 3],
            [2, 'full', 0],
            [3, 'joined', 2],
            [4, 'notForYou', 3],
          ]),
      },
      { type: 'list.join', uuid: uuid(2) },
      { type: 'list.join', uuid: uuid(3) },
      { type: 'list.join', uuid: uuid(4) },
      { type: 'list.join', uuid: uuid(1) },
    ],
    end: 'leftForMatch',
    assert: ({ effects, invocations }) => {
      expect(invocations).toEqual([{ id: 'fetchClubMatches', src: 'fetchClubMatches', input: { clubId: 7 } }]);
      expect(effects).toEqual([{ type: 'goToMatch', params: { uuid: uuid(1) } }]);
    },
  },
  {
    name: 'no open matches: the empty list; closing ends the modal without leaving',
    steps: [
      { done: 'fetchClubMatches', output: [] },
      { check: ({ snapshot }) => expect(sel.isEmpty(snapshot)).toBe(true) },
      { type: 'list.close' },
    ],
    end: 'closed',
    assert: ({ effects }) => expect(effects).toEqual([]),
  },
  {
    name: 'a failed load (-404) shows its message and retries',
    steps: [
      { fail: 'fetchClubMatches', error: apiError('-404', 404) },
      { check: ({ snapshot }) => expect(sel.failure(snapshot)).toBe(openMatchListErrors['-404'].message) },
      { type: 'list.retry' },
      { done: 'fetchClubMatches', output: [JOINABLE] },
    ],
    end: 'listed',
    assert: ({ snapshot }) => expect(sel.failure(snapshot)).toBeNull(),
  },
];

describeModel(openMatchListMachine, {
  name: 'openMatchList',
  inputs,
  events,
  outputs,
  errors: { fetchClubMatches: { '-404': apiError('-404', 404), other: new Error('network down') } },
  journeys,
  serializeContext: (c) => ({ matches: c.matches.map((m) => m.id), chosen: c.chosen, error: c.error?.code ?? null }),
  require: { states: true, errors: true, transitions: true },
});
