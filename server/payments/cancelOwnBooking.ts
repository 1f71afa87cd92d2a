import { eq } from 'drizzle-orm';
import type { EndpointDef } from '#kernel/contract';
import { managesAll } from '#server/booking/reservations/bookingAccess';
import { cancelBookingTx } from '#server/booking/reservations/cancelBooking';
import { bookings } from '#server/db/schema';
import { inTransaction } from '#server/db/transaction';
import { callFailure, noAccess } from '#server/http/apiFailure';
import type { PaymentGateway } from './gateway';
import { openPaymentsOf } from './multiProduct';
import { notifyBookingEvent } from '#server/notifications/bookingEvents';

// PATCH /api/bookings/{id} with replace /status CANCELLED (spec part 2 §4 "Cancel booking", §7): the
// caller's booking that nothing was paid for yet and that has not started. Its open payment (the
// player left the provider's page, issue 9 item 1) is voided at the provider first; then the booking
// is cancelled in one transaction, freeing the court or seats, coupons and codes at once.

type BookingRow = typeof bookings.$inferSelect;

const cancellable = (booking: BookingRow, now: Date) =>
  booking.status === 'BOOKED' && booking.totalPaid === 0 && booking.startsAt.getTime() > now.getTime();

export async function cancelOwnBooking(gateway: PaymentGateway, endpoint: EndpointDef, callerId: number, bookingId: number) {
  const { ctx } = gateway;
  const done = { id: bookingId, status: 'CANCELLED' as const };
  const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking || !(await managesAll(ctx.db, [booking], callerId))) throw noAccess(endpoint.noAccessCode);
  if (booking.status === 'CANCELLED') return done;
  const cannot = (reason: string) => callFailure(endpoint, '-52', { reason, status: booking.status });
  if (!cancellable(booking, ctx.now())) throw cannot('Only a booking with nothing paid that has not started is cancelled here');

  const open = await openPaymentsOf(ctx.db, [bookingId]);
  if (open.some((p) => p.multipleProductId !== null)) throw cannot('The booking is being paid in a group: cancel the group');
  for (const payment of open) {
    const settled = await gateway.voidOpen(payment);
    if (settled.status === 'CREATED' || settled.status === 'PENDING')
      throw cannot('The payment provider could not void the payment; try again');
  }
  const cancelled = await inTransaction(ctx.db, async (tx) => {
    const [locked] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (locked.status === 'CANCELLED') return false;
    if (!cancellable(locked, ctx.now()))
      throw callFailure(endpoint, '-52', { reason: 'The booking was paid meanwhile', status: locked.status });
    if ((await openPaymentsOf(tx, [bookingId])).length > 0)
      throw callFailure(endpoint, '-52', { reason: 'A payment of this booking started meanwhile' });
    return cancelBookingTx(tx, bookingId, ctx.now());
  });
  if (cancelled) await notifyBookingEvent(ctx.notifier, ctx.db, 'bookingCancelled', bookingId);
  return done;
}
