import {
  QUOTE_ERRORS,
  type BookingActionsDto,
  type BookUserEntryDto,
  type PriceLineDto,
  type QuotedSlotDto,
} from '#kernel/contract/booking';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/transaction';
import type { ClubSportContext } from '#server/booking/availability/clubContext';
import type { ResolvedSlot } from '#server/booking/availability/findSlot';
import { liveHoldAt, type HoldRow } from '../holds';
import { loadOccupancy, seatKey } from '#server/booking/availability/occupancy';
import { serviceFeeFor, type ServiceFee } from '../serviceFee';
import { bookingActions, localDateTime, payBefore } from './bookingActions';
import { judgeDiscount, type DiscountVerdict } from './discounts';
import { loadQuoteFacts, type QuoteFacts } from './facts';
import { shares, type Share } from './pricing';
import { couponNames, quoteLines } from './quoteLines';
import { bookingProblem, minimumPlayers, personProblem, type QuoteProblem, type SlotUse } from './rules';
import { changeTerms, type ExchangeBasis } from '../exchange/exchangeBasis';

export interface QuoteRequest {
  context: ClubSportContext;
  slot: ResolvedSlot;
  callerId: number;
  entries: BookUserEntryDto[];
  discountBin: string | null;
  /** The booking body's promo_code: the booking user's code when their entry has none. */
  promoCode: string | null;
  now: Date;
  /** A change (eBookingId): the booking being changed, checked (exchange/exchangeBasis.ts). */
  exchange?: ExchangeBasis | null;
}

/** A computed quote: the answer and what the booking needs from it. */
export interface Quote {
  bookingProblem: QuoteProblem | null;
  /** Per person, the first problem (own rules, or a coupon of theirs that ran out). */
  problems: (QuoteProblem | null)[];
  shares: Share[];
  verdicts: DiscountVerdict[];
  fee: ServiceFee;
  actions: BookingActionsDto;
  hold: HoldRow | null;
  /** The server's clock when the quote was computed. */
  computedAt: Date;
  facts: QuoteFacts;
  slotDtos: QuotedSlotDto[];
  perPersonActions: BookingActionsDto[];
  /** Every line of the price; those not paid at the club add up to actions' totalWithFee. */
  priceLines: PriceLineDto[];
}

async function slotUse(db: Db | Tx, request: QuoteRequest, hold: HoldRow | null) {
  const { slot, callerId, now } = request;
  const capacity = slot.court.capacity;
  const courts = capacity === null ? { exclusive: [slot.court.id], capacity: [] } : { exclusive: [], capacity: [slot.court.id] };
  const occupancy = await loadOccupancy(db, courts, slot.grid.startsAt, slot.grid.endsAt, now, callerId);
  if (capacity === null) {
    const others = (occupancy.claimsByCourt.get(slot.court.id) ?? []).filter((c) => c.userId !== callerId);
    return { use: { takenByOthers: others.length > 0, bookingsOnSlot: 0 } satisfies SlotUse, used: null, mine: null };
  }
  const seats = occupancy.seats.get(seatKey(slot.court.id, slot.grid.startsAt)) ?? { used: 0, mine: 0, bookings: 0 };
  const free = capacity - seats.used + (hold?.seats ?? 0);
  return { use: { takenByOthers: free < request.entries.length, bookingsOnSlot: seats.bookings }, used: seats.used, mine: seats.mine };
}

const asError = (p: QuoteProblem | null) =>
  p ? { code: p.code, message: QUOTE_ERRORS[p.code]?.meaning ?? 'Not available', count: p.count } : null;

/**
 * Prices a slot for each person and judges every rule, in the caller's transaction when booking (so
 * limits and coupons are read under the same locks the booking writes with).
 */
export async function computeQuote(db: Db | Tx, request: QuoteRequest): Promise<Quote> {
  const { context, slot, callerId, entries, now } = request;
  const hold = await liveHoldAt(db, callerId, slot.court.id, slot.grid.startsAt, now);
  const userIds = entries.map((e) => e.userId);
  const exchange = request.exchange ?? null;
  const [facts, occupied] = await Promise.all([
    loadQuoteFacts(db, context, slot, callerId, userIds, now, exchange?.booking.id ?? null),
    slotUse(db, request, hold),
  ]);
  const capacityCourt = slot.court.capacity !== null;
  const personShares = shares(entries, slot.price.amount, capacityCourt, facts);
  const verdicts: DiscountVerdict[] = [];
  for (const [index, entry] of entries.entries()) {
    const share = personShares[index];
    const code = entry.discountCode ?? (index === 0 ? request.promoCode : null);
    verdicts.push(
      await judgeDiscount(db, {
        clubId: context.club.id,
        userId: entry.userId,
        code: code ?? null,
        bin: index === 0 ? request.discountBin : null,
        cleanChanged: entry.cleanChanged ?? false,
        payable: share.appAmount - share.couponAmount,
        now,
      }),
    );
  }
  const payOf = (i: number) => Math.max(0, personShares[i].appAmount - personShares[i].couponAmount - verdicts[i].promoAmount);
  const price = entries.reduce((sum, _e, i) => sum + payOf(i), 0);
  // A change pays only what the new slot costs beyond what was paid; the fee was charged with the first.
  const change = exchange ? changeTerms(exchange, price) : null;
  const pay = change ? change.toPay : price;
  const fee = change ? change.fee : await serviceFeeFor(db, context.club.id, context.rules.onlinePayment ? pay : 0);
  const deadline = payBefore(context, slot.grid.startsAt);
  const problems = entries.map((entry, index) => {
    const own = personProblem(context, facts, entry.userId, index === 0);
    if (own) return own;
    return personShares[index].couponMissing !== null ? { code: '-7711', count: null } : null;
  });
  const minBookings = minimumPlayers(slot.court, occupied.use.bookingsOnSlot);
  const slotDtos = entries.map((_entry, index) => {
    const share = personShares[index];
    const verdict = verdicts[index];
    const { court, grid, price } = slot;
    return {
      clubId: context.club.id,
      sportId: context.config.sportId,
      courtId: court.id,
      courtNumber: court.sort + 1,
      courtName: court.name,
      courtText: court.name,
      ...(slot.round
        ? {
            round: {
              endCourtId: slot.round.end.court.id,
              endCourtName: slot.round.end.court.name,
              local_start_time: slot.round.end.grid.localStartTime,
              local_end_time: slot.round.end.grid.localEndTime,
            },
          }
        : {}),
      local_date: grid.localDate,
      local_start_time: grid.localStartTime,
      local_end_time: grid.localEndTime,
      starts_at: grid.startsAt.toISOString(),
      ends_at: grid.endsAt.toISOString(),
      priceInfo: {
        timespan: grid.timespan,
        amount: share.amount,
        app_amount: share.appAmount,
        priceType: share.priceType,
        price_id: price.id,
        couponAmount: share.couponAmount,
        promoCode: verdict.code?.code ?? null,
        promoAmount: verdict.promoAmount,
        discounted_app_amount: payOf(index),
        customer_code_id: facts.customerCodes.get(entries[index].userId)?.id ?? null,
        detail: [
          {
            price_id: price.id,
            amount: share.base,
            discount_customer_code_id: null,
            discountToApply: share.couponAmount + verdict.promoAmount,
          },
        ],
        reedeemedCode: verdict.reedeemedCode,
        bookingChange: change && index === 0 ? change.dto : null,
      },
      clubCurrencyCode: context.club.currencyCode,
      clubTimezone: context.club.timezone,
      localTLDateTime: localDateTime(context, deadline),
      ancillaries: facts.ancillaries.map((a) => ({
        club_ancillary_id: a.id,
        name: a.name,
        amount: a.amount,
        online_payment: a.onlinePayment ? ('Y' as const) : ('N' as const),
        min_items: a.minItems,
        max_items: a.maxItems,
        quantity: share.ancillaries.find((c) => c.club_ancillary_id === a.id)?.quantity ?? 0,
      })),
      canUseCouponsArray: facts.couponKinds,
      clubCouponId: share.clubCouponId,
      bookings: occupied.use.bookingsOnSlot,
      courtCapacityEnabled: capacityCourt,
      capacity: court.capacity,
      usedCapacity: occupied.used,
      usedCapacityPerUser: occupied.mine,
      maxCapacityPerBooking: capacityCourt ? (court.maxCapacityPerBooking ?? court.capacity) : null,
      minCapacity: capacityCourt ? court.minCapacity : null,
      minCapacityMode: capacityCourt && court.minCapacity ? (court.minCapacityMode ?? 'ALL') : null,
      minBookings,
      clubSportOfferBookForOthers: context.config.bookForOthers,
      bookinginsuranceMaxPlayersAmount: context.config.maxPlayers,
    } satisfies QuotedSlotDto;
  });
  const actions = bookingActions(context, pay, fee, deadline, now);
  const names = await couponNames(db, personShares);
  return {
    bookingProblem: bookingProblem(context, slot.court, facts, callerId, userIds, occupied.use),
    problems,
    shares: personShares,
    verdicts,
    fee,
    actions,
    hold,
    computedAt: now,
    facts,
    slotDtos,
    perPersonActions: entries.map((_e, i) => bookingActions(context, payOf(i), { active: false, feeAmount: 0 }, deadline, now)),
    priceLines: quoteLines(entries, personShares, verdicts, facts, names, actions.serviceFee),
  };
}

/**
 * The quotev2 answer of a computed quote. The hold's window is stated as of the answer:
 * preBookTimestamp is the server's clock now (not the hold's creation, which the block answer
 * already gave), so preBookExpiration minus preBookTimestamp is the time left, and a client that
 * counts that down from the answer's arrival needs no clock of its own (a later quote no longer
 * restarts the countdown at the hold's full length). The hold is live here, so the time left is
 * above zero.
 */
export function quoteAnswer(quote: Quote, entries: BookUserEntryDto[]) {
  return {
    quotes: entries.map((entry, i) => ({
      userId: entry.userId,
      slot: quote.slotDtos[i],
      error: asError(quote.problems[i]),
      bookingActions: quote.perPersonActions[i],
    })),
    bookingActions: quote.actions,
    priceLines: quote.priceLines,
    holdId: quote.hold?.id ?? null,
    preBookTimestamp: quote.hold ? quote.computedAt.toISOString() : null,
    preBookExpiration: quote.hold?.expiresAt.toISOString() ?? null,
  };
}
