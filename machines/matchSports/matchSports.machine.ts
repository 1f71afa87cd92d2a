// /match/home and /match/sports: where the player's match-making stands, sport by sport.
//
//   loading     GET /api/match + GET api/match/sports → with forward (/match/home): one sport with
//               a finished profile → forwarding to /match/{sportId}/home; none → forwarding to
//               /match/wizard; otherwise (and always on /match/sports) → ready, the list
//   forwarding  final: navigate (replace)
//   loadFailed  sports.reload → loading
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { output, rejection, type RejectionParams } from '#machines/shared/outcomes';
import type { NavigateParams } from '#machines/shared/viewActions';
import type { MatchSportsContext, MatchSportsEvent, MatchSportsInput, MatchStart } from './matchSports.types';

type Args = { context: MatchSportsContext };

/** Where /match/home goes on by itself, or null to show the list. */
export function forwardTarget(c: Pick<MatchSportsContext, 'forward' | 'entityId'>, start: MatchStart): string | null {
  if (!c.forward) return null;
  const finished = [...start.matchUser.activeMatchSports, ...start.matchUser.disabledMatchSports];
  if (finished.length === 1) return `/match/${finished[0]}/home`;
  if (finished.length === 0) return c.entityId === null ? '/match/wizard' : `/match/wizard?entityId=${c.entityId}`;
  return null;
}

export const matchSportsMachine = setup({
  types: { context: {} as MatchSportsContext, events: {} as MatchSportsEvent, input: {} as MatchSportsInput },
  actors: { loadSports: placeholder<MatchStart, void>('matchSports', 'loadSports') },
  guards: { forwards: ({ context }: Args, start: MatchStart) => forwardTarget(context, start) !== null },
  actions: {
    assignStart: assign((_, start: MatchStart) => ({ start, error: null })),
    assignError: assign((_, { error }: RejectionParams) => ({ error })),
    clearError: assign({ error: null }),
    navigate: (_, _params: NavigateParams) => {},
  },
}).createMachine({
  id: 'matchSports',
  context: ({ input }) => ({ ...input, start: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSports',
        src: 'loadSports',
        onDone: [
          {
            guard: { type: 'forwards', params: output<MatchStart> },
            target: 'forwarding',
            actions: { type: 'assignStart', params: output<MatchStart> },
          },
          { target: 'ready', actions: { type: 'assignStart', params: output<MatchStart> } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'assignError', params: rejection } },
      },
    },
    ready: { on: { 'sports.reload': 'loading' } },
    forwarding: {
      type: 'final',
      entry: {
        type: 'navigate',
        params: ({ context }) => ({ to: context.start ? (forwardTarget(context, context.start) ?? '/match/sports') : '/match/sports' }),
      },
    },
    loadFailed: { on: { 'sports.reload': { target: 'loading', actions: 'clearError' } } },
  },
});

export type MatchSportsMachine = typeof matchSportsMachine;
