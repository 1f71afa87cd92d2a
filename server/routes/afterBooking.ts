import type { FastifyInstance } from 'fastify';
import { bookingContract } from '#kernel/contract';
import { bookingAncillaries, buyAncillary } from '#server/booking/reservations/bookingAncillaries';
import { convertToCredit } from '#server/booking/reservations/creditExchange';
import { payWithCredit } from '#server/booking/reservations/creditPayment';
import type { ServerDeps } from '#server/deps';
import { registerEndpoint } from '#server/http/registerEndpoint';

/** Spec part 2 §4, §7: a paid booking converted to credit, that credit spent on another; extras bought for a booking after making it. */
export function afterBookingRoutes(app: FastifyInstance, deps: ServerDeps): void {
  registerEndpoint(app, deps, bookingContract.convertBookingToCredit, async ({ params, auth }) =>
    convertToCredit(deps.db, bookingContract.convertBookingToCredit, auth.id, params.bookingId, deps.now()),
  );
  registerEndpoint(app, deps, bookingContract.payBookingWithCredit, async ({ params, auth }) =>
    payWithCredit(deps.db, bookingContract.payBookingWithCredit, auth.id, params.bookingId, deps.now()),
  );
  registerEndpoint(app, deps, bookingContract.listBookingAncillaries, async ({ params, auth }) =>
    bookingAncillaries(deps.db, params.bookingId, auth.id, deps.now()),
  );
  registerEndpoint(app, deps, bookingContract.buyAncillary, async ({ body, auth }) =>
    buyAncillary(deps.db, bookingContract.buyAncillary, auth.id, body.booking_id, body.club_ancillary_id, deps.now()),
  );
}
