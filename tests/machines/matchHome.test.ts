// Model-based test of /match/{sportId}/home: load, activate / deactivate (-2704), the first 10
// recommendations shown only while active, a never-finished profile.
import { expect } from 'vitest';
import type { HomeData, RivalDto } from '#machines/matchHome';
import { matchHomeMachine, type MatchHomeMachine } from '#machines/matchHome/matchHome.machine';
import * as select from '#machines/matchHome/matchHome.selectors';
import { describeModel, type Journey } from './support/modelTest';
import * as fx from './matchWizard.fixtures';

const rival = (userId: number): RivalDto => ({
  userId,
  firstName: `Rival ${userId}`,
  lastName: 'Test',
  level: 3,
  levelName: 'Intermedio',
  sharedCities: [fx.providencia],
  overlapMinutes: 120,
  prob: 0.7,
});
const homeWith = (status: 'ACTIVE' | 'DISABLED' | null, rivals = 12): HomeData => ({
  matchData: { ...fx.padelData, status, level: 3 },
  rivals: Array.from({ length: rivals }, (_, i) => rival(i + 1)),
  pending: { toMe: [], fromMe: [] },
  accepted: [],
  toDiscard: [],
});
const active = homeWith('ACTIVE');
const disabled = homeWith('DISABLED');
const never = homeWith(null, 0);
const apiError = fx.apiError;

const journeys: Journey<MatchHomeMachine>[] = [
  {
    name: 'an active player sees the first 10 rivals; switching off reloads and hides them; switching on shows them again',
    steps: [
      { done: 'loadHome', output: active },
      { check: ({ snapshot }) => expect(select.rivals(snapshot).map((r) => r.userId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) },
      { type: 'match.activate' },
      { type: 'match.deactivate' },
      { done: 'switchMatch', output: undefined },
      { done: 'loadHome', output: disabled },
      { check: ({ snapshot }) => expect([select.rivals(snapshot), select.canActivate(snapshot)]).toEqual([[], true]) },
      { type: 'match.activate' },
      { done: 'switchMatch', output: undefined },
      { done: 'loadHome', output: active },
    ],
    end: 'ready',
    assert: ({ invocations }) =>
      expect(invocations.filter((i) => i.src === 'switchMatch').map((i) => i.input)).toEqual([
        { sportId: 1, active: false },
        { sportId: 1, active: true },
      ]),
  },
  {
    name: 'a profile never finished asks for the wizard',
    steps: [{ done: 'loadHome', output: never }],
    end: 'needsWizard',
    assert: ({ snapshot }) => expect(select.needsWizard(snapshot)).toBe(true),
  },
  {
    name: 'a refused switch (-2704) stays with the message',
    steps: [{ done: 'loadHome', output: active }, { type: 'match.deactivate' }, { fail: 'switchMatch', error: apiError('-2704', 409) }],
    end: 'ready',
    assert: ({ snapshot }) => expect(select.switchError(snapshot)).not.toBeNull(),
  },
];

describeModel(matchHomeMachine, {
  name: 'matchHome',
  inputs: { padel: { sportId: 1 } },
  events: {
    'match.activate': [{ type: 'match.activate' }],
    'match.deactivate': [{ type: 'match.deactivate' }],
    'home.reload': [{ type: 'home.reload' }],
  },
  outputs: { loadHome: [active, disabled, never], switchMatch: [undefined] },
  errors: {
    loadHome: { '-2703': apiError('-2703', 404), other: new Error('network down') },
    switchMatch: { '-2704': apiError('-2704', 409), other: apiError('-1', 500) },
  },
  journeys,
  serializeContext: (c) => ({ s: c.home?.matchData.status, e: c.error?.code }),
  require: { states: true, errors: true, transitions: true },
});
