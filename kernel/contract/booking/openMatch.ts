import * as z from 'zod/mini';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';

/** Spec part 2 §3 "Open match": status CANCELLED, or OPEN while it takes players. */
export const OPEN_MATCH_STATUSES = ['OPEN', 'CANCELLED'] as const;
export const openMatchStatus = z.enum(OPEN_MATCH_STATUSES);

/** A player in a position; position 1 is the host. Names so that the position list says who plays. */
export const openMatchPlayer = z.object({
  user_id: z.int(),
  position: z.int(),
  first_name: z.string(),
  last_name: z.string(),
});

export const openMatchCategory = z.object({
  category_id: z.int(),
  category_name: z.string(),
  category_gender: z.enum(['M', 'F', 'MIXED']),
});

/**
 * An open match as the caller sees it (spec part 2 §3). Times are club-local 'yyyy-MM-dd HH:mm:ss' in
 * `timezone` (the club's). userCanJoin: the match takes the caller now (open, not started, the caller
 * not in it yet, and a category of the caller's gender); a full match still says true, fullness is
 * players vs players_quantity (spec §4). userPosition: where the caller plays, or null.
 */
export const openMatch = z.object({
  id: z.int(),
  uuid: z.string(),
  status: openMatchStatus,
  userCanJoin: z.boolean(),
  userPosition: z.nullable(z.int()),
  players: z.array(openMatchPlayer),
  players_quantity: z.int(),
  categories: z.array(openMatchCategory),
  club_id: z.int(),
  club_name: z.string(),
  sport_id: z.int(),
  sport_name: z.string(),
  court_name: z.nullable(z.string()),
  local_start_datetime: z.string(),
  local_end_datetime: z.string(),
  timezone: z.string(),
  /** The link that opens the match to join it. */
  share_link: z.string(),
});
export type OpenMatchDto = z.infer<typeof openMatch>;

/** The codes of join and leave (the spec names the notices, not their numbers; see docs/decisions.md). */
export const OPEN_MATCH_ERRORS = {
  /** Spec part 2 §8 -745: 'The match is already full'. */
  FULL: '-745',
  /** The chosen position was taken a moment before; others are free. */
  POSITION_TAKEN: '-746',
  /** The match is cancelled. */
  CANCELLED: '-747',
  /** The match does not take the caller (started, already in it, or no category of theirs); leave: started. */
  NOT_JOINABLE: '-748',
} as const;

const uuidParam = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'not a uuid'));

export const getOpenMatch = defineEndpoint({
  id: 'getOpenMatch',
  method: 'GET',
  path: '/api/open-match/:uuid',
  auth: 'user',
  summary: 'An open match by the uuid of its share link, as the caller sees it (any logged-in player with the link may see it)',
  params: z.strictObject({ uuid: uuidParam }),
  response: ok({ openMatch }),
  errors: {},
});

export const joinOpenMatch = defineEndpoint({
  id: 'joinOpenMatch',
  method: 'POST',
  path: '/api/open-match/:openMatchId/join',
  auth: 'user',
  summary:
    'The caller takes a free position of an open match. Two players racing for one position: the database lets exactly one in, the other gets -745 (full) or -746 (taken). A user_id other than the caller is 404',
  params: z.strictObject({ openMatchId: idParam }),
  body: z.strictObject({ position: z.int().check(z.minimum(1), z.maximum(30)), user_id: z.int() }),
  response: ok({ openMatch }),
  errors: {
    [OPEN_MATCH_ERRORS.FULL]: { status: 409, meaning: 'The match is already full' },
    [OPEN_MATCH_ERRORS.POSITION_TAKEN]: { status: 409, meaning: 'That position was just taken; choose another' },
    [OPEN_MATCH_ERRORS.CANCELLED]: { status: 409, meaning: 'The match is cancelled' },
    [OPEN_MATCH_ERRORS.NOT_JOINABLE]: {
      status: 409,
      meaning: 'The match does not take the caller (started, already in it, or no category of theirs)',
    },
  },
});

export const leaveOpenMatch = defineEndpoint({
  id: 'leaveOpenMatch',
  method: 'POST',
  path: '/api/open-match/:openMatchId/leave',
  auth: 'user',
  summary: 'The caller leaves an open match they play in; the host (position 1) leaving cancels it for everyone. Not a player: 404',
  params: z.strictObject({ openMatchId: idParam }),
  response: ok({ openMatch }),
  errors: {
    [OPEN_MATCH_ERRORS.CANCELLED]: { status: 409, meaning: 'The match is already cancelled' },
    [OPEN_MATCH_ERRORS.NOT_JOINABLE]: { status: 409, meaning: 'The match has started: it cannot be left' },
  },
});

export const listUserOpenMatches = defineEndpoint({
  id: 'listUserOpenMatches',
  method: 'GET',
  path: '/api/users/:userId/open-matches',
  auth: 'user',
  ownerParam: 'userId',
  summary: 'The open matches the caller plays in (the matches tab of /bookings), soonest first; cancelled ones too, with their status',
  params: z.strictObject({ userId: idParam }),
  response: ok({ openMatches: z.array(openMatch) }),
  errors: {},
});

export const listClubOpenMatches = defineEndpoint({
  id: 'listClubOpenMatches',
  method: 'GET',
  path: '/api/clubs/:clubId/open-matches',
  auth: 'user',
  summary:
    "The open-match list modal (spec part 2 §2 'Modals: open-match list'): a club's open matches that have not started, soonest first, each as the caller sees it (userCanJoin, userPosition, players by position); an unknown club answers 404",
  params: z.strictObject({ clubId: idParam }),
  response: ok({ openMatches: z.array(openMatch) }),
  errors: {},
});
