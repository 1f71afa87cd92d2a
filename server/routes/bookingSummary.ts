import type { FastifyInstance } from 'fastify';
import { bookingContract } from '#kernel/contract';
import { bookingSummary } from '#server/booking/reservations/bookingSummary';
import type { ServerDeps } from '#server/deps';
import { registerEndpoint } from '#server/http/registerEndpoint';

/** Spec part 2 §7: GET /api/bookings/{id}, the caller's booking with the lines of its price. */
export function bookingSummaryRoutes(app: FastifyInstance, deps: ServerDeps): void {
  registerEndpoint(app, deps, bookingContract.getBooking, async ({ params, auth }) => ({
    booking: await bookingSummary(deps.db, params.bookingId, auth.id),
  }));
}
