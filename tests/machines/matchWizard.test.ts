// Model-based test of /match/wizard: every state, transition and listed code (-2701, -2702, -2703),
// plus journeys for a new player's whole wizard, a team sport with an entity, the server refusing
// the save, next staying disabled until each step is valid, and the birth years.
import { expect } from 'vitest';
import { matchWizardMachine, TEAM_CHECK_MS, CITY_SEARCH_MS, type MatchWizardMachine } from '#machines/matchWizard';
import * as select from '#machines/matchWizard/matchWizard.selectors';
import { describeModel, type Journey } from './support/modelTest';
import * as fx from './matchWizard.fixtures';

const normal = { entityId: null, currentYear: 2026, sportId: null };
const entity = { entityId: 7, currentYear: 2026, sportId: null };
const editing = { entityId: null, currentYear: 2026, sportId: fx.PADEL };
type Step = Journey<MatchWizardMachine>['steps'][number];

const padelUntilCities: Step[] = [
  { done: 'loadStart', output: fx.newPlayer },
  { type: 'personal.gender', gender: 'F' },
  { type: 'personal.birthDate', day: 20, month: 5, year: 1994 },
  { type: 'step.next' },
  { type: 'sport.choose', sportId: fx.PADEL },
  { done: 'loadSportData', output: fx.padelData },
  { type: 'level.choose', level: 3 },
  { type: 'step.next' },
  { type: 'field.toggle', fieldId: 'hand', optionId: 'R' },
  { type: 'step.next' },
  { type: 'day.toggle', dayOfWeek: 1 },
  { type: 'step.next' },
];

const journeys: Journey<MatchWizardMachine>[] = [
  {
    name: "a new player's wizard: 5 steps, personal data, padel, hand, Monday evening, a city found by search, saved",
    steps: [
      ...padelUntilCities,
      {
        check: ({ snapshot }) =>
          expect([select.stepNumber(snapshot), select.stepCount(snapshot), select.limit(snapshot)]).toEqual([5, 5, 5]),
      },
      { check: ({ snapshot }) => expect(select.canNext(snapshot)).toBe(false) },
      { type: 'city.search', q: 'pro' },
      { wait: CITY_SEARCH_MS },
      { done: 'searchCities', output: { cities: [fx.providencia], total: 14 } },
      { check: ({ snapshot }) => expect([snapshot.context.cityResults.length, snapshot.context.cityTotal]).toEqual([1, 14]) },
      { type: 'city.add', city: fx.providencia },
      { type: 'step.next' },
      { done: 'saveMatchData', output: { ...fx.padelData, status: 'ACTIVE' } },
    ],
    end: 'saved',
    assert: ({ invocations, effects }) => {
      expect(invocations.at(-1)).toMatchObject({
        src: 'saveMatchData',
        input: {
          sportId: fx.PADEL,
          body: {
            gender: 'F',
            birthDate: { year: 1994, month: 5, day: 20 },
            level: 3,
            teamName: null,
            entityId: null,
            fields: { hand: ['R'] },
            dayAvailability: [{ dayOfWeek: 1, startTime: '19:00', endTime: '21:00' }],
            cityIds: [fx.providencia.id],
          },
        },
      });
      expect(effects).toContainEqual({ type: 'goToMatchHome', params: { to: '/match/1/home' } });
    },
  },
  {
    name: 'a team sport of 5 with an entity: sport, team, fields (no availability, no cities); the name is checked after the pause',
    input: entity,
    steps: [
      { done: 'loadStart', output: fx.knownPlayer },
      { check: ({ snapshot }) => expect(select.currentStep(snapshot)).toBe('sport') },
      { type: 'sport.choose', sportId: fx.FOOTBALL },
      { done: 'loadSportData', output: fx.footballData },
      { type: 'level.choose', level: 1 },
      { type: 'step.next' },
      {
        check: ({ snapshot }) =>
          expect([select.currentStep(snapshot), select.stepCount(snapshot), select.limit(snapshot)]).toEqual(['team', 3, 4]),
      },
      { type: 'step.next' },
      { check: ({ snapshot }) => expect(select.currentStep(snapshot)).toBe('team') },
      { type: 'team.name', name: 'Puma' },
      { check: ({ snapshot }) => expect([select.teamStatus(snapshot), select.canNext(snapshot)]).toEqual(['short', false]) },
      { type: 'team.name', name: 'Los Pumas' },
      { wait: TEAM_CHECK_MS - 1 },
      { check: ({ invocations }) => expect(invocations.some((i) => i.src === 'checkTeamName')).toBe(false) },
      { wait: 1 },
      { done: 'checkTeamName', output: true },
      { type: 'step.next' },
      { type: 'step.next' },
      { done: 'saveMatchData', output: fx.footballData },
    ],
    end: 'saved',
    assert: ({ invocations }) => {
      expect(invocations.find((i) => i.src === 'checkTeamName')?.input).toEqual({ sportId: fx.FOOTBALL, teamName: 'Los Pumas' });
      expect(invocations.at(-1)?.input).toMatchObject({ body: { teamName: 'Los Pumas', entityId: 7, dayAvailability: [], cityIds: [] } });
    },
  },
  {
    name: "the server's -2701 goes back to the cities with 'Please enter all the information required'",
    steps: [
      ...padelUntilCities,
      { type: 'city.add', city: fx.nunoa },
      { type: 'step.next' },
      { fail: 'saveMatchData', error: fx.apiError('-2701', 422) },
    ],
    end: { editing: { step: { cities: 'browsing' }, teamName: 'idle' } },
    assert: ({ snapshot }) => expect(select.saveError(snapshot)?.message.id).toBeDefined(),
  },
  {
    name: 'a team name taken at save time (-2702) goes back to the sport step with the name marked taken',
    steps: [
      { done: 'loadStart', output: fx.knownPlayer },
      { type: 'sport.choose', sportId: fx.PADEL },
      { done: 'loadSportData', output: fx.padelData },
      { type: 'level.choose', level: 3 },
      { type: 'team.name', name: 'Las Tigresas' },
      { wait: TEAM_CHECK_MS },
      { done: 'checkTeamName', output: true },
      { type: 'step.next' },
      { type: 'field.toggle', fieldId: 'hand', optionId: 'L' },
      { type: 'step.next' },
      { type: 'day.toggle', dayOfWeek: 6 },
      { type: 'step.next' },
      { type: 'city.add', city: fx.maipu },
      { type: 'step.next' },
      { fail: 'saveMatchData', error: fx.apiError('-2702', 409) },
    ],
    end: { editing: { step: { sport: 'ready' }, teamName: 'idle' } },
    assert: ({ snapshot }) => {
      expect(select.teamStatus(snapshot)).toBe('taken');
      expect(select.canNext(snapshot)).toBe(false);
    },
  },
  {
    name: 'next stays disabled until valid: an impossible date, a name taken, an end before the start, a fourth city',
    steps: [
      { done: 'loadStart', output: fx.newPlayer },
      { type: 'personal.gender', gender: 'M' },
      { type: 'personal.birthDate', day: 30, month: 2, year: 1990 },
      { check: ({ snapshot }) => expect(select.canNext(snapshot)).toBe(false) },
      { type: 'personal.birthDate', day: 1, month: 1, year: 2025 },
      { check: ({ snapshot }) => expect(select.canNext(snapshot)).toBe(false) },
      { type: 'personal.birthDate', day: 28, month: 2, year: 1990 },
      { type: 'step.next' },
      { type: 'sport.choose', sportId: fx.PADEL },
      { done: 'loadSportData', output: fx.padelData },
      { type: 'level.choose', level: 1 },
      { type: 'team.name', name: 'Los Leones' },
      { wait: TEAM_CHECK_MS },
      { done: 'checkTeamName', output: false },
      { check: ({ snapshot }) => expect(select.canNext(snapshot)).toBe(false) },
      { type: 'team.name', name: '' },
      { type: 'step.next' },
      { check: ({ snapshot }) => expect(select.canNext(snapshot)).toBe(false) },
      { type: 'field.toggle', fieldId: 'hand', optionId: 'R' },
      { type: 'step.next' },
      { type: 'day.toggle', dayOfWeek: 2 },
      { type: 'day.times', dayOfWeek: 2, startTime: '21:00', endTime: '20:00' },
      { check: ({ snapshot }) => expect(select.canNext(snapshot)).toBe(false) },
      { type: 'day.times', dayOfWeek: 2, startTime: '20:00', endTime: '22:00' },
      { type: 'step.next' },
      { type: 'city.add', city: fx.providencia },
      { type: 'city.add', city: fx.nunoa },
      { type: 'city.add', city: fx.maipu },
      { type: 'city.add', city: fx.recoleta },
    ],
    end: { editing: { step: { cities: 'browsing' }, teamName: 'idle' } },
    assert: ({ snapshot }) => {
      expect(snapshot.context.cities.map((c) => c.id)).toEqual([fx.providencia.id, fx.nunoa.id, fx.maipu.id]);
      expect(select.canAddMoreCities(snapshot)).toBe(false);
    },
  },
  {
    name: 'editing a saved padel profile loads its answers at once; after the personal step it goes straight to them',
    input: editing,
    steps: [
      { done: 'loadStart', output: fx.newPlayer },
      { type: 'personal.gender', gender: 'M' },
      { type: 'personal.birthDate', day: 1, month: 3, year: 1980 },
      { type: 'step.next' },
      {
        done: 'loadSportData',
        output: {
          ...fx.padelData,
          status: 'ACTIVE',
          level: 3,
          fields: [{ ...fx.padelData.fields[0], selected: ['L'] }],
          metadata: { teamName: 'Los Zurdos', entityId: null },
        },
      },
      { type: 'step.next' },
    ],
    end: { editing: { step: 'fields', teamName: 'idle' } },
    assert: ({ snapshot }) =>
      expect([snapshot.context.level, snapshot.context.fields, snapshot.context.teamName]).toEqual([3, { hand: ['L'] }, 'Los Zurdos']),
  },
  {
    name: 'birth years run from two years ago back 100 years',
    steps: [{ done: 'loadStart', output: fx.newPlayer }],
    end: { editing: { step: 'personal', teamName: 'idle' } },
    assert: ({ snapshot }) => {
      const years = select.birthYears(snapshot);
      expect([years[0], years.at(-1), years.length]).toEqual([2024, 1924, 101]);
    },
  },
];

describeModel(matchWizardMachine, {
  name: 'matchWizard',
  inputs: { player: normal, entity, editing },
  events: {
    'personal.gender': [{ type: 'personal.gender', gender: 'F' }],
    'personal.birthDate': [
      { type: 'personal.birthDate', day: 20, month: 5, year: 1994 },
      { type: 'personal.birthDate', day: 30, month: 2, year: 1994 },
    ],
    'sport.choose': [
      { type: 'sport.choose', sportId: fx.PADEL },
      { type: 'sport.choose', sportId: fx.FOOTBALL },
      { type: 'sport.choose', sportId: 99 },
    ],
    'level.choose': [{ type: 'level.choose', level: 3 }],
    'team.name': [
      { type: 'team.name', name: 'Los Pumas' },
      { type: 'team.name', name: 'Pum' },
    ],
    'field.toggle': [{ type: 'field.toggle', fieldId: 'hand', optionId: 'R' }],
    'day.toggle': [{ type: 'day.toggle', dayOfWeek: 1 }],
    'day.times': [{ type: 'day.times', dayOfWeek: 1, startTime: '21:00', endTime: '19:00' }],
    'city.search': [
      { type: 'city.search', q: 'pro' },
      { type: 'city.search', q: 'p' },
    ],
    'city.add': [{ type: 'city.add', city: fx.providencia }],
    'city.remove': [{ type: 'city.remove', cityId: fx.providencia.id }],
    'step.next': [{ type: 'step.next' }],
    'step.back': [{ type: 'step.back' }],
    'wizard.retry': [{ type: 'wizard.retry' }],
  },
  outputs: {
    loadStart: [fx.newPlayer, fx.knownPlayer],
    loadSportData: [fx.padelData, fx.footballData],
    checkTeamName: [true, false],
    searchCities: [{ cities: [fx.providencia], total: 14 }],
    saveMatchData: [fx.padelData],
  },
  errors: {
    loadStart: { other: new Error('network down') },
    loadSportData: { '-2703': fx.apiError('-2703', 404), other: new Error('network down') },
    checkTeamName: { other: new Error('network down') },
    searchCities: { other: new Error('network down') },
    saveMatchData: {
      '-2701': fx.apiError('-2701', 422),
      '-2702': fx.apiError('-2702', 409),
      '-2703': fx.apiError('-2703', 404),
      other: fx.apiError('-1', 500),
    },
  },
  journeys,
  serializeContext: (c) => ({
    u: c.matchUser?.hasGender,
    g: c.gender,
    b: c.birthDate.day,
    s: c.sportId,
    d: c.matchData?.sportId,
    l: c.level,
    t: c.teamStatus,
    f: Object.keys(c.fields).length,
    dy: c.days.map((d) => d.startTime + d.endTime).join(),
    c: c.cities.length,
    q: c.cityQuery.length,
    e: c.error?.code,
  }),
  require: { states: true, errors: true, transitions: true },
});
