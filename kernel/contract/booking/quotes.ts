import * as z from 'zod/mini';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { QUOTE_ERRORS } from './bookingErrors';
import { ancillary, clubDate, clubTimeInput, courtParams, currencyCode, money } from './common';
import { roundBackNine } from './golf';

/** One person of a quote or booking (spec part 1 §3 "Booking-user entry"); the first is the booking user. */
export const bookUserEntry = z.object({
  userId: idParam,
  firstName: z.optional(z.string().check(z.maxLength(100))),
  lastName: z.optional(z.string().check(z.maxLength(100))),
  ancillaries: z.optional(
    z.array(z.object({ club_ancillary_id: idParam, quantity: z.int().check(z.minimum(0), z.maximum(99)) })).check(z.maxLength(20)),
  ),
  clubCouponId: z.optional(z.nullable(idParam)),
  discountCode: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(40)))),
  /** The user removed the code they had: the quote answers action 'clear'. */
  cleanChanged: z.optional(z.boolean()),
  eBookingId: z.optional(z.nullable(idParam)),
  /**
   * This person's LATAM Pass account id, for a club that takes LATAM Pass: the special-character filter
   * is applied (word characters, upper-cased), then 8–20 letters and digits, or -400.
   */
  LATAMPASSAccountId: z.optional(z.nullable(z.string().check(z.maxLength(60)))),
});
export type BookUserEntryDto = z.infer<typeof bookUserEntry>;

export const quoteBody = z.object({
  clubId: z.optional(idParam),
  sportId: z.optional(idParam),
  courtId: z.optional(idParam),
  date: clubDate,
  time: clubTimeInput,
  timespan: z.int().check(z.minimum(15), z.maximum(1440)),
  bookUserIds: z.array(bookUserEntry).check(z.minLength(1), z.maxLength(50)),
  /** The card bin (exactly six digits) of a bank discount. */
  discountBin: z.optional(z.nullable(z.string().check(z.regex(/^\d{6}$/, 'the bin has exactly six digits')))),
  isElegibleForCrossBlock: z.optional(z.boolean()),
  /** The hold to use; by default the caller's live hold on this court and time. */
  holdId: z.optional(idParam),
});

/**
 * What the booking being changed brings to the new one (spec part 1 §3 priceInfo.bookingChange): what
 * was paid for it (totalAmountPayed, carried over), its service fee and insurance (kept, not charged
 * again), what is left to pay for the new one (toPay) and what goes to the club credit when the new one
 * costs less than what was paid (credit).
 */
export const bookingChange = z.object({
  bookingId: z.int(),
  totalAmountPayed: money,
  serviceFee: money,
  insuranceTotalAmount: money,
  toPay: money,
  credit: money,
});
export type BookingChangeDto = z.infer<typeof bookingChange>;

export const discountAlert = z.enum(['alreadyInUse', 'usedOrMissing', 'notWorthwhile', 'notWorthwhileUnavailable']);

export const priceInfo = z.object({
  timespan: z.int(),
  /** Everything this person's share is worth: the price plus all extras. */
  amount: money,
  /** What can be paid online before discounts: the price plus extras paid online. */
  app_amount: money,
  /** COURT: the booking user pays the court; PLAYER: each person pays a seat. */
  priceType: z.enum(['COURT', 'PLAYER']),
  price_id: z.nullable(z.int()),
  couponAmount: money,
  promoCode: z.nullable(z.string()),
  promoAmount: money,
  /** app_amount after the coupon and the discount: what this person pays online. */
  discounted_app_amount: money,
  customer_code_id: z.nullable(z.int()),
  detail: z.array(z.object({ price_id: z.int(), amount: money, discount_customer_code_id: z.nullable(z.int()), discountToApply: money })),
  reedeemedCode: z.nullable(
    z.object({ codeFromApp: z.string(), action: z.enum(['accept', 'clear', 'reject']), alert: z.nullable(discountAlert) }),
  ),
  /** Only in a change (eBookingId): what the booking being changed brings (see bookingChange). */
  bookingChange: z.nullable(bookingChange),
});

export const quotedSlot = z.object({
  clubId: z.int(),
  sportId: z.int(),
  courtId: z.int(),
  courtNumber: z.int(),
  courtName: z.string(),
  courtText: z.string(),
  /** Golf, an 18-hole round (isElegibleForCrossBlock): its back nine; the slot's court and times are the first nine. */
  round: z.optional(roundBackNine),
  local_date: z.string(),
  local_start_time: z.string(),
  local_end_time: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  priceInfo,
  clubCurrencyCode: currencyCode,
  clubTimezone: z.string(),
  /** Pay before this club-local 'yyyy-MM-dd HH:mm:ss'; null: no deadline. */
  localTLDateTime: z.nullable(z.string()),
  ancillaries: z.array(z.extend(ancillary, { quantity: z.int() })),
  canUseCouponsArray: z.array(z.int()),
  clubCouponId: z.nullable(z.int()),
  /** Bookings already on this slot (capacity courts). */
  bookings: z.int(),
  courtCapacityEnabled: z.boolean(),
  capacity: z.nullable(z.int()),
  usedCapacity: z.nullable(z.int()),
  usedCapacityPerUser: z.nullable(z.int()),
  maxCapacityPerBooking: z.nullable(z.int()),
  minCapacity: z.nullable(z.int()),
  minCapacityMode: z.nullable(z.enum(['ALL', 'FIRST'])),
  /** Players this booking needs at least (0: no minimum). */
  minBookings: z.int(),
  clubSportOfferBookForOthers: z.enum(['ALLOWED', 'NOT_ALLOWED', 'SAME_TIME']),
  bookinginsuranceMaxPlayersAmount: z.int(),
});
export type QuotedSlotDto = z.infer<typeof quotedSlot>;

export const bookingActions = z.object({
  paymentAmounts: z.object({
    pay: money,
    downpay: money,
    totalWithFee: money,
    pay_formatted: z.string(),
    downpay_formatted: z.string(),
    totalWithFee_formatted: z.string(),
  }),
  serviceFee: z.object({ active: z.boolean(), feeAmount: money }),
  /** The club takes no payment while booking (no online payment): only 'book'. */
  forbidPaymentAtBooking: z.boolean(),
  actions: z.array(z.enum(['pay', 'downpay', 'book'])),
});
export type BookingActionsDto = z.infer<typeof bookingActions>;

/**
 * One line of a booking's price (signed minor units: coupons and discounts are negative). The lines
 * not paid at the club add up to the total: a quote's paymentAmounts.pay plus its fee (totalWithFee);
 * a stored booking's also hold its insurance.
 */
export const priceLine = z.object({
  kind: z.enum(['court', 'seat', 'extra', 'coupon', 'discount', 'bankDiscount', 'fee', 'insurance']),
  /** Whose share it is (null: the booking's own, such as the fee). */
  userId: z.nullable(z.int()),
  /** The extra's club_ancillary_id or the coupon's clubCouponId. */
  referenceId: z.nullable(z.int()),
  /** Club-entered text as the club wrote it (an extra's or coupon's name) or the discount code; null for our own lines. */
  name: z.nullable(z.string()),
  quantity: z.int(),
  amount: z.int(),
  /** An extra paid at the club: shown, never in the total. */
  atClub: z.boolean(),
});
export type PriceLineDto = z.infer<typeof priceLine>;

export const quoteError = z.object({ code: z.string(), message: z.string(), count: z.nullable(z.int()) });

export const quoteAnswer = {
  quotes: z.array(z.object({ userId: z.int(), slot: quotedSlot, error: z.nullable(quoteError), bookingActions })),
  bookingActions,
  /** Every line that makes up the total, of every person (see priceLine). */
  priceLines: z.array(priceLine),
  holdId: z.nullable(z.int()),
  preBookTimestamp: z.nullable(z.string()),
  preBookExpiration: z.nullable(z.string()),
};

export const requestQuote = defineEndpoint({
  id: 'requestQuote',
  method: 'POST',
  path: '/api/clubs/:clubId/sports/:sportId/courts/:courtId/quotev2',
  auth: 'user',
  summary:
    "Price of a slot for each person (price per duration, extras, coupon, discount code) with each person's problem; fails on the booking user's own problem",
  params: courtParams,
  body: quoteBody,
  response: ok(quoteAnswer),
  errors: QUOTE_ERRORS,
});
