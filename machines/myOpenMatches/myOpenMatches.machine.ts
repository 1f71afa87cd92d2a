// The caller's open matches with leave (the matches tab of /bookings):
//
//   loading          GET /api/users/{userId}/open-matches; failure → loadFailed (list.reload)
//   listed           match.leave {matchId} (an OPEN match the player is in) → confirmingLeave
//   confirmingLeave  the warning (the host's own: leaving cancels the match); confirm → leaving
//   leaving          POST leave; done → loading again with what was left; failure → leaveFailed
//   leaveFailed      list.reload → loading
//
// The view supplies fetchMatches and leaveMatch with `.provide({ actors })`.
import { assign, setup } from 'xstate';
import type { OpenMatchDto } from '#kernel/contract/booking';
import { placeholder } from '#machines/shared/actors';
import { output, rejection, type RejectionParams } from '#machines/shared/outcomes';
import type { MatchIdParams, MyOpenMatchesContext, MyOpenMatchesEvent, MyOpenMatchesInput } from './myOpenMatches.types';

type Args = { context: MyOpenMatchesContext };

const asked = ({ event }: { event: MyOpenMatchesEvent }): MatchIdParams => ({ matchId: event.type === 'match.leave' ? event.matchId : 0 });

/** A match the player can ask to leave: still open and they play in it. */
export const isLeavable = (match: OpenMatchDto): boolean => match.status === 'OPEN' && match.userPosition !== null;

export const myOpenMatchesSetup = setup({
  types: {
    context: {} as MyOpenMatchesContext,
    events: {} as MyOpenMatchesEvent,
    input: {} as MyOpenMatchesInput,
  },
  actors: {
    /** GET /api/users/{userId}/open-matches. */
    fetchMatches: placeholder<OpenMatchDto[], { userId: number }>('myOpenMatches', 'fetchMatches'),
    /** POST /api/open-match/{id}/leave. */
    leaveMatch: placeholder<OpenMatchDto, { matchId: number }>('myOpenMatches', 'leaveMatch'),
  },
  guards: {
    canLeave: ({ context }: Args, { matchId }: MatchIdParams) => context.matches.some((m) => m.id === matchId && isLeavable(m)),
  },
  actions: {
    assignMatches: assign((_, matches: OpenMatchDto[]) => ({ matches })),
    assignLeaving: assign((_, { matchId }: MatchIdParams) => ({ leavingId: matchId, left: null, error: null })),
    assignLeft: assign((_, left: OpenMatchDto) => ({ left, leavingId: null })),
    assignError: assign((_, { error }: RejectionParams) => ({ error })),
    clearLeaving: assign({ leavingId: null, error: null }),
  },
});

export const myOpenMatchesMachine = myOpenMatchesSetup.createMachine({
  id: 'myOpenMatches',
  context: ({ input }) => ({ userId: input.userId, matches: [], leavingId: null, left: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchMatches',
        src: 'fetchMatches',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'listed', actions: { type: 'assignMatches', params: output<OpenMatchDto[]> } },
        onError: { target: 'loadFailed', actions: { type: 'assignError', params: rejection } },
      },
    },
    listed: {
      on: {
        'match.leave': {
          guard: { type: 'canLeave', params: asked },
          target: 'confirmingLeave',
          actions: { type: 'assignLeaving', params: asked },
        },
      },
    },
    confirmingLeave: {
      on: { 'leave.confirm': 'leaving', 'leave.cancel': { target: 'listed', actions: 'clearLeaving' } },
    },
    leaving: {
      invoke: {
        id: 'leaveMatch',
        src: 'leaveMatch',
        input: ({ context }) => ({ matchId: context.leavingId ?? 0 }),
        onDone: { target: 'loading', actions: { type: 'assignLeft', params: output<OpenMatchDto> } },
        onError: { target: 'leaveFailed', actions: { type: 'assignError', params: rejection } },
      },
    },
    leaveFailed: { on: { 'list.reload': { target: 'loading', actions: 'clearLeaving' } } },
    loadFailed: { on: { 'list.reload': { target: 'loading', actions: 'clearLeaving' } } },
  },
});

export type MyOpenMatchesMachine = typeof myOpenMatchesMachine;
