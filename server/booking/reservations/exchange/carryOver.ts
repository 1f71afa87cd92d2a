import { eq } from 'drizzle-orm';
import { bookingContract } from '#kernel/contract';
import { bookings, clubCredits } from '#server/db/schema';
import type { Tx } from '#server/db/transaction';
import { callFailure } from '#server/http/apiFailure';
import { cancelBookingTx } from '../cancelBooking';
import { addToBalance } from '../creditExchange';
import type { Quote } from '../quote/quote';
import type { BookingRow, ExchangeBasis } from './exchangeBasis';

// The two writes of a change (spec part 1 §4.5), both inside the booking's transaction: the booking
// being changed ends EXCHANGED (its court or seats free at once, as a cancel frees them), and the new
// booking carries what was paid for it, its service fee and its insurance.

/** The booking being changed ends EXCHANGED; -5750 if something changed it since it was checked. */
export async function leaveExchangedBooking(tx: Tx, exchange: ExchangeBasis, now: Date): Promise<void> {
  if (!(await cancelBookingTx(tx, exchange.booking.id, now, 'EXCHANGED')))
    throw callFailure(bookingContract.createBooking, '-5750', { reason: 'notChangeable', bookingId: exchange.booking.id });
}

/**
 * The new booking takes what was paid (up to its own online amount), the fee and insurance of the one
 * it replaces, and names it; what was paid beyond the new price goes to the player's credit at the club
 * (the same ledger as trigger-credit-exchange, reason BOOKING_EXCHANGED).
 */
export async function carryOver(tx: Tx, exchange: ExchangeBasis, booking: BookingRow, quote: Quote, callerId: number, now: Date) {
  const change = quote.slotDtos[0].priceInfo.bookingChange;
  if (!change) throw new Error('A change was booked without its quote terms');
  const paid = change.totalAmountPayed - change.credit;
  // The quote's pay was only what is left to pay: the booking is worth the new slot's whole online price.
  const onlineAmount = change.toPay + paid;
  const status = paid <= 0 ? 'BOOKED' : paid >= onlineAmount ? 'PAYED' : 'PARTIALLY_PAYED';
  const [carried] = await tx
    .update(bookings)
    .set({
      onlineAmount,
      // Booked with the quote's left-to-pay: a paid slot is not a free booking that expires short of players.
      ...(onlineAmount > 0 ? { minPlayersDeadline: null } : {}),
      totalPaid: paid,
      serviceFee: exchange.booking.serviceFee,
      exchangedFromId: exchange.booking.id,
      status,
    })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (change.credit > 0) {
    const { clubId, currencyCode } = exchange.booking;
    await tx.insert(clubCredits).values({
      userId: callerId,
      clubId,
      currencyCode,
      amount: change.credit,
      reason: 'BOOKING_EXCHANGED',
      bookingId: exchange.booking.id,
      createdAt: now,
    });
    await addToBalance(tx, callerId, clubId, currencyCode, change.credit);
  }
  return carried;
}
