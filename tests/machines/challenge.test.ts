// Model-based test of the challenge machine (/match/challenge/{otherUserId}, accept-challenge,
// decline-challenge): every state, every code of the send, move and load tables, the countdown on the
// fake clock (a tick per second, expired at 0), and journeys for the whole lifecycle.
import { expect } from 'vitest';
import type { ChallengeDto } from '#kernel/contract/matchChallenge';
import { moveErrors, sendErrors } from '#machines/challenge/challenge.errors';
import { challengeMachine, type ChallengeMachine } from '#machines/challenge/challenge.machine';
import * as select from '#machines/challenge/challenge.selectors';
import type { ChallengeOptions, LoadedChallenge, PickedCourt } from '#machines/challenge/challenge.types';
import { describeModel, type Journey } from './support/modelTest';

type J = Journey<ChallengeMachine>;

const ME = 7;
const RIVAL = 9;
const AT = Date.parse('2026-03-02T15:00:00Z');

const base: ChallengeDto = {
  id: 41,
  status: 'PENDING',
  role: 'challenger',
  userId: RIVAL,
  userFirstName: 'Camila',
  userLastName: 'Rojas',
  userMetadata: { level: 3, levelName: 'Intermedio' },
  myUserId: ME,
  sportId: 1,
  clubId: null,
  date: null,
  time: null,
  timespan: null,
  courtId: null,
  clubName: null,
  courtName: null,
  expirationDate: new Date(AT + 24 * 3_600_000).toISOString(),
  nogoReason: null,
  hash: '5b0f3c52-1d4b-4f7e-9a41-6b2c8d9e0f11',
};

const at = (challenge: ChallengeDto, secondsLeft = 86_400): LoadedChallenge => ({
  challenge: { ...challenge, expirationDate: new Date(AT + secondsLeft * 1000).toISOString() },
  receivedAt: AT,
});

const c = {
  sent: at(base),
  sentSoonDue: at(base, 2),
  toMe: at({ ...base, role: 'challenged' }),
  toMeSoonDue: at({ ...base, role: 'challenged' }, 1),
  accepted: at({ ...base, role: 'challenged', status: 'ACCEPTED' }),
  acceptedBySender: at({ ...base, status: 'ACCEPTED' }),
  declined: at({ ...base, status: 'DECLINED' }),
  cancelled: at({ ...base, status: 'CANCELLED' }),
  dismissed: at({ ...base, role: 'challenged', status: 'DISMISSED' }),
  expired: at({ ...base, status: 'EXPIRED' }, 0),
  nogo: at({ ...base, status: 'NOGO', nogoReason: 'Lluvia' }),
} satisfies Record<string, LoadedChallenge>;

const opts: ChallengeOptions = {
  sportId: 1,
  rival: { userId: RIVAL, firstName: 'Camila', lastName: 'Rojas', level: 3, levelName: 'Intermedio' },
  commonDays: [1, 3],
  outgoingPending: 2,
  rivalIncomingPending: 0,
  openChallengeId: null,
  blockedBy: null,
  expiresHours: 24,
  canPickCourt: false,
};
const o = {
  free: opts,
  blocked: { ...opts, blockedBy: '-497', commonDays: [] },
  open: { ...opts, openChallengeId: 41, blockedBy: '-583' },
  prime: { ...opts, canPickCourt: true },
} satisfies Record<string, ChallengeOptions>;

/** A prime subscriber's court (the challengeCourt child's output). */
const picked: PickedCourt = {
  clubId: 3,
  clubName: 'Club Pádel Vitacura',
  slot: {
    courtId: 12,
    courtName: 'Cancha 2',
    date: '2026-03-02',
    startTime: '19:00',
    endTime: '20:00',
    timespan: 60,
    amount: 24000,
    currencyCode: 'CLP',
  },
};

const inputs = {
  send: { mode: 'send', userId: ME, otherUserId: RIVAL, sportId: 1 },
  open: { mode: 'open', userId: ME, challengeId: 41 },
} as const;

const apiError = (code: string, status: number) => Object.assign(new Error(code), { code, status });
const sendCodes = Object.fromEntries(
  Object.keys(sendErrors)
    .filter((k) => k !== 'other')
    .map((code) => [code, apiError(code, 409)]),
);

const journeys: J[] = [
  {
    name: 'sends a challenge, waits with the countdown, the sender cancels',
    steps: [
      { done: 'fetchOptions', output: o.free },
      { check: ({ snapshot }) => expect(select.canSend(snapshot)).toBe(true) },
      { type: 'challenge.send' },
      { done: 'sendChallenge', output: { challengeId: 41 } },
      { done: 'fetchChallenge', output: c.sent },
      { check: ({ snapshot }) => expect(select.countdown(snapshot)).toEqual({ hours: 24, minutes: 0, seconds: 0 }) },
      { wait: 3000 },
      { check: ({ snapshot }) => expect(select.countdown(snapshot)).toEqual({ hours: 23, minutes: 59, seconds: 57 }) },
      { check: ({ snapshot }) => expect(select.canAccept(snapshot)).toBe(false) },
      { type: 'challenge.cancel' },
      { done: 'moveChallenge', output: c.cancelled },
    ],
    end: 'cancelled',
    assert: ({ invocations }) =>
      expect(invocations.map((i) => [i.src, i.input])).toEqual([
        ['fetchOptions', { userId: ME, otherUserId: RIVAL, sportId: 1 }],
        ['sendChallenge', { userId: ME, otherUserId: RIVAL, sportId: 1, court: null }],
        ['fetchChallenge', { challengeId: 41 }],
        ['moveChallenge', { challengeId: 41, action: 'cancel', reason: null }],
      ]),
  },
  {
    name: "a prime subscriber's court over the club's booking limits (-62 with its count; -64 with a count is the per-day limit, not 'prime only'): picks again",
    steps: [
      { done: 'fetchOptions', output: o.prime },
      { done: 'pickCourt', output: { court: picked } },
      { type: 'challenge.send' },
      { fail: 'sendChallenge', error: Object.assign(apiError('-62', 409), { details: { count: 2 } }) },
      {
        check: ({ snapshot }) =>
          expect([select.phase(snapshot), select.failureMessage(snapshot)?.id, select.failureMessage(snapshot)?.values]).toEqual([
            'pickingCourt',
            sendErrors['-62'].message.id,
            { count: 2 },
          ]),
      },
      { done: 'pickCourt', output: { court: picked } },
      { type: 'challenge.send' },
      { fail: 'sendChallenge', error: Object.assign(apiError('-64', 403), { details: { count: 1 } }) },
      {
        check: ({ snapshot }) => {
          expect(select.phase(snapshot)).toBe('pickingCourt');
          expect(select.failureMessage(snapshot)?.id).not.toBe(sendErrors['-64'].message.id);
          expect(select.failureMessage(snapshot)?.values).toEqual({ count: 1 });
        },
      },
      { done: 'pickCourt', output: { court: null } },
    ],
    end: 'ready',
  },
  {
    name: 'a prime subscriber picks a court, changes it, sends it; taken meanwhile (-99): picks again',
    steps: [
      { done: 'fetchOptions', output: o.prime },
      { check: ({ snapshot }) => expect([select.phase(snapshot), select.courtPick(snapshot) !== null]).toEqual(['pickingCourt', true]) },
      { done: 'pickCourt', output: { court: picked } },
      {
        check: ({ snapshot }) => expect([select.court(snapshot)?.slot.startTime, select.canChangeCourt(snapshot)]).toEqual(['19:00', true]),
      },
      { type: 'court.change' },
      { done: 'pickCourt', output: { court: picked } },
      { type: 'challenge.send' },
      { fail: 'sendChallenge', error: apiError('-99', 409) },
      {
        check: ({ snapshot }) =>
          expect([select.phase(snapshot), select.failureMessage(snapshot)?.id]).toEqual(['pickingCourt', sendErrors['-99'].message.id]),
      },
      { done: 'pickCourt', output: { court: null } },
    ],
    end: 'ready',
    assert: ({ snapshot, invocations }) => {
      expect([select.court(snapshot), select.failureMessage(snapshot)]).toEqual([null, null]);
      expect(invocations.filter((i) => i.src === 'sendChallenge').map((i) => i.input)).toEqual([
        { userId: ME, otherUserId: RIVAL, sportId: 1, court: picked },
      ]);
      expect(invocations.filter((i) => i.src === 'pickCourt').map((i) => i.input)).toEqual([
        { sportId: 1 },
        { sportId: 1 },
        { sportId: 1 },
      ]);
    },
  },
  {
    name: 'without MATCH_BOOKING there is no court to pick',
    steps: [{ done: 'fetchOptions', output: o.free }],
    end: 'ready',
    assert: ({ snapshot }) => expect([select.canChangeCourt(snapshot), select.courtPick(snapshot)]).toEqual([false, null]),
  },
  {
    name: 'the countdown reaches zero: expired, every second counted on the fake clock',
    input: inputs.open,
    steps: [
      { done: 'fetchChallenge', output: c.sentSoonDue },
      { check: ({ snapshot }) => expect(select.countdown(snapshot)?.seconds).toBe(2) },
      { wait: 1000 },
      { check: ({ snapshot }) => expect(select.countdown(snapshot)?.seconds).toBe(1) },
      { wait: 1000 },
    ],
    end: 'expired',
  },
  {
    name: 'the rival accepts: the chat opens',
    input: inputs.open,
    steps: [
      { done: 'fetchChallenge', output: c.toMe },
      { check: ({ snapshot }) => expect(select.canCancel(snapshot)).toBe(false) },
      { type: 'challenge.accept' },
      { done: 'moveChallenge', output: c.accepted },
    ],
    end: 'openingChat',
    assert: ({ effects }) => expect(effects).toEqual([{ type: 'goToChat', params: undefined }]),
  },
  {
    name: 'accepted match called off with a reason, then rated',
    input: inputs.open,
    steps: [
      { done: 'fetchChallenge', output: c.acceptedBySender },
      { type: 'challenge.nogo' },
      { type: 'nogo.reason', reason: '  Lluvia  ' },
      { type: 'nogo.confirm' },
      { done: 'moveChallenge', output: c.nogo },
      { type: 'match.rate' },
    ],
    end: 'openingRating',
    assert: ({ invocations }) => expect(invocations.at(-1)?.input).toEqual({ challengeId: 41, action: 'nogo', reason: 'Lluvia' }),
  },
  {
    name: 'answering a challenge that was cancelled meanwhile (-8342): read again, it shows cancelled',
    input: inputs.open,
    steps: [
      { done: 'fetchChallenge', output: c.toMe },
      { type: 'challenge.decline' },
      { fail: 'moveChallenge', error: apiError('-8342', 409) },
      { check: ({ snapshot }) => expect(select.failureMessage(snapshot)).toBe(moveErrors['-8342'].message) },
      { done: 'fetchChallenge', output: c.cancelled },
    ],
    end: 'cancelled',
  },
  {
    name: 'a pending challenge with this person already: its page shows it instead of a new send',
    steps: [
      { done: 'fetchOptions', output: o.open },
      { done: 'fetchChallenge', output: c.sent },
    ],
    end: 'waiting',
  },
  {
    name: 'no shared day (-497 from the options): blocked with its message, then match home',
    steps: [
      { done: 'fetchOptions', output: o.blocked },
      { check: ({ snapshot }) => expect(select.failureMessage(snapshot)).toBe(sendErrors['-497'].message) },
      { type: 'match.home' },
    ],
    end: 'leftForHome',
    assert: ({ effects }) => expect(effects).toEqual([{ type: 'goToMatchHome', params: undefined }]),
  },
];

describeModel(challengeMachine, {
  name: 'challenge',
  inputs,
  events: {
    'challenge.send': [{ type: 'challenge.send' }],
    'court.change': [{ type: 'court.change' }],
    'challenge.accept': [{ type: 'challenge.accept' }],
    'challenge.decline': [{ type: 'challenge.decline' }],
    'challenge.cancel': [{ type: 'challenge.cancel' }],
    'challenge.dismiss': [{ type: 'challenge.dismiss' }],
    'challenge.nogo': [{ type: 'challenge.nogo' }],
    'nogo.reason': [{ type: 'nogo.reason', reason: 'Me lesioné' }],
    'nogo.confirm': [{ type: 'nogo.confirm' }],
    'nogo.back': [{ type: 'nogo.back' }],
    'challenge.reload': [{ type: 'challenge.reload' }],
    'chat.open': [{ type: 'chat.open' }],
    'match.rate': [{ type: 'match.rate' }],
    'match.home': [{ type: 'match.home' }],
  },
  outputs: {
    fetchOptions: [o.free, o.blocked, o.open, o.prime],
    sendChallenge: [{ challengeId: 41 }],
    pickCourt: [{ court: picked }, { court: null }],
    fetchChallenge: [c.sent, c.sentSoonDue, c.toMe, c.toMeSoonDue, c.acceptedBySender, c.declined, c.dismissed, c.expired, c.nogo],
    moveChallenge: [c.accepted, c.declined, c.cancelled, c.dismissed, c.nogo],
  },
  errors: {
    fetchOptions: { '-1335': apiError('-1335', 409), '-1334': apiError('-1334', 409), other: new Error('network down') },
    sendChallenge: { ...sendCodes, other: new Error('network down') },
    fetchChallenge: { '-8344': apiError('-8344', 404), other: new Error('network down') },
    // The court pick is a child flow that ends with a court or none; it does not fail (its own test lists its codes).
    pickCourt: {},
    moveChallenge: {
      '-8344': apiError('-8344', 404),
      '-8342': apiError('-8342', 409),
      '-834': apiError('-834', 409),
      '-8341': apiError('-8341', 409),
      other: new Error('network down'),
    },
  },
  journeys,
  serializeContext: (ctx) => ({
    id: ctx.challengeId,
    options: ctx.options && [ctx.options.openChallengeId, ctx.options.blockedBy, ctx.options.canPickCourt],
    court: ctx.court?.slot.startTime ?? null,
    challenge: ctx.challenge && [ctx.challenge.status, ctx.challenge.role],
    left: ctx.secondsLeft > 2 ? 'many' : ctx.secondsLeft,
    action: ctx.action,
    reason: ctx.nogoReason,
    error: ctx.error?.code,
  }),
  require: { states: true, errors: true, transitions: true },
});
