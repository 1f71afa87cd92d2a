// The open-match flow (/open_match/join/:uuid; spec part 2 §2 "Open match", §4 "Open match join",
// §6 the host's leave warning):
//
//   routing      no uuid (or not a uuid) → notFound; else loading
//   loading      GET /api/open-match/{uuid}; -404 → notFound; other failures → loadFailed
//   deciding     in this order: CANCELLED → cancelled; the player is in it → joined; not joinable →
//                notJoinable; full (players = quantity) → full; else choosing
//   choosing     position.choose (a free position) then match.join → joining
//   joining      POST join; done → joined; -747 → cancelled, -748 → notJoinable, -404 → notFound;
//                the race lost (-745 full, -746 taken) and the rest → joinFailed
//   joined       match.leave → confirmingLeave (the host's warning says the match is cancelled)
//   leaving      POST leave; done → left; -747 → cancelled, -404 → notFound; else leaveFailed
//   notices      match.toSearch → leftForSearch (the view's goToSearch); match.reload reloads
//
// The view supplies fetchMatch, joinMatch and leaveMatch with `.provide({ actors })`, goToSearch with
// `.provide({ actions })`.
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { leadsTo, output, rejection, rowLeadsTo, type RejectionParams } from '#machines/shared/outcomes';
import { joinErrors, leaveErrors, loadErrors } from './openMatch.errors';
import type { JoinInput, LeaveInput, OpenMatch, OpenMatchContext, OpenMatchEvent, OpenMatchInput, PositionParams } from './openMatch.types';

type Args = { context: OpenMatchContext };

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The players' count reached the quantity and the player is not one of them (spec §4). */
export function isFullFor(match: OpenMatch): boolean {
  return match.userPosition === null && match.players.length >= match.players_quantity;
}

/** Positions 1..quantity nobody plays in. */
export function freePositions(match: OpenMatch): number[] {
  const taken = new Set(match.players.map((p) => p.position));
  return Array.from({ length: match.players_quantity }, (_, i) => i + 1).filter((p) => !taken.has(p));
}

const chosen = ({ event }: { event: OpenMatchEvent }): PositionParams => ({
  position: event.type === 'position.choose' ? event.position : 0,
});

export const openMatchSetup = setup({
  types: {
    context: {} as OpenMatchContext,
    events: {} as OpenMatchEvent,
    input: {} as OpenMatchInput,
  },
  actors: {
    /** GET /api/open-match/{uuid}. */
    fetchMatch: placeholder<OpenMatch, { uuid: string }>('openMatch', 'fetchMatch'),
    /** POST /api/open-match/{id}/join: the match after joining. */
    joinMatch: placeholder<OpenMatch, JoinInput>('openMatch', 'joinMatch'),
    /** POST /api/open-match/{id}/leave: the match after leaving. */
    leaveMatch: placeholder<OpenMatch, LeaveInput>('openMatch', 'leaveMatch'),
  },
  guards: {
    hasUuid: ({ context }: Args) => context.uuid !== null,
    isCancelled: ({ context }: Args) => context.match?.status === 'CANCELLED',
    isJoined: ({ context }: Args) => context.match?.userPosition != null,
    cannotJoin: ({ context }: Args) => context.match?.userCanJoin !== true,
    isFull: ({ context }: Args) => context.match !== null && isFullFor(context.match),
    isFreePosition: ({ context }: Args, { position }: PositionParams) =>
      context.match !== null && freePositions(context.match).includes(position),
    hasPosition: ({ context }: Args) => context.position !== null,
    loadLeadsTo: rowLeadsTo(loadErrors),
    joinLeadsTo: rowLeadsTo(joinErrors),
    leaveLeadsTo: rowLeadsTo(leaveErrors),
  },
  actions: {
    assignMatch: assign((_, match: OpenMatch) => ({ match, error: null })),
    assignPosition: assign((_, { position }: PositionParams) => ({ position })),
    assignError: assign((_, { error }: RejectionParams) => ({ error })),
    clearChoice: assign({ position: null, error: null }),
    // ── supplied by the view ──
    goToSearch: () => {},
  },
});

const toSearch = { 'match.toSearch': 'leftForSearch' } as const;
const reload = { 'match.reload': { target: 'loading', actions: 'clearChoice' } } as const;
const keepError = { type: 'assignError', params: rejection } as const;

export const openMatchMachine = openMatchSetup.createMachine({
  id: 'openMatch',
  context: ({ input }) => ({
    uuid: input.uuid && UUID_RE.test(input.uuid) ? input.uuid.toLowerCase() : null,
    userId: input.userId,
    match: null,
    position: null,
    error: null,
  }),
  initial: 'routing',
  states: {
    routing: {
      always: [{ guard: 'hasUuid', target: 'loading' }, { target: 'notFound' }],
    },
    loading: {
      invoke: {
        id: 'fetchMatch',
        src: 'fetchMatch',
        input: ({ context }) => ({ uuid: context.uuid ?? '' }),
        onDone: { target: 'deciding', actions: { type: 'assignMatch', params: output<OpenMatch> } },
        onError: [
          { guard: { type: 'loadLeadsTo', params: leadsTo('notFound') }, target: 'notFound', actions: keepError },
          { target: 'loadFailed', actions: keepError },
        ],
      },
    },
    deciding: {
      always: [
        { guard: 'isCancelled', target: 'cancelled' },
        { guard: 'isJoined', target: 'joined' },
        { guard: 'cannotJoin', target: 'notJoinable' },
        { guard: 'isFull', target: 'full' },
        { target: 'choosing' },
      ],
    },
    choosing: {
      on: {
        'position.choose': { guard: { type: 'isFreePosition', params: chosen }, actions: { type: 'assignPosition', params: chosen } },
        'match.join': { guard: 'hasPosition', target: 'joining' },
      },
    },
    joining: {
      invoke: {
        id: 'joinMatch',
        src: 'joinMatch',
        input: ({ context }) => ({ matchId: context.match?.id ?? 0, position: context.position ?? 0, userId: context.userId }),
        onDone: { target: 'joined', actions: { type: 'assignMatch', params: output<OpenMatch> } },
        onError: [
          { guard: { type: 'joinLeadsTo', params: leadsTo('cancelled') }, target: 'cancelled', actions: keepError },
          { guard: { type: 'joinLeadsTo', params: leadsTo('notJoinable') }, target: 'notJoinable', actions: keepError },
          { guard: { type: 'joinLeadsTo', params: leadsTo('notFound') }, target: 'notFound', actions: keepError },
          { target: 'joinFailed', actions: keepError },
        ],
      },
    },
    joinFailed: { on: { ...reload, ...toSearch } },
    joined: {
      on: { 'match.leave': 'confirmingLeave' },
    },
    confirmingLeave: {
      on: { 'leave.confirm': 'leaving', 'leave.cancel': 'joined' },
    },
    leaving: {
      invoke: {
        id: 'leaveMatch',
        src: 'leaveMatch',
        input: ({ context }) => ({ matchId: context.match?.id ?? 0 }),
        onDone: { target: 'left', actions: { type: 'assignMatch', params: output<OpenMatch> } },
        onError: [
          { guard: { type: 'leaveLeadsTo', params: leadsTo('cancelled') }, target: 'cancelled', actions: keepError },
          { guard: { type: 'leaveLeadsTo', params: leadsTo('notFound') }, target: 'notFound', actions: keepError },
          { target: 'leaveFailed', actions: keepError },
        ],
      },
    },
    leaveFailed: { on: { ...reload } },
    /** Out of the match: a player's position is free again; a host's leaving cancelled it. */
    left: { on: { ...reload, ...toSearch } },
    loadFailed: { on: { ...reload, ...toSearch } },
    cancelled: { on: { ...toSearch } },
    notJoinable: { on: { ...toSearch } },
    full: { on: { ...reload, ...toSearch } },
    notFound: { on: { ...toSearch } },
    /** The booking search (after the cancelled notice, or from any other notice). */
    leftForSearch: { type: 'final', entry: 'goToSearch' },
  },
});

export type OpenMatchMachine = typeof openMatchMachine;
