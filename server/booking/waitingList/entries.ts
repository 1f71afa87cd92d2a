import { and, asc, count, eq, gt, isNull, notInArray, or, sql } from 'drizzle-orm';
import { requestWaitingList, WAITING_LIST_ERRORS, type WaitingListEntryDto } from '#kernel/contract/booking';
import { isUniqueViolation } from '#server/accounts/uniqueViolation';
import { INACTIVE_BOOKING } from '#server/booking/availability/occupancy';
import type { Db } from '#server/db/client';
import { bookings, clubs, clubSports, courts, sports, users, waitingListEntries } from '#server/db/schema';
import { inTransaction } from '#server/db/transaction';
import { callFailure } from '#server/http/apiFailure';

const refuse = (code: (typeof WAITING_LIST_ERRORS)[keyof typeof WAITING_LIST_ERRORS]) => callFailure(requestWaitingList, code);

export interface WaitingListRequest {
  userId: number;
  bookingId: number;
  sportId: number;
  clubId: number;
}

/**
 * Joins a booked slot's waiting list (spec part 1 §5, §8), in one transaction with the player's row
 * locked, so two requests at once count against the day's maximum one after the other. In order:
 * the slot must be waitable (-2804), not the player's own booking (-2802), not already waited for
 * (-2801), and the day's requests at the club's sport under its maximum (-2803, the club's day).
 */
export async function joinWaitingList(db: Db, request: WaitingListRequest, now: Date): Promise<number> {
  try {
    return await inTransaction(db, async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, request.userId)).for('update');
      const [row] = await tx
        .select({ booking: bookings, enabled: clubSports.waitingListEnabled, dailyMax: clubSports.waitingListDailyMax, tz: clubs.timezone })
        .from(bookings)
        .innerJoin(clubSports, and(eq(clubSports.clubId, bookings.clubId), eq(clubSports.sportId, bookings.sportId)))
        .innerJoin(clubs, eq(clubs.id, bookings.clubId))
        .where(and(eq(bookings.id, request.bookingId), notInArray(bookings.status, [...INACTIVE_BOOKING])));
      const booking = row?.booking;
      if (
        !row ||
        !booking ||
        !row.enabled ||
        booking.clubId !== request.clubId ||
        booking.sportId !== request.sportId ||
        booking.seats !== null ||
        booking.startsAt.getTime() <= now.getTime()
      ) {
        throw refuse(WAITING_LIST_ERRORS.notWaitable);
      }
      if (booking.userId === request.userId || booking.createdBy === request.userId) throw refuse(WAITING_LIST_ERRORS.ownBooking);
      const mine = and(eq(waitingListEntries.userId, request.userId), isNull(waitingListEntries.revokedAt));
      const [already] = await tx
        .select({ id: waitingListEntries.id })
        .from(waitingListEntries)
        .where(and(mine, eq(waitingListEntries.bookingId, booking.id)));
      if (already) throw refuse(WAITING_LIST_ERRORS.alreadyWaiting);
      // Requests made today in the club's time at this club and sport, revoked ones included.
      const [{ made }] = await tx
        .select({ made: count() })
        .from(waitingListEntries)
        .where(
          and(
            eq(waitingListEntries.userId, request.userId),
            eq(waitingListEntries.clubId, booking.clubId),
            eq(waitingListEntries.sportId, booking.sportId),
            sql`(${waitingListEntries.createdAt} at time zone ${row.tz})::date = (${now.toISOString()}::timestamptz at time zone ${row.tz})::date`,
          ),
        );
      if (made >= row.dailyMax) throw refuse(WAITING_LIST_ERRORS.dailyMaximum);
      const [entry] = await tx
        .insert(waitingListEntries)
        .values({
          userId: request.userId,
          bookingId: booking.id,
          clubId: booking.clubId,
          sportId: booking.sportId,
          courtId: booking.courtId,
          startsAt: booking.startsAt,
          endsAt: booking.endsAt,
          localDate: booking.localDate,
          localStartTime: booking.localStartTime,
          timespan: booking.timespan,
          createdAt: now,
        })
        .returning({ id: waitingListEntries.id });
      return entry.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'waiting_list_entries_live_key')) throw refuse(WAITING_LIST_ERRORS.alreadyWaiting);
    throw error;
  }
}

/** The player's waiting lists not revoked and not started, soonest first (part 3 §7 user_lists). */
export async function listWaitingLists(db: Db, userId: number, now: Date, onlyId?: number): Promise<WaitingListEntryDto[]> {
  const rows = await db
    .select({ entry: waitingListEntries, clubName: clubs.name, sportName: sports.name, courtName: courts.name })
    .from(waitingListEntries)
    .innerJoin(clubs, eq(clubs.id, waitingListEntries.clubId))
    .innerJoin(sports, eq(sports.id, waitingListEntries.sportId))
    .innerJoin(courts, eq(courts.id, waitingListEntries.courtId))
    .where(
      and(
        eq(waitingListEntries.userId, userId),
        isNull(waitingListEntries.revokedAt),
        or(gt(waitingListEntries.startsAt, now), onlyId === undefined ? undefined : eq(waitingListEntries.id, onlyId)),
        onlyId === undefined ? undefined : eq(waitingListEntries.id, onlyId),
      ),
    )
    .orderBy(asc(waitingListEntries.startsAt), asc(waitingListEntries.id));
  return rows.map(({ entry, clubName, sportName, courtName }) => ({
    id: entry.id,
    bookingId: entry.bookingId,
    sport_id: entry.sportId,
    sportName,
    club_id: entry.clubId,
    clubName,
    court_id: entry.courtId,
    courtName,
    local_date: entry.localDate,
    local_time: entry.localStartTime,
    timespan: entry.timespan,
    status: entry.freedAt ? 'freed' : 'waiting',
  }));
}

/** Leaves a waiting list; false when the entry is not the player's (or already left). */
export async function revokeWaitingList(db: Db, userId: number, id: number, now: Date): Promise<boolean> {
  const [row] = await db
    .update(waitingListEntries)
    .set({ revokedAt: now })
    .where(and(eq(waitingListEntries.id, id), eq(waitingListEntries.userId, userId), isNull(waitingListEntries.revokedAt)))
    .returning({ id: waitingListEntries.id });
  return Boolean(row);
}
