import type { Meta } from '@storybook/react-vite';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { MatchWizardView } from '#features/match/MatchWizardView';
import { matchWizardMachine, type CitySearchResult, type MatchDataDto, type SaveInput, type StartData } from '#machines/matchWizard';
import * as fx from '../../tests/machines/matchWizard.fixtures';
import { machineStory, type StoryStep } from '../support/machineStory';

export default { title: 'Match wizard' } satisfies Meta;

const never = <T,>() => new Promise<T>(() => undefined);
const fail = (code: string) => Promise.reject(Object.assign(new Error(code), { code, status: 422 }));
const until = (check: (s: AnyMachineSnapshot) => boolean): StoryStep => ({ until: check });
const cities: CitySearchResult = {
  cities: [fx.providencia, { id: 21, name: 'Pudahuel', shortName: 'Pudahuel' }, { id: 22, name: 'Puente Alto', shortName: 'Puente Alto' }],
  total: 14,
};

const wizard = (start: StartData | null, save: () => Promise<MatchDataDto> = never, teamFree = true) =>
  matchWizardMachine.provide({
    actors: {
      loadStart: fromPromise<StartData, void>(() => (start ? Promise.resolve(start) : fail('-1'))),
      loadSportData: fromPromise<MatchDataDto, { sportId: number }>(async ({ input }) =>
        input.sportId === fx.FOOTBALL ? fx.footballData : fx.padelData,
      ),
      checkTeamName: fromPromise<boolean, { sportId: number; teamName: string }>(async () => teamFree),
      searchCities: fromPromise<CitySearchResult, { q: string }>(async () => cities),
      saveMatchData: fromPromise<MatchDataDto, SaveInput>(save),
    },
  });
const story = (
  machine: ReturnType<typeof wizard>,
  steps: StoryStep[] = [],
  input = { entityId: null as number | null, currentYear: 2026, sportId: null },
) => machineStory(MatchWizardView, { routeId: 'match.wizard', url: '/match/wizard', machine, input, steps });

const editing = until((s) => s.matches('editing'));
const sportReady = until((s) => s.matches({ editing: { step: { sport: 'ready' } } }));
const toFields: StoryStep[] = [
  editing,
  { type: 'sport.choose', sportId: fx.PADEL },
  sportReady,
  { type: 'level.choose', level: 3 },
  { type: 'step.next' },
];
const toAvailability: StoryStep[] = [...toFields, { type: 'field.toggle', fieldId: 'hand', optionId: 'R' }, { type: 'step.next' }];
const toCities: StoryStep[] = [
  ...toAvailability,
  { type: 'day.toggle', dayOfWeek: 1 },
  { type: 'day.toggle', dayOfWeek: 3 },
  { type: 'step.next' },
];

export const Loading = story(wizard(fx.newPlayer), []);
export const LoadFailed = story(wizard(null), [until((s) => s.matches('loadFailed'))]);
export const PersonalData = story(wizard(fx.newPlayer), [editing, { type: 'personal.gender', gender: 'F' }]);
export const Sport = story(wizard(fx.knownPlayer), [editing, { type: 'sport.choose', sportId: fx.PADEL }, sportReady]);
export const SportWithTeamName = story(wizard(fx.knownPlayer), [
  editing,
  { type: 'sport.choose', sportId: fx.PADEL },
  sportReady,
  { type: 'level.choose', level: 3 },
  { type: 'team.name', name: 'Las Tigresas' },
  until((s) => s.context.teamStatus === 'available'),
]);
export const TeamNameTaken = story(wizard(fx.knownPlayer, never, false), [
  editing,
  { type: 'sport.choose', sportId: fx.PADEL },
  sportReady,
  { type: 'team.name', name: 'Las Tigresas' },
  until((s) => s.context.teamStatus === 'taken'),
]);
export const TeamStep = story(wizard(fx.knownPlayer), [
  editing,
  { type: 'sport.choose', sportId: fx.FOOTBALL },
  sportReady,
  { type: 'level.choose', level: 1 },
  { type: 'step.next' },
  { type: 'team.name', name: 'Los' },
]);
export const Fields = story(wizard(fx.knownPlayer), toFields);
export const Availability = story(wizard(fx.knownPlayer), [
  ...toAvailability,
  { type: 'day.toggle', dayOfWeek: 2 },
  { type: 'day.times', dayOfWeek: 2, startTime: '21:00', endTime: '20:00' },
]);
export const Cities = story(wizard(fx.knownPlayer), [
  ...toCities,
  { type: 'city.add', city: fx.nunoa },
  { type: 'city.search', q: 'pu' },
  until((s) => s.context.cityResults.length > 0),
]);
export const Saving = story(wizard(fx.knownPlayer), [...toCities, { type: 'city.add', city: fx.nunoa }, { type: 'step.next' }]);
export const SaveRefused = story(
  wizard(fx.knownPlayer, () => fail('-2701')),
  [...toCities, { type: 'city.add', city: fx.nunoa }, { type: 'step.next' }, until((s) => s.context.error !== null)],
);
export const WithEntity = story(wizard(fx.knownPlayer), toFields, { entityId: 7, currentYear: 2026, sportId: null });
