import { eq } from 'drizzle-orm';
import type { TimeslotDto } from '#kernel/contract/booking';
import type { Db } from '#server/db/client';
import { bookings } from '#server/db/schema';
import { noAccess } from '#server/http/apiFailure';
import { hourSummary } from '#server/booking/availability/timeslotDto';
import { managesAll } from '../bookingAccess';

/** The availability of a change names the caller's own booking at this club and sport; anything else is the no-access 404. */
export async function requireOwnBookingAt(db: Db, bookingId: number, callerId: number | null, at: { clubId: number; sportId: number }) {
  if (callerId === null) throw noAccess();
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking || booking.clubId !== at.clubId || booking.sportId !== at.sportId || !(await managesAll(db, [booking], callerId)))
    throw noAccess();
}

interface SlotLists {
  timeslots: TimeslotDto[];
  alternative_timeslots: TimeslotDto[];
  timeslots_summary: { hour: string; count: number }[];
}

/** The lists without the slot of the booking being changed (shown as the caller's own booking otherwise). */
export function withoutBooking<T extends SlotLists>(lists: T, bookingId: number): T {
  const keep = (s: TimeslotDto) => s.bookingId !== bookingId;
  const timeslots = lists.timeslots.filter(keep);
  return {
    ...lists,
    timeslots,
    alternative_timeslots: lists.alternative_timeslots.filter(keep),
    timeslots_summary: hourSummary(timeslots),
  };
}
