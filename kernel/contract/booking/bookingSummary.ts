import { bookingNoAccess } from './noAccess';
import * as z from 'zod/mini';
import { idParam, yesNo } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { currencyCode, money } from './common';
import { priceLine } from './quotes';
import { playerStatus } from './players';
import { bookingMinPlayersFields } from './minPlayers';
import { roundBackNine } from './golf';

export const BOOKING_STATUSES = ['BOOKED', 'PARTIALLY_PAYED', 'PAYED', 'USED', 'CANCELLED', 'EXCHANGED'] as const;
export const bookingStatus = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatus>;

/** Spec part 2 §3 "Booking history actions": CREATED, then each status the booking moved to. */
export const BOOKING_HISTORY_ACTIONS = ['CREATED', 'PARTIALLY_PAYED', 'PAYED', 'USED', 'CANCELLED', 'EXCHANGED'] as const;
export const bookingHistoryEntry = z.object({ action: z.enum(BOOKING_HISTORY_ACTIONS), at: z.string() });
export type BookingHistoryEntryDto = z.infer<typeof bookingHistoryEntry>;

/** A person on the booking (spec §3 "players"): position 1 is the booking user. */
export const bookingSummaryPlayer = z.object({
  id: z.int(),
  user_id: z.int(),
  position: z.int(),
  status: playerStatus,
  firstName: z.string(),
  lastName: z.string(),
});
export type BookingSummaryPlayerDto = z.infer<typeof bookingSummaryPlayer>;

/**
 * A booking as stored (spec part 2 §3 "Booking", the fields its confirmation shows), with the lines of
 * its price: the same lines the quote had, plus its insurance. totalAmount is what the lines not paid
 * at the club add up to; paidAmount + pendingAmount = totalAmount while it is active.
 */
export const bookingSummary = z.object({
  id: z.int(),
  status: bookingStatus,
  /** Oldest first: CREATED, then every status change with its instant (ISO). */
  statusHistory: z.array(bookingHistoryEntry),
  club_id: z.int(),
  club_name: z.string(),
  /** ISO 3166 alpha-2: CO clubs prompt for an unbilled insurance (spec §4 "Insurance"). */
  club_country: z.string(),
  club_timezone: z.string(),
  /** The club's language: the text it entered (court, extras, coupon names) is in it. */
  club_language_code: z.string(),
  sport_id: z.int(),
  /** The sport's stable code ('padel', 'tennis', ...): the app names it in the reader's language. */
  sport_code: z.string(),
  sport_name: z.string(),
  court_id: z.int(),
  courtName: z.string(),
  /** Golf, an 18-hole round: its back nine, from the booking's claims (courtName and local_start_time are the first nine's). */
  round: z.optional(roundBackNine),
  user_id: z.int(),
  local_date: z.string(),
  local_start_time: z.string(),
  local_end_time: z.string(),
  timespan: z.int(),
  currencyCode,
  /** Everything the booking is worth before coupons and discounts (price and extras). */
  amount: money,
  /** What is paid through the app for the booking itself, after coupons and discounts. */
  onlineAmount: money,
  downpayment: money,
  totalAmountPayed: money,
  serviceFee: z.object({ serviceFeeTotal: money, feeAmount: money }),
  hasInsurance: z.boolean(),
  insuranceBilled: z.enum(['Y', 'N']),
  insuranceTotalAmount: money,
  insurancePlayerQuantity: z.int(),
  /** Golf: buckets of balls bought on the booking that the club's dispenser hands out (POST /api/ancillaries/dispenser). */
  dispenserItems: z.optional(z.int()),
  /** The dispenser already handed them out. */
  dispenserReleased: z.optional(z.boolean()),
  /** The insurance is unbilled and the booking is still active: payInsurance would take it. */
  insuranceCanBeCharged: z.boolean(),
  players: z.array(bookingSummaryPlayer),
  capacityEnabled: yesNo,
  /** Seats the booking takes on a capacity court; 1 for a court booked whole. */
  usedCapacity: z.int(),
  /** POST /api/bookings/{id}/pay with action pay is open: it charges payAmount (the rest of the online amount, and the fee if nothing was paid). */
  isPayable: z.boolean(),
  payAmount: money,
  /** action downpay is open (nothing paid yet, the club takes part payments): it charges downpayAmount. */
  isDownpayable: z.boolean(),
  downpayAmount: money,
  /** The caller's credit at the booking's club in its currency; POST .../pay-with-credit spends it on payAmount. */
  creditBalance: money,
  priceLines: z.array(priceLine),
  totalAmount: money,
  paidAmount: money,
  pendingAmount: money,
  /** Extras paid at the club, outside the total. */
  atClubAmount: money,
  /** The caller may change it for another slot (/book/exchange/{id}): active, not started, not being paid, nobody else on it. */
  isChangeable: z.boolean(),
  /** The club disabled the caller: a change goes to the club's page instead. */
  club_user_blocked: z.boolean(),
  /** The booking this one replaced (a change), and the one that replaced it. */
  exchangedFromId: z.nullable(z.int()),
  exchangedToId: z.nullable(z.int()),
  /** A free booking that needs players: its minimum, deadline, the club's words and who confirmed. */
  ...bookingMinPlayersFields,
});
export type BookingSummaryDto = z.infer<typeof bookingSummary>;

export const getBooking = defineEndpoint({
  id: 'getBooking',
  method: 'GET',
  path: '/api/bookings/:bookingId',
  auth: 'user',
  summary: "One of the caller's bookings (as booking user, maker or player) with the lines of its price and what is paid and still to pay",
  params: z.strictObject({ bookingId: idParam }),
  response: ok({ booking: bookingSummary }),
  ...bookingNoAccess,
});

const bookingIdParams = z.strictObject({ bookingId: idParam });

/** A payment of the booking (spec §3 "Voucher"): the form of payment and the provider's reference. */
export const voucher = z.object({
  fopId: z.nullable(z.int()),
  fopTransactionId: z.string(),
  /** What the payment paid: the booking (or part of it), its insurance, or a group of products. */
  product: z.enum(['booking', 'insurance', 'multiple']),
  amount: money,
  currencyCode,
  transactiondatetime: z.string(),
  cardLast4: z.nullable(z.string()),
});
export type VoucherDto = z.infer<typeof voucher>;

export const listBookingVouchers = defineEndpoint({
  id: 'listBookingVouchers',
  method: 'GET',
  path: '/api/products/1/transactions/:bookingId/vouchers',
  auth: 'user',
  summary: "The approved payments of one of the caller's bookings (the booking paid alone, its later payments and its insurance)",
  params: bookingIdParams,
  response: ok({ vouchers: z.array(voucher) }),
  ...bookingNoAccess,
});

export const listBookingMultipleVouchers = defineEndpoint({
  id: 'listBookingMultipleVouchers',
  method: 'GET',
  path: '/api/bookings/:bookingId/multiple-vouchers',
  auth: 'user',
  summary: "The approved multi-product payments that paid one of the caller's bookings together with others",
  params: bookingIdParams,
  response: ok({ vouchers: z.array(voucher) }),
  ...bookingNoAccess,
});

/** A seat of a capacity booking (spec §2: shown to the owner when the used capacity is above 1). */
export const multipleBooking = z.object({
  position: z.int(),
  user_id: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  status: playerStatus,
  amount: money,
  onlineAmount: money,
});
export type MultipleBookingDto = z.infer<typeof multipleBooking>;

export const listMultipleBookings = defineEndpoint({
  id: 'listMultipleBookings',
  method: 'GET',
  path: '/api/bookings/:bookingId/multiple-bookings',
  auth: 'user',
  summary:
    "The seats of one of the caller's capacity bookings, each with its person and share; only its owner sees them, and only when it takes more than one seat (else an empty list)",
  params: bookingIdParams,
  response: ok({ multipleBookings: z.array(multipleBooking) }),
  ...bookingNoAccess,
});

/** Spec §2 cross-sell: a club, sport, date and sport name to book next. */
export const crossSellData = z.object({
  clubId: z.int(),
  clubName: z.string(),
  sportId: z.int(),
  sportCode: z.string(),
  sportName: z.string(),
  date: z.string(),
});
export type CrossSellDto = z.infer<typeof crossSellData>;

export const getCrossSell = defineEndpoint({
  id: 'getCrossSell',
  method: 'GET',
  path: '/api/bookings/:bookingId/crossSell',
  auth: 'user',
  summary:
    "What to book after one of the caller's bookings: another sport of its club (or the same one) on the booking's date; null when the club has nothing else",
  params: bookingIdParams,
  response: ok({ crossSellData: z.nullable(crossSellData) }),
  ...bookingNoAccess,
});

export const getMultipleProduct = defineEndpoint({
  id: 'getMultipleProduct',
  method: 'GET',
  path: '/api/multiple-products/:multipleProductId',
  auth: 'user',
  summary:
    "One of the caller's multi-product groups: its items in order, the first being the main product (/multiple_product_summary redirects to it)",
  params: z.strictObject({ multipleProductId: idParam }),
  response: ok({
    items: z.array(z.object({ productId: z.int(), productTransactionId: z.int() })),
  }),
  errors: {},
});

export const getCanReview = defineEndpoint({
  id: 'getCanReview',
  method: 'GET',
  path: '/api/users/:userId/:os/can_review',
  auth: 'user',
  summary:
    'Whether the native app may ask the caller for a store review (spec part 2 §2): once they have a paid or used booking; another user id answers 404',
  params: z.strictObject({ userId: idParam, os: z.enum(['ios', 'android']) }),
  response: ok({ canReview: z.boolean() }),
  errors: {},
});
