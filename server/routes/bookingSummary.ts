import type { FastifyInstance } from 'fastify';
import { bookingContract } from '../../src/api/contract';
import { bookingSummary } from '../booking/bookingSummary';
import type { ServerDeps } from '../deps';
import { registerEndpoint } from '../http/registerEndpoint';

/** Spec part 2 §7: GET /api/bookings/{id}, the caller's booking with the lines of its price. */
export function bookingSummaryRoutes(app: FastifyInstance, deps: ServerDeps): void {
  registerEndpoint(app, deps, bookingContract.getBooking, async ({ params, auth }) => ({ booking: await bookingSummary(deps.db, params.bookingId, auth.id) }));
}
