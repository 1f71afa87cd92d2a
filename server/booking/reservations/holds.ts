import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { holds } from '#server/db/schema';
import { SQLSTATE, sqlState } from '#server/db/rows';
import { inTransaction, type Tx } from '#server/db/transaction';
import type { ClubSportContext } from '#server/booking/availability/clubContext';
import { freeHoldClaims, insertHoldClaim, retireExpiredClaims, type ClaimRange } from './claims';
import type { ResolvedSlot } from '#server/booking/availability/findSlot';
import { adjustSeats, retireExpiredSeats, takeSeats } from './seats';

export type HoldRow = typeof holds.$inferSelect;

export interface HoldRequest {
  context: ClubSportContext;
  slot: ResolvedSlot;
  userId: number;
  seats: number;
  idempotencyKey: string | null;
  now: Date;
  /** The hold's length when not the club's hold_minutes (HOLD_SECONDS). */
  lengthMs?: number | null;
}

/** Why a hold was refused: the slot is someone else's (or full), or this key named another slot. */
export class HoldRefused extends Error {
  constructor(readonly reason: 'taken' | 'keyReused') {
    super(`hold refused: ${reason}`);
  }
}

/** Frees what held rows (just moved out of 'held') were counting: their claims, or their seats. */
async function freeHolds(tx: Tx, rows: Pick<HoldRow, 'id' | 'courtId' | 'startsAt' | 'seats'>[]): Promise<void> {
  await freeHoldClaims(
    tx,
    rows.filter((r) => r.seats === null).map((r) => r.id),
  );
  for (const row of rows.filter((r) => r.seats !== null)) await adjustSeats(tx, row.courtId, row.startsAt, -row.seats!);
}

/**
 * Releases the user's booking holds still in state 'held' (all, one, or all but one), freeing their
 * slots at once. A challenge's court hold is not one of them: it lives and ends with its challenge.
 */
export async function releaseUserHolds(tx: Tx, userId: number, holdId?: number, except?: number): Promise<number> {
  const released = await tx
    .update(holds)
    .set({ state: 'released' })
    .where(
      and(
        eq(holds.userId, userId),
        eq(holds.state, 'held'),
        eq(holds.purpose, 'booking'),
        holdId ? eq(holds.id, holdId) : undefined,
        except ? ne(holds.id, except) : undefined,
      ),
    )
    .returning({ id: holds.id, courtId: holds.courtId, startsAt: holds.startsAt, seats: holds.seats });
  await freeHolds(tx, released);
  return released.length;
}

/** The user's holds of exactly this slot (court, start, duration) in a state, whose time has not run out, latest expiry first. */
function holdsOfSlot(tx: Tx, userId: number, slot: ResolvedSlot, state: 'held' | 'booked', now: Date) {
  return tx
    .select()
    .from(holds)
    .where(
      and(
        eq(holds.userId, userId),
        eq(holds.courtId, slot.court.id),
        eq(holds.startsAt, slot.grid.startsAt),
        eq(holds.timespan, slot.grid.timespan),
        slot.round ? eq(holds.crossBlockId, slot.round.blockId) : isNull(holds.crossBlockId),
        eq(holds.state, state),
        eq(holds.purpose, 'booking'),
        sql`${holds.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(holds.expiresAt))
    .limit(1);
}

/**
 * The expiry of a new hold: the club's hold length from now, but never later than the user's earlier
 * hold of the same slot that became a booking and is still within its time (its payment failed or was
 * cancelled, so the booking is gone): going back to the summary resumes that time, it does not restart it.
 */
async function expiryOf(tx: Tx, request: HoldRequest): Promise<Date> {
  const { now, slot, userId } = request;
  const full = new Date(now.getTime() + (request.lengthMs ?? request.context.rules.holdMinutes * 60_000));
  const [earlier] = await holdsOfSlot(tx, userId, slot, 'booked', now);
  return earlier && earlier.expiresAt.getTime() < full.getTime() ? earlier.expiresAt : full;
}

/**
 * Places a hold in the caller's transaction (the hold call, or a booking whose hold ran out). The same
 * slot again while the user's hold on it lives answers that hold unchanged: a reload or a second tab
 * never extends it.
 */
export async function placeHold(tx: Tx, request: HoldRequest): Promise<HoldRow> {
  const { slot, userId, now } = request;
  const range = { courtId: slot.court.id, startsAt: slot.grid.startsAt, endsAt: slot.grid.endsAt };
  const capacity = slot.court.capacity;
  const [live] = await holdsOfSlot(tx, userId, slot, 'held', now);
  if (live && live.seats === (capacity !== null ? request.seats : null)) {
    await releaseUserHolds(tx, userId, undefined, live.id);
    return live;
  }
  const expiresAt = await expiryOf(tx, request);
  // One live hold per person: a new one replaces the old (a new search, another slot, a retry).
  await releaseUserHolds(tx, userId);
  if (capacity !== null) {
    const session = { ...range, capacity };
    await retireExpiredSeats(tx, session, now);
    await takeSeats(tx, session, request.seats);
  } else {
    for (const claim of claimsOf(slot)) await retireExpiredClaims(tx, claim, now);
  }
  const [hold] = await tx
    .insert(holds)
    .values({
      userId,
      clubId: request.context.club.id,
      sportId: request.context.config.sportId,
      courtId: slot.court.id,
      startsAt: slot.grid.startsAt,
      endsAt: slot.grid.endsAt,
      localDate: slot.grid.localDate,
      localStartTime: slot.grid.localStartTime,
      timespan: slot.grid.timespan,
      seats: capacity !== null ? request.seats : null,
      crossBlockId: slot.round?.blockId ?? null,
      createdAt: now,
      expiresAt,
      idempotencyKey: request.idempotencyKey,
    })
    .returning();
  // A golf round claims its start court and then its end court: both in this transaction, or neither.
  if (capacity === null) for (const claim of claimsOf(slot)) await insertHoldClaim(tx, claim, hold.id, userId, expiresAt);
  return hold;
}

async function heldByKey(db: Db, userId: number, key: string): Promise<HoldRow | undefined> {
  const [row] = await db
    .select()
    .from(holds)
    .where(and(eq(holds.userId, userId), eq(holds.idempotencyKey, key)));
  return row;
}

function sameSlot(hold: HoldRow, slot: ResolvedSlot): boolean {
  return (
    hold.courtId === slot.court.id &&
    hold.startsAt.getTime() === slot.grid.startsAt.getTime() &&
    hold.timespan === slot.grid.timespan &&
    hold.crossBlockId === (slot.round?.blockId ?? null)
  );
}

/** The court ranges a slot claims: its own, and a golf round's back nine on the end court. */
export function claimsOf(slot: ResolvedSlot): ClaimRange[] {
  const own = { courtId: slot.court.id, startsAt: slot.grid.startsAt, endsAt: slot.grid.endsAt };
  const end = slot.round?.end;
  return end ? [own, { courtId: end.court.id, startsAt: end.grid.startsAt, endsAt: end.grid.endsAt }] : [own];
}

/**
 * Holds a slot. In one transaction: the user's other live hold is released, the expired holds in the
 * way are retired, and the claim (or the seats) is written; an overlap is refused by the database
 * (23P01, or 23514 for a full capacity session), never by a check beforehand. A retry with the same
 * idempotency key answers the hold the first request made.
 */
export async function createHold(db: Db, request: HoldRequest): Promise<HoldRow> {
  const { userId, idempotencyKey, slot, now } = request;
  const retried = async (): Promise<HoldRow | null> => {
    if (!idempotencyKey) return null;
    const earlier = await heldByKey(db, userId, idempotencyKey);
    if (!earlier) return null;
    if (!sameSlot(earlier, slot)) throw new HoldRefused('keyReused');
    if (earlier.state !== 'held' || earlier.expiresAt.getTime() <= now.getTime()) throw new HoldRefused('taken');
    return earlier;
  };
  const earlier = await retried();
  if (earlier) return earlier;
  try {
    return await inTransaction(db, (tx) => placeHold(tx, request));
  } catch (error) {
    const state = sqlState(error);
    if (state === SQLSTATE.exclusionViolation || state === SQLSTATE.checkViolation) throw new HoldRefused('taken');
    if (state === SQLSTATE.uniqueViolation) {
      const same = await retried();
      if (same) return same;
    }
    throw error;
  }
}

/** Releases one hold of the user; false when it was no longer held. */
export async function releaseHold(db: Db, userId: number, holdId: number): Promise<boolean> {
  return (await inTransaction(db, (tx) => releaseUserHolds(tx, userId, holdId))) > 0;
}

/** The user's live hold on a court at a start instant, if any. */
export async function liveHoldAt(db: Db | Tx, userId: number, courtId: number, startsAt: Date, now: Date): Promise<HoldRow | null> {
  const [row] = await db
    .select()
    .from(holds)
    .where(
      and(
        eq(holds.userId, userId),
        eq(holds.courtId, courtId),
        eq(holds.startsAt, startsAt),
        eq(holds.state, 'held'),
        eq(holds.purpose, 'booking'),
        sql`${holds.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return row ?? null;
}
