import * as z from 'zod/mini';
import { clubDate, clubTimeInput } from './booking/common';
import { idParam } from './common';
import { defineEndpoint } from './endpoint';
import { ok } from './envelope';

// Match challenges (spec part 3 §3 "Challenge (new)", "Challenge (existing)"; §4 "Challenge"; §6;
// §7 "Match"; §8 "Match"; §9 the limits).

/** Spec §9: at most 7 outgoing pending challenges at once, at most 3 incoming per person. */
export const MAX_OUTGOING_CHALLENGES = 7;
export const MAX_INCOMING_CHALLENGES = 3;
/** How long a challenge waits for an answer when the sender does not say (see docs/decisions.md). */
export const DEFAULT_CHALLENGE_HOURS = 24;
/** Spec §9: a prime subscriber's chosen court is held this long while the rival answers. */
export const PRIME_COURT_HOLD_MINUTES = 120;
/** Spec §6: the feature of a prime subscriber who picks club, court and time when challenging. */
export const MATCH_BOOKING_FEATURE = 'MATCH_BOOKING';

export const challengeStatus = z.enum(['PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED', 'DISMISSED', 'NOGO', 'EXPIRED']);
export type ChallengeStatus = z.infer<typeof challengeStatus>;

/** The codes of the challenge call (spec §8 "Challenge"). */
export const CHALLENGE_SEND_ERRORS = {
  unavailable: '-98',
  unavailableAccount: '-1335',
  pendingWithThisPerson: '-583',
  mustEnableMatch: '-1334',
  tooManyOutgoing: '-486',
  tooManyIncoming: '-487',
  noChallengeDays: '-497',
  challengingYourself: '-842',
  otherEntity: '-683',
  courtNotAllowed: '-64',
  courtNotAvailable: '-99',
  /** The club's booking limits for the held court (LIMIT_CODES' own -6x; -64 is courtNotAllowed's too). */
  activeAtClub: '-61',
  dayAtClub: '-62',
  activeForSport: '-63',
  activeDayForSport: '-65',
} as const;

/** The codes of the calls on an existing challenge (spec §8 "Access and state"). */
export const CHALLENGE_STATE_ERRORS = {
  notParticipant: '-8344',
  noLongerAvailable: '-8342',
  wrongParticipant: '-834',
  cannotDismiss: '-8341',
} as const;

/** Challenge (existing), from the caller's side: userId is the other player. */
export const challengeDto = z.object({
  id: z.int(),
  status: challengeStatus,
  /** 'challenger' when the caller sent it. */
  role: z.enum(['challenger', 'challenged']),
  userId: z.int(),
  userFirstName: z.string(),
  userLastName: z.string(),
  /** The other player's level in the sport, and its name. */
  userMetadata: z.object({ level: z.nullable(z.int()), levelName: z.nullable(z.string()) }),
  myUserId: z.int(),
  sportId: z.int(),
  clubId: z.nullable(z.int()),
  date: z.nullable(z.string()),
  time: z.nullable(z.string()),
  timespan: z.nullable(z.int()),
  courtId: z.nullable(z.int()),
  /** The held court's club and court names (a prime subscriber's pick), for both players; null without a court. */
  clubName: z.nullable(z.string()),
  courtName: z.nullable(z.string()),
  /** ISO instant the pending challenge expires at. */
  expirationDate: z.string(),
  nogoReason: z.nullable(z.string()),
  /** The rate-by-hash key (/match/rate-match/{hash}), for the participants only. */
  hash: z.string(),
});
export type ChallengeDto = z.infer<typeof challengeDto>;

const pairParams = z.strictObject({ userId: idParam, otherUserId: idParam });
const challengeParams = z.strictObject({ challengeId: idParam });

const sendErrors = {
  '-98': { status: 409, meaning: 'The other player is not available to challenge (no active match profile in the sport)' },
  '-1335': { status: 409, meaning: 'The other player is not available to challenge (no such open account)' },
  '-583': { status: 409, meaning: 'There is already a pending challenge with this person' },
  '-1334': { status: 409, meaning: 'The caller must enable match in this sport first' },
  '-486': { status: 409, meaning: 'The caller already has 7 pending challenges' },
  '-487': { status: 409, meaning: 'The other player already has 3 pending challenges' },
  '-497': { status: 409, meaning: 'The two players share no available day' },
  '-842': { status: 409, meaning: 'The other player is not available to challenge (it is the caller)' },
  '-683': { status: 409, meaning: 'The other player is not available to challenge (not in that entity)' },
  '-64': {
    status: 403,
    meaning:
      'Picking a court when challenging is for prime subscribers (MATCH_BOOKING), and not with an entity; or, with details.count, the maximum bookings per day for this sport at that club',
  },
  // The held court is booked for the challenger on accept: the club's booking limits (details.count).
  '-61': { status: 409, meaning: 'Maximum active bookings at that club reached (details.count)' },
  '-62': { status: 409, meaning: 'Maximum bookings per day at that club reached (details.count)' },
  '-63': { status: 409, meaning: 'Maximum active bookings for this sport at that club reached (details.count)' },
  '-65': { status: 409, meaning: 'Maximum active bookings per day for this sport at that club reached (details.count)' },
  '-99': { status: 409, meaning: 'The court time is not available: someone holds or booked it, or it is not bookable' },
} as const;

/** A prime subscriber's court and time (spec §3 "Challenge (new)": clubId, courtId, challengeDate, challengeTime, timespan). */
const courtChoice = {
  clubId: z.optional(idParam),
  courtId: z.optional(idParam),
  challengeDate: z.optional(clubDate),
  challengeTime: z.optional(clubTimeInput),
  timespan: z.optional(z.int().check(z.minimum(30), z.maximum(480))),
};
const COURT_FIELDS = ['clubId', 'courtId', 'challengeDate', 'challengeTime', 'timespan'] as const;

export const sendChallenge = defineEndpoint({
  id: 'sendChallenge',
  method: 'POST',
  path: '/api/match/users/:userId/challenge/users/:otherUserId',
  auth: 'user',
  ownerParam: 'userId',
  summary: 'Challenges another player of a sport; answers the new challenge id (the rival is notified)',
  params: pairParams,
  body: z
    .strictObject({
      sportId: idParam,
      /** Hours the rival has to answer, 1 to 72 (24 when not given). */
      expires: z.optional(z.int().check(z.minimum(1), z.maximum(72))),
      entity_id: z.optional(z.nullable(idParam)),
      ...courtChoice,
    })
    .check(
      z.refine((body) => {
        const given = COURT_FIELDS.filter((f) => body[f] !== undefined).length;
        return given === 0 || given === COURT_FIELDS.length;
      }, 'clubId, courtId, challengeDate, challengeTime and timespan come together'),
    ),
  response: ok({ challengeId: z.int() }),
  errors: sendErrors,
});

export const challengeOptions = defineEndpoint({
  id: 'challengeOptions',
  method: 'GET',
  path: '/api/match/users/:userId/challenge/users/:otherUserId/options',
  auth: 'user',
  ownerParam: 'userId',
  summary:
    'What the challenge page needs before sending: the rival, the shared days, the pending challenge between the two, and whether a challenge can be sent',
  params: pairParams,
  query: z.object({ sportId: z.optional(idParam) }),
  response: ok({
    sportId: z.int(),
    rival: z.object({
      userId: z.int(),
      firstName: z.string(),
      lastName: z.string(),
      level: z.nullable(z.int()),
      levelName: z.nullable(z.string()),
    }),
    /** Days of the week (1 Monday … 7 Sunday) both players are available. */
    commonDays: z.array(z.int()),
    outgoingPending: z.int(),
    rivalIncomingPending: z.int(),
    /** The open (pending or accepted) challenge between the two in this sport, if any. */
    openChallengeId: z.nullable(z.int()),
    /** null when a challenge can be sent now, else the code the send would answer. */
    blockedBy: z.nullable(z.string()),
    expiresHours: z.int(),
    /** The caller is a prime subscriber (MATCH_BOOKING) and no entity is used: they pick club, court and time. */
    canPickCourt: z.boolean(),
  }),
  errors: sendErrors,
});

const stateErrors = {
  '-8344': { status: 404, meaning: 'The caller is not part of this match' },
  '-8342': { status: 409, meaning: 'The challenge is no longer available for this' },
  '-834': { status: 409, meaning: 'The caller is not the participant this is for' },
} as const;

export const getChallenge = defineEndpoint({
  id: 'getChallenge',
  method: 'GET',
  path: '/api/match/challenges/:challengeId',
  auth: 'user',
  summary: 'One challenge seen by one of its two players (a due pending one is expired first)',
  params: challengeParams,
  response: ok({ challenge: challengeDto }),
  errors: { '-8344': stateErrors['-8344'] },
});

const transition = (id: string, action: string, summary: string, extra: Record<string, { status: number; meaning: string }> = {}) =>
  defineEndpoint({
    id,
    method: 'POST',
    path: `/api/match/challenges/:challengeId/${action}`,
    auth: 'user',
    summary,
    params: challengeParams,
    body: z.optional(z.strictObject({})),
    response: ok({ challenge: challengeDto }),
    errors: { ...stateErrors, ...extra },
  });

export const acceptChallenge = transition(
  'acceptChallenge',
  'accept',
  'The challenged player accepts a pending challenge (the chat opens)',
);
export const declineChallenge = transition('declineChallenge', 'decline', 'The challenged player declines a pending challenge');
export const cancelChallenge = transition('cancelChallenge', 'cancel', 'The challenger withdraws a pending challenge');
export const dismissChallenge = transition(
  'dismissChallenge',
  'dismiss',
  'The challenged player sets a pending challenge aside without answering (the challenger is not notified)',
  { '-8341': { status: 409, meaning: 'This challenge cannot be dismissed' } },
);

export const nogoChallenge = defineEndpoint({
  id: 'nogoChallenge',
  method: 'POST',
  path: '/api/match/challenges/:challengeId/nogo',
  auth: 'user',
  summary: 'Either player calls an accepted match off, with an optional reason; it can still be rated',
  params: challengeParams,
  body: z.strictObject({ reason: z.optional(z.nullable(z.string().check(z.maxLength(500)))) }),
  response: ok({ challenge: challengeDto }),
  errors: stateErrors,
});
