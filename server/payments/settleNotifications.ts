import { asc, eq } from 'drizzle-orm';
import { multipleProductItems } from '#server/db/schema';
import { notifyBookingEvent } from '#server/notifications/bookingEvents';
import type { PaymentContext } from './paymentContext';
import type { PaymentRow } from './settle';

/** The bookings a payment was for: its own, or each of its group's. */
async function bookingsPaidBy(ctx: PaymentContext, payment: PaymentRow): Promise<number[]> {
  if (payment.product !== 'multiple') return [payment.bookingId];
  const items = await ctx.db
    .select({ bookingId: multipleProductItems.bookingId })
    .from(multipleProductItems)
    .where(eq(multipleProductItems.multipleProductId, payment.multipleProductId!))
    .orderBy(asc(multipleProductItems.position));
  return items.flatMap((item) => (item.bookingId === null ? [] : [item.bookingId]));
}

/**
 * Tells the payer how a payment settled, once (only the call that moved it gets here). The payment
 * made with a booking confirms it: one 'booking confirmed', not two messages. A payment the player
 * cancelled in the app is not news to them; the booking's cancel tells the rest.
 */
export async function notifySettled(ctx: PaymentContext, payment: PaymentRow): Promise<void> {
  if (!ctx.notifier || payment.status === 'PENDING' || payment.status === 'CREATED') return;
  if (payment.status === 'REJECTED' && payment.errCategory === 'CANCELLED') return;
  const type = payment.status === 'APPROVED' ? (payment.product === 'booking' ? 'bookingConfirmed' : 'paymentApproved') : 'paymentRejected';
  for (const bookingId of await bookingsPaidBy(ctx, payment)) {
    await notifyBookingEvent(ctx.notifier, ctx.db, type, bookingId, type === 'bookingConfirmed' ? undefined : payment.userId);
  }
}
