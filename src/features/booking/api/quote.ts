// The quote (POST .../courts/{courtId}/quotev2), mapped to the machine's Quote: the booking user's
// priced slot, the payment actions, the verdict on the discount code and the hold it found.
// Another player's problem (quotes[].error) rejects the actor with that player's code, count and
// userId, so the flow shows it next to the players (the quote table's -16x rows are inline).
import { fromPromise } from 'xstate';
import type { Quote, RequestQuoteInput } from '#machines/booking';
import { ApiError } from '#api/apiError';
import type { ApiClient } from '#api/client';
import type { BodyOf, Endpoints, ResponseOf } from '#kernel/contract';
import type { QuoteDetails } from './views';
import { requestQuote } from '#kernel/contract/booking/quotes';

type QuoteAnswer = ResponseOf<Endpoints['requestQuote']>;
type QuoteBody = BodyOf<Endpoints['requestQuote']>;

export function toQuoteBody(input: RequestQuoteInput): QuoteBody {
  return {
    clubId: input.clubId,
    sportId: input.sportId,
    courtId: input.courtId,
    date: input.date,
    time: input.time,
    timespan: input.timespan,
    bookUserIds: input.bookUserIds.map((e) => ({
      userId: e.userId,
      firstName: e.firstName,
      lastName: e.lastName,
      ancillaries: e.ancillaries,
      clubCouponId: e.clubCouponId,
      discountCode: e.discountCode,
      cleanChanged: e.cleanChanged,
      eBookingId: e.eBookingId,
      ...(e.LATAMPASSAccountId ? { LATAMPASSAccountId: e.LATAMPASSAccountId } : {}),
    })),
    discountBin: input.discountBin,
    isElegibleForCrossBlock: input.isElegibleForCrossBlock,
  };
}

/** The booking user's line of the answer (the first one, or the one with their id). */
function ownLine(answer: QuoteAnswer, userId: number) {
  return answer.quotes.find((q) => q.userId === userId) ?? answer.quotes[0];
}

/** The first other player's problem, as the error the flow reads; null when everyone can play. */
export function playerProblem(answer: QuoteAnswer, userId: number): ApiError | null {
  const line = answer.quotes.find((q) => q.userId !== userId && q.error);
  if (!line?.error) return null;
  const details: Record<string, unknown> = { userId: line.userId };
  if (line.error.count !== null) details.count = line.error.count;
  return new ApiError('requestQuote', 422, { code: line.error.code, message: line.error.message, details });
}

export function toQuote(answer: QuoteAnswer, userId: number): QuoteDetails {
  const line = ownLine(answer, userId);
  if (!line) throw new ApiError('requestQuote', 200, { code: 'CONTRACT', message: 'A quote without lines' });
  const slot = line.slot;
  const price = slot.priceInfo;
  const code = price.reedeemedCode;
  return {
    slot: {
      clubId: slot.clubId,
      courtId: slot.courtId,
      courtName: slot.courtName,
      ...(slot.round ? { round: slot.round } : {}),
      priceInfo: {
        amount: price.amount,
        timespan: price.timespan,
        price_id: price.price_id,
        promoCode: price.promoCode,
        promoAmount: price.promoAmount,
      },
      clubCurrencyCode: slot.clubCurrencyCode,
      clubTimezone: slot.clubTimezone,
      localTLDateTime: slot.localTLDateTime,
      ancillaries: slot.ancillaries.map((a) => ({
        club_ancillary_id: a.club_ancillary_id,
        name: a.name,
        amount: a.amount,
        online_payment: a.online_payment,
        min_items: a.min_items,
        max_items: a.max_items,
      })),
      canUseCouponsArray: slot.canUseCouponsArray,
      courtCapacityEnabled: slot.courtCapacityEnabled,
      minCapacity: slot.minCapacity,
      minBookings: slot.minBookings,
    },
    bookingActions: {
      paymentAmounts: { pay: answer.bookingActions.paymentAmounts.pay, downpay: answer.bookingActions.paymentAmounts.downpay },
      forbidPaymentAtBooking: answer.bookingActions.forbidPaymentAtBooking,
    },
    discount: code ? { code: code.codeFromApp, action: code.action, alert: code.alert } : null,
    // Every line of the price, of every player: the summary shows them adding up to the total.
    priceLines: answer.priceLines,
    bookingChange: price.bookingChange,
    preBookTimestamp: answer.preBookTimestamp,
    preBookExpiration: answer.preBookExpiration,
  };
}

export function quoteActors(api: ApiClient) {
  return {
    requestQuote: fromPromise<Quote, RequestQuoteInput>(async ({ input, signal }) => {
      const params = { clubId: input.clubId, sportId: input.sportId, courtId: input.courtId };
      const answer = await api.call(requestQuote, { params, body: toQuoteBody(input), signal });
      const bookingUserId = input.bookUserIds[0]?.userId ?? 0;
      const problem = playerProblem(answer, bookingUserId);
      if (problem) throw problem;
      // preBookTimestamp is the server's time of this answer: expiration minus it is the time left.
      return toQuote(answer, bookingUserId);
    }),
  };
}
