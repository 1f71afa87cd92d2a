// /match/wizard: the match profile of a sport, step by step, then saved (spec part 3 §4, §5, §9).
//
//   loading       GET /api/match + GET api/match/sports → personal when gender or birth date is
//                 missing, else sport (its matchData loading at once when the input names the sport:
//                 /match/edit_profile); failure → loadFailed (wizard.retry)
//   editing       two regions:
//     step        personal (0) → sport (1: sport, level, team name unless a team step) → team (teams
//                 of 3+) → fields (2) → availability (3) → cities (4) → saving; with an entity
//                 fields → saving (availability defaults, no cities). step.next only when the step
//                 is valid; step.back to the previous step. sport.choose loads that sport's matchData
//                 (sport.loadingSport → sport.ready | sport.sportFailed).
//                 cities: city.search waits citySearchDelay, then GET /api/geo/cities?q= (10 of N).
//                 saving: POST matchdata → saved; failure → the last step (-2701 'Please enter all
//                 the information required'), or the team's step (-2702 team name taken)
//     teamName    team.name → waiting (teamCheckDelay) → checking (GET /api/match/team/user/{id})
//                 → idle with available / taken; under 5 characters nothing is checked
//   saved         final: goToMatchHome(sportId)
import { and, assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { leadsTo, output, rejection, rowLeadsTo, type LeadsToParams, type RejectionParams } from '#machines/shared/outcomes';
import type { NavigateParams } from '#machines/shared/viewActions';
import { saveWizardErrors } from './matchWizard.errors';
import * as rule from './matchWizard.steps';
import * as edit from './matchWizard.updates';
import type {
  CitySearchResult,
  MatchDataDto,
  MatchWizardContext,
  MatchWizardEvent,
  MatchWizardInput,
  SaveInput,
  StartData,
} from './matchWizard.types';

export const TEAM_CHECK_MS = 400;
export const CITY_SEARCH_MS = 300;

type Args = { context: MatchWizardContext };
type EvArgs = { context: MatchWizardContext; event: MatchWizardEvent };

export const matchWizardMachine = setup({
  types: {
    context: {} as MatchWizardContext,
    events: {} as MatchWizardEvent,
    input: {} as MatchWizardInput,
  },
  actors: {
    loadStart: placeholder<StartData, void>('matchWizard', 'loadStart'),
    loadSportData: placeholder<MatchDataDto, { sportId: number }>('matchWizard', 'loadSportData'),
    checkTeamName: placeholder<boolean, { sportId: number; teamName: string }>('matchWizard', 'checkTeamName'),
    searchCities: placeholder<CitySearchResult, { q: string }>('matchWizard', 'searchCities'),
    saveMatchData: placeholder<MatchDataDto, SaveInput>('matchWizard', 'saveMatchData'),
  },
  delays: { teamCheckDelay: TEAM_CHECK_MS, citySearchDelay: CITY_SEARCH_MS },
  guards: {
    needsPersonal: ({ context }: Args) => rule.needsPersonal(context),
    startNeedsPersonal: (_: Args, start: StartData) => rule.needsPersonal(start),
    hasPresetSport: ({ context }: Args) => context.sportId !== null,
    sportLoaded: ({ context }: Args) => context.matchData !== null && context.matchData.sportId === context.sportId,
    personalValid: ({ context }: Args) => rule.personalValid(context),
    sportValid: ({ context }: Args) => rule.sportValid(context),
    teamValid: ({ context }: Args) => rule.teamValid(context),
    fieldsValid: ({ context }: Args) => rule.fieldsStepValid(context),
    availabilityValid: ({ context }: Args) => rule.availabilityStepValid(context),
    citiesValid: ({ context }: Args) => rule.citiesStepValid(context),
    hasTeamStep: ({ context }: Args) => rule.hasTeamStep(context),
    withEntity: ({ context }: Args) => rule.withEntity(context),
    isMatchSport: ({ context, event }: EvArgs) => event.type === 'sport.choose' && context.sports.some((s) => s.id === event.sportId),
    nameCheckable: ({ context, event }: EvArgs) => event.type === 'team.name' && context.sportId !== null && event.name.trim().length >= 5,
    canAddCity: ({ context, event }: EvArgs) => event.type === 'city.add' && edit.canAddCity(context, event.city.id),
    queryLongEnough: ({ event }: EvArgs) => event.type === 'city.search' && event.q.trim().length >= 2,
    saveLeadsTo: rowLeadsTo(saveWizardErrors),
    /** -2702 in a sport whose team name sits on a step of its own. */
    takenOnTeamStep: ({ context }: Args, params: LeadsToParams<'lastStep' | 'teamStep'>) =>
      rowLeadsTo(saveWizardErrors)(undefined, params) && rule.hasTeamStep(context),
  },
  actions: {
    assignStart: assign((_, { matchUser, sports }: StartData) => ({ matchUser, sports, error: null })),
    assignGender: assign(({ event }: EvArgs) => (event.type === 'personal.gender' ? { gender: event.gender } : {})),
    assignBirthDate: assign(({ event }: EvArgs) =>
      event.type === 'personal.birthDate' ? { birthDate: { day: event.day, month: event.month, year: event.year } } : {},
    ),
    chooseSport: assign(({ context, event }: EvArgs) => (event.type === 'sport.choose' ? edit.chooseSport(context, event.sportId) : {})),
    assignSportData: assign(({ context }: Args, data: MatchDataDto) => edit.fromSportData(context, data)),
    chooseLevel: assign(({ event }: EvArgs) => (event.type === 'level.choose' ? { level: event.level } : {})),
    typeTeamName: assign(({ event }: EvArgs) =>
      event.type === 'team.name' ? { teamName: event.name, teamStatus: edit.typedTeamStatus(event.name) } : {},
    ),
    markChecking: assign({ teamStatus: 'checking' as const }),
    assignTeamCheck: assign((_, available: boolean) => ({ teamStatus: available ? ('available' as const) : ('taken' as const) })),
    markTeamCheckFailed: assign({ teamStatus: 'failed' as const }),
    markTeamTaken: assign({ teamStatus: 'taken' as const }),
    toggleField: assign(({ context, event }: EvArgs) =>
      event.type === 'field.toggle' ? { fields: edit.toggleField(context, event.fieldId, event.optionId) } : {},
    ),
    toggleDay: assign(({ context, event }: EvArgs) =>
      event.type === 'day.toggle' ? { days: edit.toggleDay(context, event.dayOfWeek) } : {},
    ),
    setDayTimes: assign(({ context, event }: EvArgs) =>
      event.type === 'day.times' ? { days: edit.setDayTimes(context, event.dayOfWeek, event.startTime, event.endTime) } : {},
    ),
    assignQuery: assign(({ event }: EvArgs) => (event.type === 'city.search' ? { cityQuery: event.q } : {})),
    clearResults: assign({ cityResults: [], cityTotal: 0 }),
    assignResults: assign((_, { cities, total }: CitySearchResult) => ({ cityResults: cities, cityTotal: total })),
    addCity: assign(({ context, event }: EvArgs) =>
      event.type === 'city.add' ? { cities: [...context.cities, event.city], cityQuery: '', cityResults: [], cityTotal: 0 } : {},
    ),
    removeCity: assign(({ context, event }: EvArgs) =>
      event.type === 'city.remove' ? { cities: context.cities.filter((c) => c.id !== event.cityId) } : {},
    ),
    clearError: assign({ error: null }),
    assignError: assign((_, { error }: RejectionParams) => ({ error })),
    goToMatchHome: (_, _params: NavigateParams) => {},
  },
}).createMachine({
  id: 'matchWizard',
  context: ({ input }) => edit.initialContext(input),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadStart',
        src: 'loadStart',
        onDone: [
          {
            guard: { type: 'startNeedsPersonal', params: output<StartData> },
            target: 'editing.step.personal',
            actions: { type: 'assignStart', params: output<StartData> },
          },
          {
            guard: 'hasPresetSport',
            target: 'editing.step.sport.loadingSport',
            actions: { type: 'assignStart', params: output<StartData> },
          },
          { target: 'editing.step.sport', actions: { type: 'assignStart', params: output<StartData> } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'assignError', params: rejection } },
      },
    },
    loadFailed: { on: { 'wizard.retry': { target: 'loading', actions: 'clearError' } } },
    editing: {
      type: 'parallel',
      states: {
        step: {
          initial: 'sport',
          states: {
            personal: {
              on: {
                'personal.gender': { actions: 'assignGender' },
                'personal.birthDate': { actions: 'assignBirthDate' },
                'step.next': [
                  { guard: and(['personalValid', 'sportLoaded']), target: 'sport.ready' },
                  { guard: and(['personalValid', 'hasPresetSport']), target: 'sport.loadingSport' },
                  { guard: 'personalValid', target: 'sport' },
                ],
              },
            },
            sport: {
              initial: 'choosing',
              on: {
                'sport.choose': { guard: 'isMatchSport', target: '.loadingSport', actions: 'chooseSport' },
                'step.back': { guard: 'needsPersonal', target: 'personal' },
              },
              states: {
                choosing: {},
                loadingSport: {
                  invoke: {
                    id: 'loadSportData',
                    src: 'loadSportData',
                    input: ({ context }) => ({ sportId: context.sportId ?? 0 }),
                    onDone: { target: 'ready', actions: { type: 'assignSportData', params: output<MatchDataDto> } },
                    onError: { target: 'sportFailed', actions: { type: 'assignError', params: rejection } },
                  },
                },
                sportFailed: {},
                ready: {
                  on: {
                    'level.choose': { actions: 'chooseLevel' },
                    'step.next': [
                      { guard: and(['sportValid', 'hasTeamStep']), target: '#matchWizard.editing.step.team' },
                      { guard: 'sportValid', target: '#matchWizard.editing.step.fields' },
                    ],
                  },
                },
              },
            },
            team: {
              on: {
                'step.next': { guard: 'teamValid', target: 'fields' },
                'step.back': { target: 'sport.ready' },
              },
            },
            fields: {
              on: {
                'field.toggle': { actions: 'toggleField' },
                'step.next': [
                  { guard: and(['fieldsValid', 'withEntity']), target: 'saving' },
                  { guard: 'fieldsValid', target: 'availability' },
                ],
                'step.back': [{ guard: 'hasTeamStep', target: 'team' }, { target: 'sport.ready' }],
              },
            },
            availability: {
              on: {
                'day.toggle': { actions: 'toggleDay' },
                'day.times': { actions: 'setDayTimes' },
                'step.next': { guard: 'availabilityValid', target: 'cities' },
                'step.back': { target: 'fields' },
              },
            },
            cities: {
              initial: 'browsing',
              on: {
                'city.search': [
                  { guard: 'queryLongEnough', target: '.waiting', actions: 'assignQuery' },
                  { target: '.browsing', actions: ['assignQuery', 'clearResults'] },
                ],
                'city.add': { guard: 'canAddCity', target: '.browsing', actions: 'addCity' },
                'city.remove': { actions: 'removeCity' },
                'step.next': { guard: 'citiesValid', target: 'saving' },
                'step.back': { target: 'availability' },
              },
              states: {
                browsing: {},
                waiting: { after: { citySearchDelay: 'searching' } },
                searching: {
                  invoke: {
                    id: 'searchCities',
                    src: 'searchCities',
                    input: ({ context }) => ({ q: context.cityQuery.trim() }),
                    onDone: { target: 'browsing', actions: { type: 'assignResults', params: output<CitySearchResult> } },
                    onError: { target: 'browsing', actions: ['clearResults', { type: 'assignError', params: rejection }] },
                  },
                },
              },
            },
            saving: {
              entry: 'clearError',
              invoke: {
                id: 'saveMatchData',
                src: 'saveMatchData',
                input: ({ context }) => edit.saveInput(context),
                onDone: { target: '#matchWizard.saved' },
                onError: [
                  {
                    guard: { type: 'takenOnTeamStep', params: leadsTo('teamStep') },
                    target: 'team',
                    actions: [{ type: 'assignError', params: rejection }, 'markTeamTaken'],
                  },
                  {
                    guard: { type: 'saveLeadsTo', params: leadsTo('teamStep') },
                    target: 'sport.ready',
                    actions: [{ type: 'assignError', params: rejection }, 'markTeamTaken'],
                  },
                  { guard: 'withEntity', target: 'fields', actions: { type: 'assignError', params: rejection } },
                  { target: 'cities', actions: { type: 'assignError', params: rejection } },
                ],
              },
            },
          },
        },
        teamName: {
          initial: 'idle',
          on: {
            'team.name': [
              { guard: 'nameCheckable', target: '.waiting', actions: 'typeTeamName' },
              { target: '.idle', actions: 'typeTeamName' },
            ],
          },
          states: {
            idle: {},
            waiting: { after: { teamCheckDelay: 'checking' } },
            checking: {
              entry: 'markChecking',
              invoke: {
                id: 'checkTeamName',
                src: 'checkTeamName',
                input: ({ context }) => ({ sportId: context.sportId ?? 0, teamName: context.teamName.trim() }),
                onDone: { target: 'idle', actions: { type: 'assignTeamCheck', params: output<boolean> } },
                onError: { target: 'idle', actions: 'markTeamCheckFailed' },
              },
            },
          },
        },
      },
    },
    saved: {
      type: 'final',
      entry: { type: 'goToMatchHome', params: ({ context }) => ({ to: `/match/${context.sportId}/home` }) },
    },
  },
});

export type MatchWizardMachine = typeof matchWizardMachine;
