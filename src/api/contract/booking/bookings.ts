import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { BOOKING_ERRORS } from './bookingErrors';
import { clubDate, clubSportParams, clubTimeInput, courtParams, money, timespan } from './common';
import { quoteBody } from './quotes';

/** paymentData of a pay or book answer (spec part 2 §3 "Payment data"). */
export const paymentData = z.object({
  status: z.enum(['APPROVED', 'PENDING', 'REJECTED']),
  redirectURL: z.string().nullable(),
  errCategory: z.string().nullable(),
});

export const insuranceInformation = z.object({
  playerCount: z.number().int().min(0).max(50),
  amountTotal: money.min(0),
  amountUnitary: money.min(0),
  planCode: z.string().max(40).nullable(),
  selected: z.enum(['single', 'team', 'donotwant']),
  timespan: z.number().int().min(0).max(1440),
  country: z.string().max(2),
});

export const createBooking = defineEndpoint({
  id: 'createBooking',
  method: 'POST',
  path: '/api/clubs/:clubId/sports/:sportId/courts/:courtId/bookingsv2',
  auth: 'user',
  summary:
    "Turn the caller's live hold into a booking (once per idempotencyKey). pay/downpay on an amount above 0 creates a payment with the provider; otherwise it books directly",
  params: courtParams,
  body: quoteBody.extend({
    action: z.enum(['pay', 'downpay', 'book']),
    comments: z.string().max(1000).optional(),
    fopId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
    fopParams: z.record(z.string().max(50), z.unknown()).nullable().optional(),
    promo_code: z.string().max(40).nullable().optional(),
    dataConfigValues: z.array(z.object({ dataConfigId: z.number().int(), value: z.string().max(500) })).max(30).optional(),
    serviceFee: z.object({ amount: money, isActive: z.boolean() }).nullable().optional(),
    insuranceInformation: insuranceInformation.nullable().optional(),
    preBookedData: z.object({ preBookTimestamp: z.string().nullable().optional(), preBookExpiration: z.string().nullable().optional() }).nullable().optional(),
    tokenRecaptcha: z.string().max(4000).optional(),
    MP_DEVICE_SESSION_ID: z.string().max(200).optional(),
    idempotencyKey: z.string().min(8).max(100).optional(),
  }),
  response: ok({
    bookingId: z.number().int(),
    status: z.enum(['BOOKED', 'PARTIALLY_PAYED', 'PAYED', 'CANCELLED']),
    paymentData: paymentData.nullable(),
    webpay_id: z.string().nullable(),
  }),
  errors: {
    ...BOOKING_ERRORS,
    '-400': { status: 400, meaning: 'Not bookable as sent: an action the quote does not offer, extras outside min/max, missing comments or mandatory fields, insurance that does not match the plan' },
  },
});

/** A booking of the caller at the club and sport (spec part 2 §3 "Booking", the fields this call needs). */
export const courtBooking = z.object({
  id: z.number().int(),
  status: z.string(),
  club_id: z.number().int(),
  sport_id: z.number().int(),
  court_id: z.number().int(),
  courtName: z.string(),
  user_id: z.number().int(),
  local_date: z.string(),
  local_start_time: z.string(),
  local_end_time: z.string(),
  local_start_datetime: z.string(),
  timespan: z.number().int(),
  amount: money,
  onlineAmount: money,
  totalAmountPayed: money,
  currencyCode: z.string(),
  seats: z.number().int().nullable(),
  players: z.array(z.object({ user_id: z.number().int(), firstName: z.string(), lastName: z.string() })),
});

export const listCourtBookings = defineEndpoint({
  id: 'listCourtBookings',
  method: 'GET',
  path: '/api/clubs/:clubId/sports/:sportId/bookings',
  auth: 'user',
  summary: "The caller's bookings at this club and sport on a date; with time and timespan, those overlapping that slot",
  params: clubSportParams,
  query: z.object({ date: clubDate, time: clubTimeInput.optional(), timespan: timespan.optional() }),
  response: ok({ bookings: z.array(courtBooking) }),
  errors: {},
});
