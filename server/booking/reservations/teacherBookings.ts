import { and, eq, inArray } from 'drizzle-orm';
import type { EndpointDef } from '#kernel/contract';
import type { Db } from '#server/db/client';
import { bookings, teacherCourts } from '#server/db/schema';
import { inTransaction } from '#server/db/transaction';
import { callFailure, noAccess } from '#server/http/apiFailure';
import { cancelBookingTx } from './cancelBooking';

// PATCH /api/teachers/{userId}/clubs/{clubId}/courts/{courtId}/bookings/{bookingId} (spec part 2 §7
// "Teacher"): the club's hand on one of its court's bookings — a cancel before it starts, or a
// no-show once it has (cancelled with the no-show flag: NO LLEGÓ, part 2 §3), like the attendance job
// marks one where the club takes check-ins (attendance.ts). The caller must be a teacher of that
// court at that club (teacher_courts); a player, another club's teacher, another court's booking or
// no booking at all get the same no-access answer.

/** A day after the booking ends, the club's chance to mark it has passed (decisions.md). */
const NO_SHOW_WINDOW_MS = 24 * 60 * 60 * 1000;

const ACTIVE = ['BOOKED', 'PARTIALLY_PAYED', 'PAYED'] as const;

export interface TeacherBookingRequest {
  teacherId: number;
  clubId: number;
  courtId: number;
  bookingId: number;
  noShow: boolean;
}

export async function teacherUpdateBooking(db: Db, endpoint: EndpointDef, request: TeacherBookingRequest, now: Date) {
  const { teacherId, clubId, courtId, bookingId } = request;
  const [teaches] = await db
    .select({ courtId: teacherCourts.courtId })
    .from(teacherCourts)
    .where(and(eq(teacherCourts.userId, teacherId), eq(teacherCourts.clubId, clubId), eq(teacherCourts.courtId, courtId)));
  if (!teaches) throw noAccess();
  return inTransaction(db, async (tx) => {
    const [b] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.clubId, clubId), eq(bookings.courtId, courtId)))
      .for('update');
    if (!b) throw noAccess();
    const active = (ACTIVE as readonly string[]).includes(b.status);
    if (!request.noShow) {
      if (!active || b.startsAt.getTime() <= now.getTime()) throw callFailure(endpoint, '-52', { status: b.status });
      await cancelBookingTx(tx, bookingId, now);
      await tx.update(bookings).set({ cancelReason: 'TEACHER' }).where(eq(bookings.id, bookingId));
      return { id: bookingId, status: 'CANCELLED' as const, noShow: false };
    }
    if (!active) throw callFailure(endpoint, '-400', { status: b.status });
    if (b.startsAt.getTime() > now.getTime()) throw callFailure(endpoint, '-338');
    if (b.endsAt.getTime() + NO_SHOW_WINDOW_MS < now.getTime()) throw callFailure(endpoint, '-339');
    // As the attendance job: the court's time has gone by, coupons and codes stay used.
    await tx
      .update(bookings)
      .set({ status: 'CANCELLED', noShow: true, cancelledAt: now, cancelReason: 'NO_SHOW' })
      .where(and(eq(bookings.id, bookingId), inArray(bookings.status, [...ACTIVE])));
    return { id: bookingId, status: 'CANCELLED' as const, noShow: true };
  });
}
