import type { FastifyInstance } from 'fastify';
import { bookingContract } from '#kernel/contract';
import { teacherUpdateBooking } from '#server/booking/reservations/teacherBookings';
import type { ServerDeps } from '#server/deps';
import { registerEndpoint } from '#server/http/registerEndpoint';

/** Spec part 2 §7 "Teacher": a teacher of the court cancels one of its bookings, or marks a no-show. */
export function teacherBookingRoutes(app: FastifyInstance, deps: ServerDeps): void {
  registerEndpoint(app, deps, bookingContract.teacherUpdateBooking, async ({ params, body, auth }) =>
    teacherUpdateBooking(
      deps.db,
      bookingContract.teacherUpdateBooking,
      { teacherId: auth.id, clubId: params.clubId, courtId: params.courtId, bookingId: params.bookingId, noShow: body.length === 2 },
      deps.now(),
    ),
  );
}
