import * as z from 'zod/mini';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { currencyCode, money } from './common';
import { priceLine } from './quotes';

/**
 * A booking as stored (spec part 2 §3 "Booking", the fields its confirmation shows), with the lines of
 * its price: the same lines the quote had, plus its insurance. totalAmount is what the lines not paid
 * at the club add up to; paidAmount + pendingAmount = totalAmount while it is active.
 */
export const bookingSummary = z.object({
  id: z.int(),
  status: z.enum(['BOOKED', 'PARTIALLY_PAYED', 'PAYED', 'USED', 'CANCELLED', 'EXCHANGED']),
  club_id: z.int(),
  club_name: z.string(),
  club_timezone: z.string(),
  /** The club's language: the text it entered (court, extras, coupon names) is in it. */
  club_language_code: z.string(),
  sport_id: z.int(),
  /** The sport's stable code ('padel', 'tennis', ...): the app names it in the reader's language. */
  sport_code: z.string(),
  sport_name: z.string(),
  court_id: z.int(),
  courtName: z.string(),
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
  priceLines: z.array(priceLine),
  totalAmount: money,
  paidAmount: money,
  pendingAmount: money,
  /** Extras paid at the club, outside the total. */
  atClubAmount: money,
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
  errors: {},
});
