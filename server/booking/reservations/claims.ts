import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { instant, type Tx } from '#server/db/transaction';

// Claims of exclusive courts. The exclusion constraint court_claims_no_overlap (migration 0004) is
// what refuses an overlap; these statements only retire what stopped counting and add new claims.

export interface ClaimRange {
  courtId: number;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Retires the expired hold claims that overlap a range (a constraint cannot read the clock), and marks
 * their holds expired. Runs in the transaction that then inserts the new claim.
 */
export async function retireExpiredClaims(tx: Tx, range: ClaimRange, now: Date): Promise<void> {
  await tx.execute(sql`
    with expired as (
      update court_claims set active = false
      where court_id = ${range.courtId} and active and expires_at is not null and expires_at <= ${instant(now)}::timestamptz
        and tstzrange(starts_at, ends_at, '[)') && tstzrange(${instant(range.startsAt)}::timestamptz, ${instant(range.endsAt)}::timestamptz, '[)')
      returning hold_id
    )
    update holds set state = 'expired' where id in (select hold_id from expired) and state = 'held'`);
}

/** Claims a range for a hold; the database refuses it with SQLSTATE 23P01 when it overlaps a live claim. */
export async function insertHoldClaim(tx: Tx, range: ClaimRange, holdId: number, userId: number, expiresAt: Date): Promise<void> {
  await tx.execute(sql`
    insert into court_claims (court_id, user_id, starts_at, ends_at, hold_id, expires_at, active)
    values (${range.courtId}, ${userId}, ${instant(range.startsAt)}::timestamptz, ${instant(range.endsAt)}::timestamptz, ${holdId}, ${instant(expiresAt)}::timestamptz, true)`);
}

/** A booked hold's claim becomes the booking's: it no longer expires. */
export async function claimForBooking(tx: Tx, holdId: number, bookingId: number): Promise<number> {
  const result = await tx.execute(
    sql`update court_claims set booking_id = ${bookingId}, expires_at = null where hold_id = ${holdId} and active returning id`,
  );
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows).length;
}

/** Frees the claims of holds at once (released, replaced or expired). */
export async function freeHoldClaims(tx: Tx, holdIds: number[]): Promise<void> {
  if (holdIds.length === 0) return;
  await tx.execute(
    sql`update court_claims set active = false where active and hold_id in ${sql`(${sql.join(
      holdIds.map((id) => sql`${id}`),
      sql`, `,
    )})`}`,
  );
}

/** Frees a cancelled booking's claims. */
export async function freeBookingClaims(tx: Tx, bookingId: number): Promise<void> {
  await tx.execute(sql`update court_claims set active = false where active and booking_id = ${bookingId}`);
}

/**
 * The caller's own booking whose claim overlaps a range, if any: a refused hold on it is the player
 * coming back (browser back after booking, a second tab), not someone faster.
 */
export async function ownBookingOver(tx: Tx | Db, range: ClaimRange, userId: number): Promise<number | null> {
  const result = await tx.execute(sql`
    select booking_id from court_claims
    where court_id = ${range.courtId} and active and user_id = ${userId} and booking_id is not null
      and tstzrange(starts_at, ends_at, '[)') && tstzrange(${instant(range.startsAt)}::timestamptz, ${instant(range.endsAt)}::timestamptz, '[)')
    limit 1`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { booking_id: number }[];
  return rows[0]?.booking_id ?? null;
}
