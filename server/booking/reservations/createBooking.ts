import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { bookingContract } from '#kernel/contract';
import type { Db } from '#server/db/client';
import { SQLSTATE, sqlState } from '#server/db/rows';
import { bookings, payments, users } from '#server/db/schema';
import { inTransaction } from '#server/db/transaction';
import { callFailure } from '#server/http/apiFailure';
import { fopCodeOf } from '#server/payments/fops';
import { PaymentGateway, refuseOthersCard } from '#server/payments/gateway';
import type { PaymentProvider } from '#server/payments/provider';
import { recordPayment, settlePayment, type PaymentRow } from '#server/payments/bookingPayment';
import { checkBookingForm, checkedInsurance, type BookingBody } from './bookingForm';
import { recordBooking, takeHold } from './bookingRecord';
import { ownBookingOver } from './claims';
import { placeHold } from './holds';
import type { ClubSportContext } from '#server/booking/availability/clubContext';
import type { ResolvedSlot } from '#server/booking/availability/findSlot';
import { insurancePlanFor } from './insurancePlan';
import { computeQuote, type Quote } from './quote/quote';
import { notifyBookingEvent } from '#server/notifications/bookingEvents';
import { exchangeBasis, exchangedBookingId } from './exchange/exchangeBasis';
import { carryOver, leaveExchangedBooking } from './exchange/carryOver';

const endpoint = bookingContract.createBooking;
type BookingRow = typeof bookings.$inferSelect;

export interface BookingRequest {
  context: ClubSportContext;
  slot: ResolvedSlot;
  callerId: number;
  body: BookingBody;
  db: Db;
  payments: PaymentProvider;
  now: () => Date;
  /** The length of a hold taken again by the booking (HOLD_SECONDS), else the club's. */
  holdLengthMs?: number | null;
}

export interface BookingAnswer {
  bookingId: number;
  status: 'BOOKED' | 'PARTIALLY_PAYED' | 'PAYED' | 'CANCELLED';
  paymentData: { status: 'APPROVED' | 'PENDING' | 'REJECTED'; redirectURL: string | null; errCategory: string | null } | null;
  webpay_id: string | null;
}

/** The booking's failure when anyone on it cannot be booked: the booking's own problem first, then each person's. */
function refuse(quote: Quote, body: BookingBody): void {
  if (quote.bookingProblem) {
    const { code, count, details } = quote.bookingProblem;
    throw callFailure(endpoint, code, count !== null || details ? { ...(count !== null ? { count } : {}), ...details } : undefined);
  }
  const index = quote.problems.findIndex((p) => p !== null);
  if (index < 0) return;
  const { code, count } = quote.problems[index]!;
  throw callFailure(endpoint, code, { ...(count !== null ? { count } : {}), userId: body.bookUserIds[index].userId });
}

function answerOf(booking: BookingRow, payment: PaymentRow | null): BookingAnswer {
  const status =
    booking.status === 'PAYED' || booking.status === 'PARTIALLY_PAYED' || booking.status === 'CANCELLED' ? booking.status : 'BOOKED';
  return {
    bookingId: booking.id,
    status,
    paymentData: payment
      ? {
          status: payment.status === 'CREATED' ? 'PENDING' : payment.status,
          redirectURL: payment.redirectUrl,
          errCategory: payment.errCategory,
        }
      : null,
    webpay_id: null,
  };
}

/** The answer of the booking an earlier request with this idempotency key made, if any. */
async function earlierAnswer(db: Db, callerId: number, key: string | undefined): Promise<BookingAnswer | null> {
  if (!key) return null;
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.createdBy, callerId), eq(bookings.idempotencyKey, key)));
  if (!booking) return null;
  const [payment] = await db.select().from(payments).where(eq(payments.bookingId, booking.id)).orderBy(desc(payments.id)).limit(1);
  return answerOf(booking, payment ?? null);
}

/**
 * bookingsv2: in one transaction the people's rows are locked (so limits count every booking of theirs),
 * the quote is judged again, the caller's hold is swapped to 'booked' (once, while live) and the booking,
 * its claim or seats, coupons and codes are written, with a CREATED payment when something is paid now.
 * The provider is asked after the commit. A retry with the same idempotency key answers the same booking.
 */
export async function createBooking(request: BookingRequest): Promise<BookingAnswer> {
  const { db, context, slot, callerId, body } = request;
  const earlier = await earlierAnswer(db, callerId, body.idempotencyKey);
  if (earlier) return earlier;
  // Someone else's saved card (or a token the provider does not know) is -133 before anything is written.
  if (body.action !== 'book' && request.payments instanceof PaymentGateway) {
    await refuseOthersCard(request.payments.ctx, endpoint, callerId, fopCodeOf(body.fopId), body.fopParams ?? {});
  }
  const now = request.now();
  const wantsInsurance = body.insuranceInformation && body.insuranceInformation.selected !== 'donotwant';
  const plan = wantsInsurance ? await insurancePlanFor(db, context.club, context.rules, now) : null;
  let made: { booking: BookingRow; payment: PaymentRow | null; bookingPart: number };
  try {
    made = await inTransaction(db, async (tx) => {
      const people = [...new Set([callerId, ...body.bookUserIds.map((e) => e.userId)])];
      await tx.select({ id: users.id }).from(users).where(inArray(users.id, people)).orderBy(asc(users.id)).for('update');
      // A change: the booking being changed is locked and checked again under the same transaction.
      const changing = exchangedBookingId(body.bookUserIds);
      const exchange =
        changing === null
          ? null
          : await exchangeBasis(tx, endpoint, {
              bookingId: changing,
              callerId,
              clubId: context.club.id,
              sportId: context.config.sportId,
              people: body.bookUserIds.length,
              now,
              lock: true,
            });
      const quote = await computeQuote(tx, {
        exchange,
        context,
        slot,
        callerId,
        entries: body.bookUserIds,
        discountBin: body.discountBin ?? null,
        promoCode: body.promo_code ?? null,
        now,
      });
      refuse(quote, body);
      checkBookingForm(context, body, quote);
      // A change keeps the insurance it had (the insurance step is skipped) and frees its slot first, in
      // this transaction: if anything below fails, it is still booked as it was.
      const insurance = exchange ? exchange.booking.insurance : checkedInsurance(context, body, plan);
      if (exchange) await leaveExchangedBooking(tx, exchange, now);
      // The caller's live hold, or (it ran out, or was given back) the slot taken again here, under the
      // same exclusion constraint: someone else's claim refuses it (-99).
      const taken =
        (await takeHold(tx, callerId, body.holdId ?? null, slot, now)) ?? (await takeHold(tx, callerId, quote.hold?.id ?? null, slot, now));
      const hold =
        taken ??
        (await takeHold(
          tx,
          callerId,
          (
            await placeHold(tx, {
              context,
              slot,
              userId: callerId,
              seats: slot.court.capacity !== null ? body.bookUserIds.length : 1,
              idempotencyKey: null,
              now,
              lengthMs: request.holdLengthMs,
            })
          ).id,
          slot,
          now,
        ));
      if (!hold) throw callFailure(endpoint, '-99');
      const recorded = await recordBooking(tx, { context, slot, hold, quote, body, callerId, insurance, now });
      const booking = exchange ? await carryOver(tx, exchange, recorded, quote, callerId, now) : recorded;
      const { pay, downpay } = quote.actions.paymentAmounts;
      const bookingPart = body.action === 'pay' ? pay : body.action === 'downpay' ? downpay : 0;
      if (bookingPart <= 0) return { booking, payment: null, bookingPart };
      // A change's insurance came with the booking it replaced: it is not charged again.
      const amount = bookingPart + (quote.fee.active ? quote.fee.feeAmount : 0) + (exchange ? 0 : (insurance?.amountTotal ?? 0));
      const action = body.action as 'pay' | 'downpay';
      const payment = await recordPayment(
        tx,
        { bookingId: booking.id, userId: callerId, action, amount, currencyCode: booking.currencyCode, fopId: body.fopId ?? null },
        request.payments.name,
        now,
      );
      return { booking, payment, bookingPart };
    });
  } catch (error) {
    const again = await earlierAnswer(db, callerId, body.idempotencyKey);
    if (again) return again;
    if (sqlState(error) === SQLSTATE.checkViolation || sqlState(error) === SQLSTATE.exclusionViolation) {
      // Taken by the caller's own booking (the same slot booked from another tab): say so.
      const range = { courtId: slot.court.id, startsAt: slot.grid.startsAt, endsAt: slot.grid.endsAt };
      const own = await ownBookingOver(db, range, callerId);
      throw callFailure(endpoint, '-99', own ? { reason: 'ownBooking', bookingId: own } : undefined);
    }
    throw error;
  }
  if (!made.payment) {
    // Booked with nothing paid now: confirmed at once (a payment's approval confirms the others, in settle).
    if (request.payments instanceof PaymentGateway)
      await notifyBookingEvent(request.payments.ctx.notifier, db, 'bookingConfirmed', made.booking.id);
    return answerOf(made.booking, null);
  }
  const settled = await settlePayment(db, request.payments, made.payment, made.bookingPart, body.fopParams ?? {}, request.now);
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, made.booking.id));
  return answerOf(booking, settled);
}
