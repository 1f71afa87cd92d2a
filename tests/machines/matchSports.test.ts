// Model-based test of /match/home and /match/sports: /match/home goes on by itself to the one
// active sport or to the wizard, otherwise both list the sports.
import { expect } from 'vitest';
import type { MatchStart } from '#machines/matchSports';
import { matchSportsMachine, type MatchSportsMachine } from '#machines/matchSports/matchSports.machine';
import * as select from '#machines/matchSports/matchSports.selectors';
import { describeModel, type Journey } from './support/modelTest';
import * as fx from './matchWizard.fixtures';

const start = (active: number[], disabled: number[] = []): MatchStart => ({
  matchUser: { ...fx.knownPlayer.matchUser, active: active.length > 0, activeMatchSports: active, disabledMatchSports: disabled },
  sports: fx.sports.map((s) => ({ ...s, status: active.includes(s.id) ? 'ACTIVE' : disabled.includes(s.id) ? 'DISABLED' : null })),
});
const nothing = start([]);
const onePadel = start([fx.PADEL]);
const two = start([fx.PADEL], [fx.FOOTBALL]);
const home = { forward: true, entityId: null };

const journeys: Journey<MatchSportsMachine>[] = [
  {
    name: '/match/home with one active sport goes to its home',
    input: home,
    steps: [{ done: 'loadSports', output: onePadel }],
    end: 'forwarding',
    assert: ({ effects }) => expect(effects).toContainEqual({ type: 'navigate', params: { to: '/match/1/home' } }),
  },
  {
    name: '/match/home?entityId with nothing started goes to the wizard, keeping the entity',
    input: { forward: true, entityId: 4 },
    steps: [{ done: 'loadSports', output: nothing }],
    end: 'forwarding',
    assert: ({ effects }) => expect(effects).toContainEqual({ type: 'navigate', params: { to: '/match/wizard?entityId=4' } }),
  },
  {
    name: '/match/home with an active and a switched-off sport lists them, each linking to its home',
    input: home,
    steps: [{ done: 'loadSports', output: two }],
    end: 'ready',
    assert: ({ snapshot }) => expect(select.sports(snapshot).map(select.sportLink)).toEqual(['/match/1/home', '/match/3/home']),
  },
  {
    name: '/match/sports always lists; a sport not started links to the wizard',
    input: { forward: false, entityId: null },
    steps: [{ done: 'loadSports', output: onePadel }],
    end: 'ready',
    assert: ({ snapshot }) => expect(select.sports(snapshot).map(select.sportLink)).toEqual(['/match/1/home', '/match/wizard?sportId=3']),
  },
];

describeModel(matchSportsMachine, {
  name: 'matchSports',
  inputs: { home, sports: { forward: false, entityId: null } },
  events: { 'sports.reload': [{ type: 'sports.reload' }] },
  outputs: { loadSports: [onePadel, two] },
  errors: { loadSports: { other: new Error('network down') } },
  journeys,
  serializeContext: (c) => ({ f: c.forward, s: c.start?.matchUser.activeMatchSports.length, e: c.error?.code }),
  require: { states: true, errors: true, transitions: true },
});
