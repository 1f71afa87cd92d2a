// A club card's favourite toggle (spec part 1 §3 "preferred-club toggle state (1 = on, 2 =
// temporary while saving)", §4.6, §7 PATCH /api/user-preferred-clubs/toggle-or-create/{clubId}):
// the state is 2 while the call runs, then the server's answer; a failure puts the old state back
// and says so. An anonymous player is asked to log in first.
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { output } from '#machines/shared/outcomes';

/** 0 not a favourite, 1 a favourite, 2 saving. */
export type FavouriteState = 0 | 1 | 2;

export interface FavouriteClubInput {
  clubId: number;
  favourite: boolean;
  loggedIn: boolean;
}
export interface FavouriteClubContext {
  clubId: number;
  state: FavouriteState;
  /** The state before the toggle (put back on a failure). */
  before: 0 | 1;
  loggedIn: boolean;
  failed: boolean;
}
export type FavouriteClubEvent = { type: 'favourite.toggle' };
export interface ToggleFavouriteInput {
  clubId: number;
}
export interface ToggleFavouriteOutput {
  state: 0 | 1;
}

export const favouriteClubMachine = setup({
  types: {
    context: {} as FavouriteClubContext,
    events: {} as FavouriteClubEvent,
    input: {} as FavouriteClubInput,
  },
  actors: {
    /** PATCH /api/user-preferred-clubs/toggle-or-create/{clubId} */
    toggleFavourite: placeholder<ToggleFavouriteOutput, ToggleFavouriteInput>('favouriteClub', 'toggleFavourite'),
  },
  guards: {
    isLoggedIn: ({ context }) => context.loggedIn,
  },
  actions: {
    startSaving: assign(({ context }) => ({ before: context.state === 1 ? (1 as const) : (0 as const), state: 2 as const, failed: false })),
    assignAnswer: assign((_, out: ToggleFavouriteOutput) => ({ state: out.state })),
    putBack: assign(({ context }) => ({ state: context.before, failed: true })),
    // ── supplied by the view ──
    requestLogin: () => {},
  },
}).createMachine({
  id: 'favouriteClub',
  context: ({ input }) => ({
    clubId: input.clubId,
    state: input.favourite ? 1 : 0,
    before: input.favourite ? 1 : 0,
    loggedIn: input.loggedIn,
    failed: false,
  }),
  initial: 'shown',
  states: {
    shown: {
      on: {
        'favourite.toggle': [{ guard: 'isLoggedIn', target: 'saving', actions: 'startSaving' }, { actions: 'requestLogin' }],
      },
    },
    saving: {
      invoke: {
        id: 'toggleFavourite',
        src: 'toggleFavourite',
        input: ({ context }) => ({ clubId: context.clubId }),
        onDone: { target: 'shown', actions: { type: 'assignAnswer', params: output<ToggleFavouriteOutput> } },
        onError: { target: 'shown', actions: 'putBack' },
      },
    },
  },
});

export type FavouriteClubMachine = typeof favouriteClubMachine;
