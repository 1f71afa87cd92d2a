// The club filter modal (spec part 1 §2.2 "club filter (state, cities, sports)", §5, §9): the
// country's states load when it opens; choosing a state clears the cities and loads that state's;
// at most 3 cities and 3 sports ('You can select only three options'); apply or cancel ends it.
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { output } from '#machines/shared/outcomes';
import {
  FILTER_LIMIT,
  type ClubFilterContext,
  type ClubFilterEvent,
  type ClubFilterInput,
  type ClubFilterOutput,
  type LoadCitiesInput,
  type LoadCitiesOutput,
  type LoadStatesInput,
  type LoadStatesOutput,
} from './clubFilter.types';

type Args = { context: ClubFilterContext; event: ClubFilterEvent };

const toggle = (list: number[], id: number) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);

export const clubFilterMachine = setup({
  types: {
    context: {} as ClubFilterContext,
    events: {} as ClubFilterEvent,
    input: {} as ClubFilterInput,
    output: {} as ClubFilterOutput,
  },
  actors: {
    /** GET /api/geo/countries/{country}/states */
    loadStates: placeholder<LoadStatesOutput, LoadStatesInput>('clubFilter', 'loadStates'),
    /** GET /api/geo/countries/{country}/states/{stateId}/cities */
    loadCities: placeholder<LoadCitiesOutput, LoadCitiesInput>('clubFilter', 'loadCities'),
  },
  guards: {
    hasState: ({ context }: Args) => context.filter.stateId !== null,
    choosesState: ({ event }: Args) => event.type === 'filter.chooseState' && event.stateId !== null,
    /** Taking one off, or adding while under the limit (parameterized: which list, how many). */
    canToggle: ({ context, event }: Args, { list, limit }: { list: 'cities' | 'sports'; limit: number }) => {
      const chosen = list === 'cities' ? context.filter.cityIds : context.filter.sportIds;
      const id = event.type === 'filter.toggleCity' ? event.cityId : event.type === 'filter.toggleSport' ? event.sportId : null;
      return id !== null && (chosen.includes(id) || chosen.length < limit);
    },
    isListedCity: ({ context, event }: Args) => event.type === 'filter.toggleCity' && context.cities.some((c) => c.id === event.cityId),
    isListedSport: ({ context, event }: Args) => event.type === 'filter.toggleSport' && context.sports.some((s) => s.id === event.sportId),
  },
  actions: {
    assignStates: assign((_, out: LoadStatesOutput) => ({ states: out.states })),
    assignCities: assign((_, out: LoadCitiesOutput) => ({ cities: out.cities })),
    /** A new state: its cities replace the old ones, and no city stays chosen. */
    chooseState: assign(({ context, event }: Args) =>
      event.type === 'filter.chooseState'
        ? { filter: { ...context.filter, stateId: event.stateId, cityIds: [] }, cities: [], overLimit: null }
        : {},
    ),
    toggleCity: assign(({ context, event }: Args) =>
      event.type === 'filter.toggleCity'
        ? { filter: { ...context.filter, cityIds: toggle(context.filter.cityIds, event.cityId) }, overLimit: null }
        : {},
    ),
    toggleSport: assign(({ context, event }: Args) =>
      event.type === 'filter.toggleSport'
        ? { filter: { ...context.filter, sportIds: toggle(context.filter.sportIds, event.sportId) }, overLimit: null }
        : {},
    ),
    markOverLimit: assign((_, { list }: { list: 'cities' | 'sports' }) => ({ overLimit: list })),
    clearFilter: assign({ filter: { stateId: null, cityIds: [], sportIds: [] }, cities: [], overLimit: null }),
  },
}).createMachine({
  id: 'clubFilter',
  context: ({ input }) => ({
    country: input.country,
    sports: input.sports,
    states: [],
    cities: [],
    filter: input.current ?? { stateId: null, cityIds: [], sportIds: [] },
    overLimit: null,
    ended: null,
  }),
  initial: 'loadingStates',
  on: { 'filter.cancel': '.cancelled' },
  states: {
    loadingStates: {
      invoke: {
        id: 'loadStates',
        src: 'loadStates',
        input: ({ context }) => ({ country: context.country }),
        onDone: { target: 'choosing', actions: { type: 'assignStates', params: output<LoadStatesOutput> } },
        onError: 'statesFailed',
      },
    },
    statesFailed: { on: { 'filter.retry': 'loadingStates' } },
    choosing: {
      initial: 'checkingCities',
      on: {
        'filter.chooseState': [
          { guard: 'choosesState', target: '.loadingCities', actions: 'chooseState' },
          { target: '.ready', actions: 'chooseState' },
        ],
        'filter.toggleSport': [
          { guard: { type: 'canToggle', params: { list: 'sports', limit: FILTER_LIMIT } }, actions: 'toggleSport' },
          { guard: 'isListedSport', actions: { type: 'markOverLimit', params: { list: 'sports' } } },
        ],
        'filter.clear': { target: '.ready', actions: 'clearFilter' },
        'filter.apply': 'applied',
      },
      states: {
        /** Opened with a state chosen: its cities load. */
        checkingCities: { always: [{ guard: 'hasState', target: 'loadingCities' }, { target: 'ready' }] },
        loadingCities: {
          invoke: {
            id: 'loadCities',
            src: 'loadCities',
            input: ({ context }) => ({ country: context.country, stateId: context.filter.stateId ?? 0 }),
            onDone: { target: 'ready', actions: { type: 'assignCities', params: output<LoadCitiesOutput> } },
            onError: 'citiesFailed',
          },
        },
        citiesFailed: { on: { 'filter.retry': 'loadingCities' } },
        ready: {
          on: {
            'filter.toggleCity': [
              { guard: { type: 'canToggle', params: { list: 'cities', limit: FILTER_LIMIT } }, actions: 'toggleCity' },
              { guard: 'isListedCity', actions: { type: 'markOverLimit', params: { list: 'cities' } } },
            ],
          },
        },
      },
    },
    applied: { type: 'final', entry: assign({ ended: 'applied' as const }) },
    cancelled: { type: 'final', entry: assign({ ended: 'cancelled' as const }) },
  },
  output: ({ context }) => (context.ended === 'applied' ? { result: 'applied', filter: context.filter } : { result: 'cancelled' }),
});

export type ClubFilterMachine = typeof clubFilterMachine;
