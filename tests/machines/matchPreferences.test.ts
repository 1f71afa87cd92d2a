// Model-based test of /match/user_preferences: gender, age bands, ranked, level and hand, saved
// (-2701, -2704), and a profile never finished.
import { expect } from 'vitest';
import type { MatchDataDto } from '#machines/matchPreferences';
import { matchPreferencesMachine, type MatchPreferencesMachine } from '#machines/matchPreferences/matchPreferences.machine';
import * as select from '#machines/matchPreferences/matchPreferences.selectors';
import { describeModel, type Journey } from './support/modelTest';
import * as fx from './matchWizard.fixtures';

const saved: MatchDataDto = { ...fx.padelData, status: 'ACTIVE', level: 3 };
const unfinished: MatchDataDto = { ...fx.padelData, status: 'WIZARD' };

const journeys: Journey<MatchPreferencesMachine>[] = [
  {
    name: 'choosing women 25–34, ranked, levels 1 and 3, left hand, and saving sends them all',
    steps: [
      { done: 'loadMatchData', output: saved },
      { type: 'pref.gender', gender: 'F' },
      { type: 'pref.age', band: '25-34' },
      { type: 'pref.age', band: '35-44' },
      { type: 'pref.age', band: '35-44' },
      { type: 'pref.ranked', ranked: true },
      { type: 'pref.level', level: 1 },
      { type: 'pref.level', level: 3 },
      { type: 'pref.level', level: 9 },
      { type: 'pref.hand', hand: 'L' },
      { type: 'prefs.save' },
      { done: 'savePreferences', output: saved },
    ],
    end: 'editing',
    assert: ({ invocations, snapshot }) => {
      expect(invocations.at(-1)?.input).toEqual({
        sportId: 1,
        prefs: { genderPreferences: ['F'], agePreferences: ['25-34'], ranked: true, levelPreferences: [1, 3], handPreference: 'L' },
      });
      expect(select.isSaved(snapshot)).toBe(true);
    },
  },
  {
    name: 'a profile still in the wizard asks for it',
    steps: [{ done: 'loadMatchData', output: unfinished }],
    end: 'needsWizard',
  },
];

describeModel(matchPreferencesMachine, {
  name: 'matchPreferences',
  inputs: { padel: { sportId: 1 } },
  events: {
    'pref.gender': [{ type: 'pref.gender', gender: 'M' }],
    'pref.age': [{ type: 'pref.age', band: '18-24' }],
    'pref.ranked': [{ type: 'pref.ranked', ranked: true }],
    'pref.level': [
      { type: 'pref.level', level: 3 },
      { type: 'pref.level', level: 9 },
    ],
    'pref.hand': [{ type: 'pref.hand', hand: 'R' }],
    'prefs.save': [{ type: 'prefs.save' }],
    'prefs.reload': [{ type: 'prefs.reload' }],
  },
  outputs: { loadMatchData: [saved, unfinished], savePreferences: [saved] },
  errors: {
    loadMatchData: { '-2703': fx.apiError('-2703', 404), other: new Error('network down') },
    savePreferences: { '-2701': fx.apiError('-2701', 422), '-2704': fx.apiError('-2704', 409), other: fx.apiError('-1', 500) },
  },
  journeys,
  serializeContext: (c) => ({ p: c.prefs, s: c.saved, e: c.error?.code, d: c.matchData?.status }),
  require: { states: true, errors: true, transitions: true },
});
