// The challenge flow (spec part 3 §4 "Challenge"; routes /match/challenge/{otherUserId},
// /match/accept-challenge/{id}, /match/decline-challenge/{id}):
//
//   routing          send mode → loadingOptions; open mode → loadingChallenge
//   loadingOptions   GET …/options: an open challenge between the two → loadingChallenge; a code the
//                    send would answer → blocked; else ready
//   pickingCourt     a prime subscriber (options.canPickCourt) picks club, court and time: the
//                    challengeCourt child; its output (a court or none) → ready
//   ready            challenge.send → sending: POST the challenge (with the court) → loadingChallenge;
//                    its codes → blocked, -99 (the court was taken meanwhile) → pickingCourt again;
//                    court.change → pickingCourt
//   loadingChallenge GET the challenge → deciding (-8344 → notParticipant)
//   deciding         by status and role: pending → waiting (sender) or answering (rival); accepted,
//                    declined, cancelled, dismissed, expired, calledOff (NOGO)
//   waiting/answering the countdown: a tick every second; at 0 → expired. The sender may cancel; the
//                    rival may accept (→ openingChat), decline or dismiss
//   moving           POST accept/decline/cancel/dismiss/nogo → deciding; -8342/-834/-8341 → the
//                    challenge is read again (its new status shows); -8344 → notParticipant
//   accepted         chat.open → openingChat; challenge.nogo → confirmingNogo (reason) → moving
//   calledOff        match.rate → openingRating
//
// The view supplies fetchOptions, sendChallenge, fetchChallenge and moveChallenge with
// `.provide({ actors })`, goToChat, goToRate and goToMatchHome with `.provide({ actions })`; the
// countdown's `tick` delay (1 s) can be shortened.
import { assign, setup } from 'xstate';
import { challengeCourtMachine } from '#machines/challengeCourt/challengeCourt.machine';
import type { ChallengeCourtOutput } from '#machines/challengeCourt/challengeCourt.types';
import { placeholder } from '#machines/shared/actors';
import { leadsTo, output, rejection, rowLeadsTo, type Done, type LeadsToParams, type RejectionParams } from '#machines/shared/outcomes';
import { loadErrors, moveErrors, sendErrorRow, type ChallengeNext } from './challenge.errors';
import type {
  ChallengeContext,
  ChallengeEvent,
  ChallengeInput,
  ChallengeOptions,
  FetchOptionsInput,
  LoadedChallenge,
  MoveAction,
  MoveInput,
  SendInput,
} from './challenge.types';

type Args = { context: ChallengeContext };

/** Whole seconds from `receivedAt` to the expiry (never below 0). */
export const secondsUntil = (expirationDate: string, receivedAt: number): number =>
  Math.max(0, Math.ceil((new Date(expirationDate).getTime() - receivedAt) / 1000));

const loaded = ({ event }: Done<LoadedChallenge>) => event.output;
const actionOf = (action: MoveAction) => () => ({ action });

export const challengeSetup = setup({
  types: {
    context: {} as ChallengeContext,
    events: {} as ChallengeEvent,
    input: {} as ChallengeInput,
  },
  actors: {
    /** GET /api/match/users/{me}/challenge/users/{other}/options. */
    fetchOptions: placeholder<ChallengeOptions, FetchOptionsInput>('challenge', 'fetchOptions'),
    /** POST /api/match/users/{me}/challenge/users/{other}: the new challenge's id. */
    sendChallenge: placeholder<{ challengeId: number }, SendInput>('challenge', 'sendChallenge'),
    /** GET /api/match/challenges/{id}. */
    fetchChallenge: placeholder<LoadedChallenge, { challengeId: number }>('challenge', 'fetchChallenge'),
    /** POST /api/match/challenges/{id}/{action}: the challenge after the move. */
    moveChallenge: placeholder<LoadedChallenge, MoveInput>('challenge', 'moveChallenge'),
    /** The prime subscriber's court pick (a child flow; the view provides its actors through it). */
    pickCourt: challengeCourtMachine,
  },
  delays: {
    /** The countdown's step (spec §4: updated every second). */
    tick: 1000,
  },
  guards: {
    isSendMode: ({ context }: Args) => context.challengeId === null,
    hasOpenChallenge: ({ context }: Args) => context.options?.openChallengeId != null,
    isBlocked: ({ context }: Args) => context.options?.blockedBy != null,
    canPickCourt: ({ context }: Args) => context.options?.canPickCourt === true,
    isStatus: ({ context }: Args, { status }: { status: string }) => context.challenge?.status === status,
    isPendingForMe: ({ context }: Args, { role }: { role: 'challenger' | 'challenged' }) =>
      context.challenge?.status === 'PENDING' && context.challenge.role === role,
    isDue: ({ context }: Args) => context.secondsLeft <= 0,
    /** The rival's accept went through: the chat opens (spec §4). */
    justAccepted: ({ context }: Args) => context.action === 'accept' && context.challenge?.status === 'ACCEPTED',
    loadLeadsTo: rowLeadsTo(loadErrors),
    sendLeadsTo: (_: unknown, { error, next }: LeadsToParams<ChallengeNext>) => sendErrorRow(error).next === next,
    moveLeadsTo: rowLeadsTo(moveErrors),
  },
  actions: {
    assignOptions: assign((_, options: ChallengeOptions) => ({
      options,
      sportId: options.sportId,
      challengeId: options.openChallengeId,
      error: options.blockedBy ? { code: options.blockedBy, status: 409 } : null,
    })),
    assignCourt: assign((_, { court }: ChallengeCourtOutput) => ({ court, error: null })),
    assignChallengeId: assign((_, { challengeId }: { challengeId: number }) => ({ challengeId, error: null })),
    assignChallenge: assign((_, { challenge, receivedAt }: LoadedChallenge) => ({
      challenge,
      challengeId: challenge.id,
      secondsLeft: secondsUntil(challenge.expirationDate, receivedAt),
      error: null,
    })),
    countDown: assign(({ context }: Args) => ({ secondsLeft: Math.max(0, context.secondsLeft - 1) })),
    assignAction: assign((_, { action }: { action: MoveAction }) => ({ action, error: null })),
    assignReason: assign(({ event }: { event: ChallengeEvent }) => ({
      nogoReason: event.type === 'nogo.reason' ? event.reason.slice(0, 500) : '',
    })),
    assignError: assign((_, { error }: RejectionParams) => ({ error })),
    // ── supplied by the view ──
    goToChat: () => {},
    goToRate: () => {},
    goToMatchHome: () => {},
  },
});

const keepError = { type: 'assignError', params: rejection } as const;
const reload = { 'challenge.reload': 'loadingChallenge' } as const;
const home = { 'match.home': 'leftForHome' } as const;
const move = (action: MoveAction) => ({ target: 'moving', actions: { type: 'assignAction', params: actionOf(action) } }) as const;
const countdown = (state: 'waiting' | 'answering') =>
  ({ after: { tick: { target: state, reenter: true, actions: 'countDown' } } }) as const;

export const challengeMachine = challengeSetup.createMachine({
  id: 'challenge',
  context: ({ input }) => ({
    userId: input.userId,
    otherUserId: input.mode === 'send' ? input.otherUserId : null,
    sportId: input.mode === 'send' ? input.sportId : null,
    challengeId: input.mode === 'open' ? input.challengeId : null,
    options: null,
    court: null,
    challenge: null,
    secondsLeft: 0,
    action: null,
    nogoReason: '',
    error: null,
  }),
  initial: 'routing',
  states: {
    routing: { always: [{ guard: 'isSendMode', target: 'loadingOptions' }, { target: 'loadingChallenge' }] },
    loadingOptions: {
      invoke: {
        id: 'fetchOptions',
        src: 'fetchOptions',
        input: ({ context }) => ({ userId: context.userId, otherUserId: context.otherUserId ?? 0, sportId: context.sportId }),
        onDone: { target: 'readingOptions', actions: { type: 'assignOptions', params: output<ChallengeOptions> } },
        onError: [
          { guard: { type: 'loadLeadsTo', params: leadsTo('blocked') }, target: 'blocked', actions: keepError },
          { target: 'loadFailed', actions: keepError },
        ],
      },
    },
    readingOptions: {
      always: [
        { guard: 'hasOpenChallenge', target: 'loadingChallenge' },
        { guard: 'isBlocked', target: 'blocked' },
        { guard: 'canPickCourt', target: 'pickingCourt' },
        { target: 'ready' },
      ],
    },
    pickingCourt: {
      invoke: {
        id: 'pickCourt',
        src: 'pickCourt',
        input: ({ context }) => ({ sportId: context.sportId ?? 0 }),
        onDone: { target: 'ready', actions: { type: 'assignCourt', params: output<ChallengeCourtOutput> } },
      },
      on: { ...home },
    },
    ready: { on: { 'challenge.send': 'sending', 'court.change': { guard: 'canPickCourt', target: 'pickingCourt' }, ...home } },
    sending: {
      invoke: {
        id: 'sendChallenge',
        src: 'sendChallenge',
        input: ({ context }) => ({
          userId: context.userId,
          otherUserId: context.otherUserId ?? 0,
          sportId: context.sportId ?? 0,
          court: context.court,
        }),
        onDone: { target: 'loadingChallenge', actions: { type: 'assignChallengeId', params: output<{ challengeId: number }> } },
        onError: [
          { guard: { type: 'sendLeadsTo', params: leadsTo('blocked') }, target: 'blocked', actions: keepError },
          { guard: { type: 'sendLeadsTo', params: leadsTo('courtTaken') }, target: 'pickingCourt', actions: keepError },
          { target: 'sendFailed', actions: keepError },
        ],
      },
    },
    /** The send cannot happen (a listed code), from the options or from the send itself. */
    blocked: { on: { ...home } },
    sendFailed: { on: { 'challenge.send': 'sending', ...home } },
    loadingChallenge: {
      invoke: {
        id: 'fetchChallenge',
        src: 'fetchChallenge',
        input: ({ context }) => ({ challengeId: context.challengeId ?? 0 }),
        onDone: { target: 'deciding', actions: { type: 'assignChallenge', params: loaded } },
        onError: [
          { guard: { type: 'loadLeadsTo', params: leadsTo('notParticipant') }, target: 'notParticipant', actions: keepError },
          { target: 'loadFailed', actions: keepError },
        ],
      },
    },
    deciding: {
      always: [
        { guard: 'justAccepted', target: 'openingChat' },
        { guard: { type: 'isPendingForMe', params: { role: 'challenger' } }, target: 'waiting' },
        { guard: { type: 'isPendingForMe', params: { role: 'challenged' } }, target: 'answering' },
        { guard: { type: 'isStatus', params: { status: 'ACCEPTED' } }, target: 'accepted' },
        { guard: { type: 'isStatus', params: { status: 'DECLINED' } }, target: 'declined' },
        { guard: { type: 'isStatus', params: { status: 'CANCELLED' } }, target: 'cancelled' },
        { guard: { type: 'isStatus', params: { status: 'DISMISSED' } }, target: 'dismissed' },
        { guard: { type: 'isStatus', params: { status: 'NOGO' } }, target: 'calledOff' },
        { target: 'expired' },
      ],
    },
    /** The sender's pending challenge, counting down. */
    waiting: {
      always: { guard: 'isDue', target: 'expired' },
      ...countdown('waiting'),
      on: { 'challenge.cancel': move('cancel'), ...reload, ...home },
    },
    /** The rival's pending challenge, counting down: accept, decline or set aside. */
    answering: {
      always: { guard: 'isDue', target: 'expired' },
      ...countdown('answering'),
      on: {
        'challenge.accept': move('accept'),
        'challenge.decline': move('decline'),
        'challenge.dismiss': move('dismiss'),
        ...reload,
        ...home,
      },
    },
    moving: {
      invoke: {
        id: 'moveChallenge',
        src: 'moveChallenge',
        input: ({ context }) => ({
          challengeId: context.challengeId ?? 0,
          action: context.action ?? 'cancel',
          reason: context.action === 'nogo' ? context.nogoReason.trim() || null : null,
        }),
        onDone: { target: 'deciding', actions: { type: 'assignChallenge', params: loaded } },
        onError: [
          { guard: { type: 'moveLeadsTo', params: leadsTo('notParticipant') }, target: 'notParticipant', actions: keepError },
          { guard: { type: 'moveLeadsTo', params: leadsTo('stale') }, target: 'loadingChallenge', actions: keepError },
          { target: 'moveFailed', actions: keepError },
        ],
      },
    },
    moveFailed: { on: { ...reload, ...home } },
    accepted: { on: { 'chat.open': 'openingChat', 'challenge.nogo': 'confirmingNogo', 'match.rate': 'openingRating', ...reload, ...home } },
    confirmingNogo: {
      on: {
        'nogo.reason': { actions: 'assignReason' },
        'nogo.confirm': move('nogo'),
        'nogo.back': 'accepted',
      },
    },
    declined: { on: { ...home } },
    cancelled: { on: { ...home } },
    dismissed: { on: { ...home } },
    expired: { on: { ...home } },
    /** Called off after acceptance (NOGO): it can still be rated (not played). */
    calledOff: { on: { 'match.rate': 'openingRating', ...home } },
    notParticipant: { on: { ...home } },
    loadFailed: { on: { ...reload, ...home } },
    openingChat: { type: 'final', entry: 'goToChat' },
    openingRating: { type: 'final', entry: 'goToRate' },
    leftForHome: { type: 'final', entry: 'goToMatchHome' },
  },
});

export type ChallengeMachine = typeof challengeMachine;
