import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import { COMMON_ERRORS, type EndpointDef } from '#kernel/contract';
import { joinOpenMatch, leaveOpenMatch, OPEN_MATCH_ERRORS, type OpenMatchDto } from '#kernel/contract/booking';
import type { Db } from '#server/db/client';
import { clubs, openMatchCategories, openMatchPlayers, openMatches, users } from '#server/db/schema';
import { inTransaction, type Tx } from '#server/db/transaction';
import { ApiFailure, callFailure, noAccess } from '#server/http/apiFailure';
import { genderFits, selectMatches, viewMatches } from './openMatchView';

/** Who asks, when, and the link base of share links. */
export interface Caller {
  id: number;
  now: Date;
  publicUrl: string;
}

async function viewOne(db: Db, matchId: number, caller: Caller): Promise<OpenMatchDto> {
  const rows = await selectMatches(db).where(eq(openMatches.id, matchId));
  const [view] = await viewMatches(db, rows, caller.id, caller.now, caller.publicUrl);
  if (!view) throw noAccess();
  return view;
}

/** GET /api/open-match/{uuid}: any logged-in player with the link sees the match; an unknown uuid is 404. */
export async function getOpenMatchByUuid(db: Db, uuid: string, caller: Caller): Promise<OpenMatchDto> {
  const rows = await selectMatches(db).where(eq(openMatches.uuid, uuid.toLowerCase()));
  const [view] = await viewMatches(db, rows, caller.id, caller.now, caller.publicUrl);
  if (!view) throw noAccess();
  return view;
}

/**
 * The match row locked for the rest of the transaction: joins and leaves of one match queue behind
 * each other on PostgreSQL (on PGlite transactions already run one at a time).
 */
async function lockMatch(tx: Tx, matchId: number) {
  const [match] = await tx
    .select({
      id: openMatches.id,
      status: openMatches.status,
      startsAt: openMatches.startsAt,
      playersQuantity: openMatches.playersQuantity,
    })
    .from(openMatches)
    .where(eq(openMatches.id, matchId))
    .for('update');
  if (!match) throw noAccess();
  return match;
}

const fail = (endpoint: EndpointDef, code: string) => callFailure(endpoint, code);

async function playersIn(tx: Tx, matchId: number): Promise<number> {
  const [{ n }] = await tx.select({ n: count() }).from(openMatchPlayers).where(eq(openMatchPlayers.openMatchId, matchId));
  return n;
}

/**
 * POST /api/open-match/{id}/join: the caller takes `position`. The order of the checks is the order
 * of the notices (spec part 2 §4): cancelled, not joinable, full, then the position itself. The
 * unique (match, position) decides a race that slips past the lock: the loser is told full, or
 * taken when other positions are still free.
 */
export async function joinMatch(
  db: Db,
  matchId: number,
  body: { position: number; user_id: number },
  caller: Caller,
): Promise<OpenMatchDto> {
  if (body.user_id !== caller.id) throw noAccess();
  await inTransaction(db, async (tx) => {
    const match = await lockMatch(tx, matchId);
    if (match.status === 'CANCELLED') throw fail(joinOpenMatch, OPEN_MATCH_ERRORS.CANCELLED);
    const [mine] = await tx
      .select({ position: openMatchPlayers.position })
      .from(openMatchPlayers)
      .where(and(eq(openMatchPlayers.openMatchId, matchId), eq(openMatchPlayers.userId, caller.id)));
    const [user] = await tx.select({ gender: users.gender }).from(users).where(eq(users.id, caller.id));
    const categories = await tx
      .select({ gender: openMatchCategories.gender })
      .from(openMatchCategories)
      .where(eq(openMatchCategories.openMatchId, matchId));
    if (mine || match.startsAt.getTime() <= caller.now.getTime() || !genderFits(user?.gender ?? null, categories)) {
      throw fail(joinOpenMatch, OPEN_MATCH_ERRORS.NOT_JOINABLE);
    }
    if ((await playersIn(tx, matchId)) >= match.playersQuantity) throw fail(joinOpenMatch, OPEN_MATCH_ERRORS.FULL);
    if (body.position > match.playersQuantity) throw new ApiFailure(COMMON_ERRORS.INVALID_INPUT, 400, 'The match has no such position');
    const inserted = await tx
      .insert(openMatchPlayers)
      .values({ openMatchId: matchId, userId: caller.id, position: body.position, joinedAt: caller.now })
      .onConflictDoNothing()
      .returning({ id: openMatchPlayers.id });
    if (inserted.length === 0) {
      const full = (await playersIn(tx, matchId)) >= match.playersQuantity;
      throw fail(joinOpenMatch, full ? OPEN_MATCH_ERRORS.FULL : OPEN_MATCH_ERRORS.POSITION_TAKEN);
    }
  });
  return viewOne(db, matchId, caller);
}

/**
 * POST /api/open-match/{id}/leave: a player frees their position; the host (position 1) leaving
 * cancels the match for everyone (docs/decisions.md). Someone not in the match gets 404.
 */
export async function leaveMatch(db: Db, matchId: number, caller: Caller): Promise<OpenMatchDto> {
  await inTransaction(db, async (tx) => {
    const match = await lockMatch(tx, matchId);
    const [mine] = await tx
      .select({ id: openMatchPlayers.id, position: openMatchPlayers.position })
      .from(openMatchPlayers)
      .where(and(eq(openMatchPlayers.openMatchId, matchId), eq(openMatchPlayers.userId, caller.id)));
    if (!mine) throw noAccess();
    if (match.status === 'CANCELLED') throw fail(leaveOpenMatch, OPEN_MATCH_ERRORS.CANCELLED);
    if (match.startsAt.getTime() <= caller.now.getTime()) throw fail(leaveOpenMatch, OPEN_MATCH_ERRORS.NOT_JOINABLE);
    if (mine.position === 1) {
      await tx.update(openMatches).set({ status: 'CANCELLED', cancelledAt: caller.now }).where(eq(openMatches.id, matchId));
    } else {
      await tx.delete(openMatchPlayers).where(eq(openMatchPlayers.id, mine.id));
    }
  });
  return viewOne(db, matchId, caller);
}

/** GET /api/users/{userId}/open-matches: the matches the caller plays in, soonest first. */
export async function listCallerMatches(db: Db, caller: Caller): Promise<OpenMatchDto[]> {
  const mine = db.select({ id: openMatchPlayers.openMatchId }).from(openMatchPlayers).where(eq(openMatchPlayers.userId, caller.id));
  const rows = await selectMatches(db).where(inArray(openMatches.id, mine)).orderBy(asc(openMatches.startsAt), asc(openMatches.id));
  return viewMatches(db, rows, caller.id, caller.now, caller.publicUrl);
}

/** How many matches the club list shows: the soonest ones. */
const CLUB_LIST_LIMIT = 50;

/**
 * GET /api/clubs/{clubId}/open-matches: the club's open matches that have not started, soonest first,
 * as the caller sees them (whether they may join, where they play). An unknown club is 404.
 */
export async function listClubMatches(db: Db, clubId: number, caller: Caller): Promise<OpenMatchDto[]> {
  const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId));
  if (!club) throw noAccess();
  const rows = await selectMatches(db)
    .where(and(eq(openMatches.clubId, clubId), eq(openMatches.status, 'OPEN'), gt(openMatches.startsAt, caller.now)))
    .orderBy(asc(openMatches.startsAt), asc(openMatches.id))
    .limit(CLUB_LIST_LIMIT);
  return viewMatches(db, rows, caller.id, caller.now, caller.publicUrl);
}
