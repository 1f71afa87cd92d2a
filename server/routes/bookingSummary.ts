import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { bookingContract } from '#kernel/contract';
import { bookingSummary } from '#server/booking/reservations/bookingSummary';
import { crossSell } from '#server/booking/reservations/crossSell';
import { multipleBookings } from '#server/booking/reservations/multipleBookings';
import { bookingMultipleVouchers, bookingVouchers } from '#server/booking/reservations/summaryVouchers';
import { bookings } from '#server/db/schema';
import type { ServerDeps } from '#server/deps';
import { noAccess } from '#server/http/apiFailure';
import { registerEndpoint } from '#server/http/registerEndpoint';
import { multipleProductItemsOf } from '#server/payments/multiProductSummary';

/**
 * Spec part 2 §7 "Booking": the booking summary's calls — the booking with its status history and
 * players, its vouchers (alone and in groups), its seats, the cross-sell, a multi-product group's
 * items and whether the app may ask for a review. Another user's booking answers 404 on every one.
 */
export function bookingSummaryRoutes(app: FastifyInstance, deps: ServerDeps): void {
  registerEndpoint(app, deps, bookingContract.getBooking, async ({ params, auth }) => ({
    booking: await bookingSummary(deps.db, params.bookingId, auth.id, deps.now()),
  }));
  registerEndpoint(app, deps, bookingContract.listBookingVouchers, async ({ params, auth }) => ({
    vouchers: await bookingVouchers(deps.db, params.bookingId, auth.id),
  }));
  registerEndpoint(app, deps, bookingContract.listBookingMultipleVouchers, async ({ params, auth }) => ({
    vouchers: await bookingMultipleVouchers(deps.db, params.bookingId, auth.id),
  }));
  registerEndpoint(app, deps, bookingContract.listMultipleBookings, async ({ params, auth }) => ({
    multipleBookings: await multipleBookings(deps.db, params.bookingId, auth.id),
  }));
  registerEndpoint(app, deps, bookingContract.getCrossSell, async ({ params, auth }) => ({
    crossSellData: await crossSell(deps.db, params.bookingId, auth.id),
  }));
  registerEndpoint(app, deps, bookingContract.getMultipleProduct, async ({ params, auth }) => ({
    items: await multipleProductItemsOf(deps.db, params.multipleProductId, auth.id),
  }));
  registerEndpoint(app, deps, bookingContract.getCanReview, async ({ params, auth }) => {
    if (params.userId !== auth.id) throw noAccess();
    // A player who has paid for or played a booking has something to review.
    const [paid] = await deps.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.createdBy, auth.id), inArray(bookings.status, ['PAYED', 'USED'])))
      .limit(1);
    return { canReview: Boolean(paid) };
  });
}
