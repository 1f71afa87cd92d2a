import { and, eq } from 'drizzle-orm';
import type { TimeslotDto } from '#kernel/contract/booking';
import type { Db } from '#server/db/client';
import { clubSports } from '#server/db/schema';
import { courtSlots } from '#server/booking/availability/courtSlots';
import { occupancyOf, readClubDays } from '#server/booking/availability/slotRead';
import { toTimeslot } from '#server/booking/availability/timeslotDto';

export interface WaitingListSearch {
  clubId: number;
  sportId: number;
  date: string;
  timespan: number;
}

/** Whether the club's sport keeps waiting lists (club_sports.waiting_list_enabled, seeded per club). */
export async function waitingListEnabled(db: Db, clubId: number, sportId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabled: clubSports.waitingListEnabled })
    .from(clubSports)
    .where(and(eq(clubSports.clubId, clubId), eq(clubSports.sportId, sportId), eq(clubSports.active, true)));
  return row?.enabled ?? false;
}

/**
 * The waiting-list slots of a day (spec part 1 §4.6, getWaitingListSlots): the courts booked by
 * someone else that have not started, each with the booking a waiting list waits on. Read straight
 * from the database, not from the availability caches: it names other people's bookings, so it is
 * never shared between callers. Null: the club does not offer the sport.
 */
export async function waitingListSlots(
  db: Db,
  search: WaitingListSearch,
  now: Date,
  userId: number | null,
): Promise<{ timeslots: TimeslotDto[]; timezone: string } | null> {
  const days = await readClubDays(db, [search.clubId], search.sportId, search.timespan, search.date, now);
  if (days.length === 0) return null;
  const { timezone } = days[0].context.club;
  if (!(await waitingListEnabled(db, search.clubId, search.sportId))) return { timeslots: [], timezone };
  const slots = courtSlots([days[0].context], occupancyOf(days, userId), search.date, search.timespan, now, userId);
  const timeslots = slots
    .filter((s) => s.status === 'taken' && s.takenBy !== null)
    .sort((a, b) => a.grid.localMinute - b.grid.localMinute || a.court.sort - b.court.sort || a.court.id - b.court.id)
    .map((s) => ({ ...toTimeslot(s, s.grid.localStartTime), bookingId: s.takenBy, availableForWaitingList: true }));
  return { timeslots, timezone };
}
