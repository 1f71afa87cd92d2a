// The open-match list modal (spec part 2 §2 "Modals: open-match list", §4 "Open match join"):
//
//   loading       GET /api/clubs/{clubId}/open-matches; failure → failed (list.retry)
//   listed        empty or the matches, soonest first; list.join {uuid} (a match the player may join:
//                 open, not full, not in it yet) → leftForMatch, the join page picks the position
//   closed        list.close (from anywhere): the modal goes away
//   leftForMatch  final: the view's goToMatch opens /open_match/join/{uuid}
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { output, rejection, type RejectionParams } from '#machines/shared/outcomes';
import type { GoToMatchParams, ListedMatch, OpenMatchListContext, OpenMatchListEvent, OpenMatchListInput } from './openMatchList.types';

type Args = { context: OpenMatchListContext };

/** Open, taking the player (spec §4: not cancelled, joinable), not full, and the player not in it yet. */
export const canJoin = (m: ListedMatch): boolean =>
  m.status === 'OPEN' && m.userCanJoin && m.userPosition === null && m.players.length < m.players_quantity;

const asked = ({ event }: { event: OpenMatchListEvent }) => ({ uuid: event.type === 'list.join' ? event.uuid : '' });

export const openMatchListMachine = setup({
  types: {
    context: {} as OpenMatchListContext,
    events: {} as OpenMatchListEvent,
    input: {} as OpenMatchListInput,
  },
  actors: {
    /** GET /api/clubs/{clubId}/open-matches. */
    fetchClubMatches: placeholder<ListedMatch[], { clubId: number }>('openMatchList', 'fetchClubMatches'),
  },
  guards: {
    isJoinable: ({ context }: Args, { uuid }: GoToMatchParams) => context.matches.some((m) => m.uuid === uuid && canJoin(m)),
  },
  actions: {
    assignMatches: assign((_, matches: ListedMatch[]) => ({ matches, error: null })),
    assignError: assign((_, { error }: RejectionParams) => ({ error })),
    assignChosen: assign((_, { uuid }: GoToMatchParams) => ({ chosen: uuid })),
    // ── supplied by the view ──
    goToMatch: (_: Args, _params: GoToMatchParams) => {},
  },
}).createMachine({
  id: 'openMatchList',
  context: ({ input }) => ({ clubId: input.clubId, matches: [], chosen: null, error: null }),
  initial: 'loading',
  on: { 'list.close': '.closed' },
  states: {
    loading: {
      invoke: {
        id: 'fetchClubMatches',
        src: 'fetchClubMatches',
        input: ({ context }) => ({ clubId: context.clubId }),
        onDone: { target: 'listed', actions: { type: 'assignMatches', params: output<ListedMatch[]> } },
        onError: { target: 'failed', actions: { type: 'assignError', params: rejection } },
      },
    },
    failed: { on: { 'list.retry': 'loading' } },
    listed: {
      on: {
        'list.join': {
          guard: { type: 'isJoinable', params: asked },
          target: 'leftForMatch',
          actions: { type: 'assignChosen', params: asked },
        },
      },
    },
    closed: { type: 'final' },
    leftForMatch: { type: 'final', entry: { type: 'goToMatch', params: ({ context }) => ({ uuid: context.chosen ?? '' }) } },
  },
});

export type OpenMatchListMachine = typeof openMatchListMachine;
