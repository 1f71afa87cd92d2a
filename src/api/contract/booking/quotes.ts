import { z } from 'zod';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { QUOTE_ERRORS } from './bookingErrors';
import { ancillary, clubDate, clubTimeInput, courtParams, currencyCode, money } from './common';

/** One person of a quote or booking (spec part 1 §3 "Booking-user entry"); the first is the booking user. */
export const bookUserEntry = z.object({
  userId: idParam,
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
  ancillaries: z.array(z.object({ club_ancillary_id: idParam, quantity: z.number().int().min(0).max(99) })).max(20).optional(),
  clubCouponId: idParam.nullable().optional(),
  discountCode: z.string().trim().max(40).nullable().optional(),
  /** The user removed the code they had: the quote answers action 'clear'. */
  cleanChanged: z.boolean().optional(),
  LATAMPASSAccountId: z.string().max(40).nullable().optional(),
  eBookingId: idParam.nullable().optional(),
});
export type BookUserEntryDto = z.infer<typeof bookUserEntry>;

export const quoteBody = z.object({
  clubId: idParam.optional(),
  sportId: idParam.optional(),
  courtId: idParam.optional(),
  date: clubDate,
  time: clubTimeInput,
  timespan: z.number().int().min(15).max(1440),
  bookUserIds: z.array(bookUserEntry).min(1).max(50),
  /** The card bin (exactly six digits) of a bank discount. */
  discountBin: z.string().regex(/^\d{6}$/, 'the bin has exactly six digits').nullable().optional(),
  isElegibleForCrossBlock: z.boolean().optional(),
  /** The hold to use; by default the caller's live hold on this court and time. */
  holdId: idParam.optional(),
});

export const discountAlert = z.enum(['alreadyInUse', 'usedOrMissing', 'notWorthwhile', 'notWorthwhileUnavailable']);

export const priceInfo = z.object({
  timespan: z.number().int(),
  /** Everything this person's share is worth: the price plus all extras. */
  amount: money,
  /** What can be paid online before discounts: the price plus extras paid online. */
  app_amount: money,
  /** COURT: the booking user pays the court; PLAYER: each person pays a seat. */
  priceType: z.enum(['COURT', 'PLAYER']),
  price_id: z.number().int().nullable(),
  couponAmount: money,
  promoCode: z.string().nullable(),
  promoAmount: money,
  /** app_amount after the coupon and the discount: what this person pays online. */
  discounted_app_amount: money,
  customer_code_id: z.number().int().nullable(),
  detail: z.array(z.object({ price_id: z.number().int(), amount: money, discount_customer_code_id: z.number().int().nullable(), discountToApply: money })),
  reedeemedCode: z.object({ codeFromApp: z.string(), action: z.enum(['accept', 'clear', 'reject']), alert: discountAlert.nullable() }).nullable(),
  bookingChange: z.null(),
});

export const quotedSlot = z.object({
  clubId: z.number().int(),
  sportId: z.number().int(),
  courtId: z.number().int(),
  courtNumber: z.number().int(),
  courtName: z.string(),
  courtText: z.string(),
  local_date: z.string(),
  local_start_time: z.string(),
  local_end_time: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  priceInfo,
  clubCurrencyCode: currencyCode,
  clubTimezone: z.string(),
  /** Pay before this club-local 'yyyy-MM-dd HH:mm:ss'; null: no deadline. */
  localTLDateTime: z.string().nullable(),
  ancillaries: z.array(ancillary.extend({ quantity: z.number().int() })),
  canUseCouponsArray: z.array(z.number().int()),
  clubCouponId: z.number().int().nullable(),
  /** Bookings already on this slot (capacity courts). */
  bookings: z.number().int(),
  courtCapacityEnabled: z.boolean(),
  capacity: z.number().int().nullable(),
  usedCapacity: z.number().int().nullable(),
  usedCapacityPerUser: z.number().int().nullable(),
  maxCapacityPerBooking: z.number().int().nullable(),
  minCapacity: z.number().int().nullable(),
  minCapacityMode: z.enum(['ALL', 'FIRST']).nullable(),
  /** Players this booking needs at least (0: no minimum). */
  minBookings: z.number().int(),
  clubSportOfferBookForOthers: z.enum(['ALLOWED', 'NOT_ALLOWED', 'SAME_TIME']),
  bookinginsuranceMaxPlayersAmount: z.number().int(),
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

export const quoteError = z.object({ code: z.string(), message: z.string(), count: z.number().int().nullable() });

export const quoteAnswer = {
  quotes: z.array(z.object({ userId: z.number().int(), slot: quotedSlot, error: quoteError.nullable(), bookingActions })),
  bookingActions,
  holdId: z.number().int().nullable(),
  preBookTimestamp: z.string().nullable(),
  preBookExpiration: z.string().nullable(),
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
