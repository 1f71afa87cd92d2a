// /match/{sportId}/home: the player's match in one sport.
//
//   loading     matchdata, then the recommendations (first 10) and the pending and accepted
//               challenges → ready; a profile never finished → needsWizard; failure → loadFailed
//   ready       match.deactivate (while ACTIVE) / match.activate (while DISABLED) → switching;
//               home.reload → loading
//   switching   POST …/activate or …/deactivate → loading (the lists follow the new status);
//               failure (-2704, other) → ready with the message
//   needsWizard final: the page links to /match/wizard
//   loadFailed  home.reload → loading
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { output, rejection, type RejectionParams } from '#machines/shared/outcomes';
import type { HomeData, MatchHomeContext, MatchHomeEvent, MatchHomeInput } from './matchHome.types';

type Args = { context: MatchHomeContext };
const status = (c: MatchHomeContext) => c.home?.matchData.status ?? null;

export const matchHomeMachine = setup({
  types: { context: {} as MatchHomeContext, events: {} as MatchHomeEvent, input: {} as MatchHomeInput },
  actors: {
    loadHome: placeholder<HomeData, { sportId: number }>('matchHome', 'loadHome'),
    switchMatch: placeholder<void, { sportId: number; active: boolean }>('matchHome', 'switchMatch'),
  },
  guards: {
    unfinished: (_: Args, home: HomeData) => home.matchData.status === null || home.matchData.status === 'WIZARD',
    isActive: ({ context }: Args) => status(context) === 'ACTIVE',
    isDisabled: ({ context }: Args) => status(context) === 'DISABLED',
  },
  actions: {
    assignHome: assign((_, home: HomeData) => ({ home, error: null })),
    clearError: assign({ error: null }),
    assignError: assign((_, { error }: RejectionParams) => ({ error })),
  },
}).createMachine({
  id: 'matchHome',
  context: ({ input }) => ({ sportId: input.sportId, home: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadHome',
        src: 'loadHome',
        input: ({ context }) => ({ sportId: context.sportId }),
        onDone: [
          {
            guard: { type: 'unfinished', params: output<HomeData> },
            target: 'needsWizard',
            actions: { type: 'assignHome', params: output<HomeData> },
          },
          { target: 'ready', actions: { type: 'assignHome', params: output<HomeData> } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'assignError', params: rejection } },
      },
    },
    ready: {
      on: {
        'match.deactivate': { guard: 'isActive', target: 'switching', actions: 'clearError' },
        'match.activate': { guard: 'isDisabled', target: 'switching', actions: 'clearError' },
        'home.reload': { target: 'loading', actions: 'clearError' },
      },
    },
    switching: {
      invoke: {
        id: 'switchMatch',
        src: 'switchMatch',
        input: ({ context }) => ({ sportId: context.sportId, active: status(context) !== 'ACTIVE' }),
        onDone: { target: 'loading' },
        onError: { target: 'ready', actions: { type: 'assignError', params: rejection } },
      },
    },
    needsWizard: { type: 'final' },
    loadFailed: { on: { 'home.reload': { target: 'loading', actions: 'clearError' } } },
  },
});

export type MatchHomeMachine = typeof matchHomeMachine;
