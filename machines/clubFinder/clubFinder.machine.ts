// The club list's finder (spec part 1 §5 the fuzzy club search, §9 the club filter): once a filter
// is applied or at least 3 characters are typed, the filter's clubs load (all of them, so the fuzzy
// search sees every club, not one page) and the matches show, favourites first. Clearing both goes
// back to the booking flow's paged list.
import { assign, setup } from 'xstate';
import { CLUB_SEARCH_MIN_CHARS } from '#kernel/lib/text/clubSearch';
import { placeholder } from '#machines/shared/actors';
import { output } from '#machines/shared/outcomes';
import {
  EMPTY_FILTER,
  type ClubFinderContext,
  type ClubFinderEvent,
  type ClubFinderInput,
  type LoadFinderClubsInput,
  type LoadFinderClubsOutput,
} from './clubFinder.types';

type Args = { context: ClubFinderContext };

const filterKey = (context: ClubFinderContext) => JSON.stringify(context.filter);
export const hasFilter = ({ filter }: Pick<ClubFinderContext, 'filter'>) =>
  filter.stateId !== null || filter.cityIds.length > 0 || filter.sportIds.length > 0;

export const clubFinderMachine = setup({
  types: {
    context: {} as ClubFinderContext,
    events: {} as ClubFinderEvent,
    input: {} as ClubFinderInput,
  },
  actors: {
    /** GET /api/club/ with the filter (stateId, cityIds, sportIds), every page at once. */
    loadClubs: placeholder<LoadFinderClubsOutput, LoadFinderClubsInput>('clubFinder', 'loadClubs'),
  },
  guards: {
    needsNoList: ({ context }: Args) => !hasFilter(context) && context.text.trim().length < CLUB_SEARCH_MIN_CHARS,
    hasList: ({ context }: Args) => context.loadedFor === filterKey(context),
  },
  actions: {
    assignText: assign(({ event }) => (event.type === 'finder.type' ? { text: event.text } : {})),
    assignFilter: assign(({ event }) => (event.type === 'finder.filter' ? { filter: event.filter } : {})),
    clear: assign({ text: '', filter: EMPTY_FILTER }),
    assignClubs: assign(({ context }, out: LoadFinderClubsOutput) => ({ clubs: out.clubs, loadedFor: filterKey(context) })),
    assignFavourite: assign(({ context, event }) =>
      event.type === 'finder.favourite' ? { favourites: { ...context.favourites, [event.clubId]: event.favourite } } : {},
    ),
  },
}).createMachine({
  id: 'clubFinder',
  context: ({ input }) => ({ country: input.country, filter: EMPTY_FILTER, text: '', clubs: [], loadedFor: null, favourites: {} }),
  initial: 'browsing',
  on: {
    'finder.type': { target: '.deciding', actions: 'assignText' },
    'finder.filter': { target: '.deciding', actions: 'assignFilter' },
    'finder.clear': { target: '.deciding', actions: 'clear' },
    'finder.favourite': { actions: 'assignFavourite' },
  },
  states: {
    /** Nothing to narrow: the booking flow's own list. */
    browsing: {},
    deciding: {
      always: [{ guard: 'needsNoList', target: 'browsing' }, { guard: 'hasList', target: 'found' }, { target: 'loading' }],
    },
    loading: {
      // More letters while the clubs load: the same load goes on.
      on: { 'finder.type': { actions: 'assignText' } },
      invoke: {
        id: 'loadClubs',
        src: 'loadClubs',
        input: ({ context }) => ({ country: context.country, filter: context.filter }),
        onDone: { target: 'deciding', actions: { type: 'assignClubs', params: output<LoadFinderClubsOutput> } },
        onError: 'failed',
      },
    },
    failed: { on: { 'finder.retry': 'loading' } },
    found: {},
  },
});

export type ClubFinderMachine = typeof clubFinderMachine;
