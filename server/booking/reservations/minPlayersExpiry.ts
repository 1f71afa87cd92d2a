import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { bookingPlayers, bookings, type clubSports } from '#server/db/schema';
import { inTransaction } from '#server/db/transaction';
import { everyInterval, type JobLog } from '#server/jobs/everyInterval';
import { cancelBookingTx } from './cancelBooking';
import { notifyBookingEvent } from '#server/notifications/bookingEvents';
import type { Notifier } from '#server/notifications/notify';

// Free bookings that need players (spec part 2 §3 "Booking": minPlayers, expireFreeBookingMinPlayers):
// a free booking made under its sport's rule records how many confirmed players it needs and by when;
// the job cancels the ones still short at that moment, which frees the court at once (the claim rows
// change, and the availability triggers of migration 0009 move the caches).

const HOUR_MS = 3_600_000;
/** Bookings one run handles in one transaction; the next run takes the rest. */
const BATCH = 100;

type SportRule = Pick<typeof clubSports.$inferSelect, 'minPlayers' | 'expireFreeBookingMinPlayers' | 'minPlayersHoursBefore'>;

/**
 * What a new booking records: its minimum (shown whenever the sport has one) and, for a free booking
 * under an expiring rule made before the deadline, the deadline. A booking made after it is not
 * expired: cancelling a booking minutes after the player made it would surprise them.
 */
export function minPlayersOf(
  rule: SportRule,
  booking: { onlineAmount: number; startsAt: Date },
  now: Date,
): { minPlayers: number | null; minPlayersDeadline: Date | null } {
  if (rule.minPlayers === null) return { minPlayers: null, minPlayersDeadline: null };
  const deadline = new Date(booking.startsAt.getTime() - rule.minPlayersHoursBefore * HOUR_MS);
  const expires = rule.expireFreeBookingMinPlayers && rule.minPlayers > 1 && booking.onlineAmount === 0 && deadline > now;
  return { minPlayers: rule.minPlayers, minPlayersDeadline: expires ? deadline : null };
}

const confirmed = sql`(select count(*) from ${bookingPlayers} where ${bookingPlayers.bookingId} = ${bookings.id} and ${bookingPlayers.status} = 'CONFIRMED')`;

/**
 * One run: the due bookings still short of confirmed players are claimed with FOR UPDATE SKIP LOCKED
 * (another instance running at the same moment skips them and takes others) and cancelled in the same
 * transaction; the cancel itself only moves a booking that is still active, so a second run expires
 * nothing twice. Answers the ids cancelled.
 */
export async function expireShortFreeBookings(db: Db, now: Date): Promise<number[]> {
  return inTransaction(db, async (tx) => {
    const due = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          isNotNull(bookings.minPlayersDeadline),
          lte(bookings.minPlayersDeadline, now),
          eq(bookings.status, 'BOOKED'),
          sql`${confirmed} < ${bookings.minPlayers}`,
        ),
      )
      .orderBy(asc(bookings.minPlayersDeadline), asc(bookings.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const expired: number[] = [];
    for (const { id } of due) {
      if (!(await cancelBookingTx(tx, id, now))) continue;
      await tx.update(bookings).set({ cancelReason: 'MIN_PLAYERS' }).where(eq(bookings.id, id));
      expired.push(id);
    }
    return expired;
  });
}

/**
 * Runs the job every everyMs (0: never); one run at a time per instance; the players of each expired
 * booking are notified. Answers a function that stops it.
 */
export function keepExpiringShortFreeBookings(
  db: Db,
  log: JobLog,
  everyMs: number,
  now: () => Date = () => new Date(),
  notifier?: Notifier,
): () => void {
  return everyInterval(everyMs, log, 'Expiring free bookings short of players failed', async () => {
    const expired = await expireShortFreeBookings(db, now());
    if (expired.length) log.info({ bookingIds: expired }, 'Free bookings short of players expired');
    for (const id of expired) await notifyBookingEvent(notifier, db, 'bookingCancelled', id);
  });
}
