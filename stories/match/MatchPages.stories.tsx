import type { Meta } from '@storybook/react-vite';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { MatchHomeView } from '#features/match/MatchHomeView';
import { MatchPreferencesView } from '#features/match/MatchPreferencesView';
import { MatchProfileView } from '#features/match/MatchProfileView';
import { MatchSportsView } from '#features/match/MatchSportsView';
import { matchHomeMachine, type HomeData } from '#machines/matchHome';
import { matchPreferencesMachine, type MatchDataDto, type UserPreferencesDto } from '#machines/matchPreferences';
import { matchSportsMachine, type MatchStart } from '#machines/matchSports';
import * as fx from '../../tests/machines/matchWizard.fixtures';
import { machineStory, type StoryStep } from '../support/machineStory';

export default { title: 'Match pages' } satisfies Meta;

const never = <T,>() => new Promise<T>(() => undefined);
const fail = (code: string) => Promise.reject(Object.assign(new Error(code), { code, status: 409 }));
const until = (check: (s: AnyMachineSnapshot) => boolean): StoryStep => ({ until: check });

const profile: MatchDataDto = {
  ...fx.padelData,
  status: 'ACTIVE',
  level: 3,
  fields: [{ ...fx.padelData.fields[0], selected: ['R'] }],
  dayAvailability: [
    { dayOfWeek: 1, startTime: '19:00', endTime: '21:00' },
    { dayOfWeek: 3, startTime: '19:00', endTime: '21:00' },
  ],
  cities: [fx.providencia, fx.nunoa],
};
const names = [
  'Sebastián Ortiz',
  'Matías González',
  'Diego Tapia',
  'Valentina Muñoz',
  'Catalina Silva',
  'Martina Fuentes',
  'Francisca Herrera',
  'Sofía Morales',
  'Vicente Contreras',
  'Agustín López',
  'Maximiliano Espinoza',
];
const home = (status: 'ACTIVE' | 'DISABLED'): HomeData => ({
  matchData: { ...profile, status },
  rivals: names.map((name, i) => ({
    userId: 100 + i,
    firstName: name.split(' ')[0],
    lastName: name.split(' ')[1],
    level: i < 5 ? 3 : 4,
    levelName: i < 5 ? 'Intermedio' : 'Avanzado',
    sharedCities: i % 3 === 2 ? [] : [fx.providencia],
    overlapMinutes: 360 - i * 30,
    prob: 0.9 - i * 0.05,
  })),
  pending: {
    toMe: [
      {
        challengeId: 1,
        status: 'PENDING',
        other: { userId: 200, firstName: 'Josefa', lastName: 'Castro', level: 2 },
        createdAt: '2026-11-25T12:00:00Z',
        expiresAt: '2026-11-27T12:00:00Z',
      },
    ],
    fromMe: [],
  },
  accepted: [
    {
      challengeId: 2,
      status: 'ACCEPTED',
      other: { userId: 201, firstName: 'Tomás', lastName: 'Fuentes', level: 3 },
      createdAt: '2026-11-24T12:00:00Z',
      expiresAt: '2026-11-25T12:00:00Z',
      undeliveredMessages: 2,
    },
  ],
  toDiscard: [
    {
      challengeId: 3,
      status: 'NOGO',
      other: { userId: 202, firstName: 'Ignacia', lastName: 'Rojas', level: 3 },
      createdAt: '2026-11-20T12:00:00Z',
      expiresAt: '2026-11-21T12:00:00Z',
    },
  ],
});
const homeMachine = (load: () => Promise<HomeData>, switchMatch: () => Promise<void> = never) =>
  matchHomeMachine.provide({
    actors: {
      loadHome: fromPromise<HomeData, { sportId: number }>(load),
      switchMatch: fromPromise<void, { sportId: number; active: boolean }>(switchMatch),
    },
  });
const homeStory = (machine: ReturnType<typeof homeMachine>, steps: StoryStep[] = []) =>
  machineStory(MatchHomeView, { routeId: 'match.sport-home', url: '/match/1/home', machine, input: { sportId: 1 }, steps });
const ready = until((s) => s.matches('ready'));

export const HomeLoading = homeStory(homeMachine(never));
export const HomeActive = homeStory(
  homeMachine(async () => home('ACTIVE')),
  [ready],
);
export const HomeDisabled = homeStory(
  homeMachine(async () => home('DISABLED')),
  [ready],
);
export const HomeSwitching = homeStory(
  homeMachine(async () => home('ACTIVE')),
  [ready, { type: 'match.deactivate' }],
);
export const HomeSwitchRefused = homeStory(
  homeMachine(
    async () => home('ACTIVE'),
    () => fail('-2704'),
  ),
  [ready, { type: 'match.deactivate' }, until((s) => s.matches('ready') && s.context.error !== null)],
);
export const HomeNeedsWizard = homeStory(
  homeMachine(async () => ({ ...home('ACTIVE'), matchData: fx.padelData })),
  [until((s) => s.matches('needsWizard'))],
);
export const HomeLoadFailed = homeStory(
  homeMachine(() => fail('-1')),
  [until((s) => s.matches('loadFailed'))],
);

const start = (active: number[], disabled: number[] = []): MatchStart => ({
  matchUser: { ...fx.knownPlayer.matchUser, activeMatchSports: active, disabledMatchSports: disabled },
  sports: [...fx.sports, { id: 2, code: 'tennis', name: 'Tenis', teamSize: 1, teamMandatory: false, status: null }].map((s) => ({
    ...s,
    status: active.includes(s.id) ? 'ACTIVE' : disabled.includes(s.id) ? 'DISABLED' : null,
  })),
});
const sportsMachine = (load: () => Promise<MatchStart>) =>
  matchSportsMachine.provide({ actors: { loadSports: fromPromise<MatchStart, void>(load) } });
const sportsStory = (machine: ReturnType<typeof sportsMachine>, steps: StoryStep[] = []) =>
  machineStory(MatchSportsView, {
    routeId: 'match.sports',
    url: '/match/sports',
    machine,
    input: { forward: false, entityId: null },
    steps,
  });
export const SportsLoading = sportsStory(sportsMachine(never));
export const SportsList = sportsStory(
  sportsMachine(async () => start([1], [3])),
  [ready],
);
export const SportsLoadFailed = sportsStory(
  sportsMachine(() => fail('-1')),
  [until((s) => s.matches('loadFailed'))],
);

const prefsMachine = (load: () => Promise<MatchDataDto>, save: () => Promise<MatchDataDto> = never) =>
  matchPreferencesMachine.provide({
    actors: {
      loadMatchData: fromPromise<MatchDataDto, { sportId: number }>(load),
      savePreferences: fromPromise<MatchDataDto, { sportId: number; prefs: UserPreferencesDto }>(save),
    },
  });
const prefsStory = (machine: ReturnType<typeof prefsMachine>, steps: StoryStep[] = [], View = MatchPreferencesView) =>
  machineStory(View, {
    routeId: 'match.user-preferences',
    url: '/match/user_preferences?sportId=1',
    machine,
    input: { sportId: 1 },
    steps,
  });
const editingPrefs = until((s) => s.matches('editing'));
const choose: StoryStep[] = [
  editingPrefs,
  { type: 'pref.gender', gender: 'F' },
  { type: 'pref.age', band: '25-34' },
  { type: 'pref.level', level: 3 },
];
export const PreferencesLoading = prefsStory(prefsMachine(never));
export const PreferencesEditing = prefsStory(
  prefsMachine(async () => profile),
  choose,
);
export const PreferencesSaving = prefsStory(
  prefsMachine(async () => profile),
  [...choose, { type: 'prefs.save' }],
);
export const PreferencesSaved = prefsStory(
  prefsMachine(
    async () => profile,
    async () => profile,
  ),
  [...choose, { type: 'prefs.save' }, until((s) => s.matches('editing') && s.context.saved)],
);
export const PreferencesSaveFailed = prefsStory(
  prefsMachine(
    async () => profile,
    () => fail('-2701'),
  ),
  [...choose, { type: 'prefs.save' }, until((s) => s.matches('editing') && s.context.error !== null)],
);
export const PreferencesNeedsWizard = prefsStory(
  prefsMachine(async () => fx.padelData),
  [until((s) => s.matches('needsWizard'))],
);
export const PreferencesLoadFailed = prefsStory(
  prefsMachine(() => fail('-1')),
  [until((s) => s.matches('loadFailed'))],
);
export const Profile = prefsStory(
  prefsMachine(async () => profile),
  [editingPrefs],
  MatchProfileView,
);
