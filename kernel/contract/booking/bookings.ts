import { bookingNoAccess } from './noAccess';
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { BOOKING_ERRORS } from './bookingErrors';
import { idParam } from '../common';
import { clubDate, clubSportParams, clubTimeInput, courtParams, money, timespan } from './common';
import { playerStatus } from './players';
import { quoteBody } from './quotes';

/** paymentData of a pay or book answer (spec part 2 §3 "Payment data"). */
export const paymentData = z.object({
  status: z.enum(['APPROVED', 'PENDING', 'REJECTED']),
  redirectURL: z.nullable(z.string()),
  errCategory: z.nullable(z.string()),
});

export const insuranceInformation = z.object({
  playerCount: z.int().check(z.minimum(0), z.maximum(50)),
  amountTotal: money.check(z.minimum(0)),
  amountUnitary: money.check(z.minimum(0)),
  planCode: z.nullable(z.string().check(z.maxLength(40))),
  selected: z.enum(['single', 'team', 'donotwant']),
  timespan: z.int().check(z.minimum(0), z.maximum(1440)),
  country: z.string().check(z.maxLength(2)),
});

export const createBooking = defineEndpoint({
  id: 'createBooking',
  method: 'POST',
  path: '/api/clubs/:clubId/sports/:sportId/courts/:courtId/bookingsv2',
  auth: 'user',
  summary:
    "Turn the caller's live hold into a booking (once per idempotencyKey). pay/downpay on an amount above 0 creates a payment with the provider; otherwise it books directly",
  params: courtParams,
  body: z.extend(quoteBody, {
    action: z.enum(['pay', 'downpay', 'book']),
    comments: z.optional(z.string().check(z.maxLength(1000))),
    fopId: z.optional(z.nullable(z.int().check(z.positive(), z.maximum(2_147_483_647)))),
    fopParams: z.optional(z.nullable(z.record(z.string().check(z.maxLength(50)), z.unknown()))),
    promo_code: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
    dataConfigValues: z.optional(
      z.array(z.object({ dataConfigId: z.int(), value: z.string().check(z.maxLength(500)) })).check(z.maxLength(30)),
    ),
    /** Who the booker plays with (required when the club sport's ask_play_with). */
    playWith: z.optional(z.nullable(z.string().check(z.maxLength(300)))),
    /** The booking's motive and the arrival time 'HH:mm' (both required when ask_motive_and_arrival). */
    bookingMotive: z.optional(z.nullable(z.string().check(z.maxLength(300)))),
    arrivalTime: z.optional(z.nullable(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'arrivalTime is HH:mm')))),
    serviceFee: z.optional(z.nullable(z.object({ amount: money, isActive: z.boolean() }))),
    insuranceInformation: z.optional(z.nullable(insuranceInformation)),
    preBookedData: z.optional(
      z.nullable(z.object({ preBookTimestamp: z.optional(z.nullable(z.string())), preBookExpiration: z.optional(z.nullable(z.string())) })),
    ),
    tokenRecaptcha: z.optional(z.string().check(z.maxLength(4000))),
    MP_DEVICE_SESSION_ID: z.optional(z.string().check(z.maxLength(200))),
    idempotencyKey: z.optional(z.string().check(z.minLength(8), z.maxLength(100))),
  }),
  response: ok({
    bookingId: z.int(),
    status: z.enum(['BOOKED', 'PARTIALLY_PAYED', 'PAYED', 'CANCELLED']),
    paymentData: z.nullable(paymentData),
    webpay_id: z.nullable(z.string()),
  }),
  errors: {
    ...BOOKING_ERRORS,
    '-400': {
      status: 400,
      meaning:
        'Not bookable as sent: an action the quote does not offer, extras outside min/max, missing comments, mandatory fields, who you play with or the motive and arrival time, a LATAM Pass account id that is not valid or not taken here, insurance that does not match the plan',
    },
  },
});

/** A booking of the caller at the club and sport (spec part 2 §3 "Booking", the fields this call needs). */
export const courtBooking = z.object({
  id: z.int(),
  status: z.string(),
  club_id: z.int(),
  sport_id: z.int(),
  court_id: z.int(),
  courtName: z.string(),
  user_id: z.int(),
  local_date: z.string(),
  local_start_time: z.string(),
  local_end_time: z.string(),
  local_start_datetime: z.string(),
  timespan: z.int(),
  amount: money,
  onlineAmount: money,
  totalAmountPayed: money,
  currencyCode: z.string(),
  seats: z.nullable(z.int()),
  /**
   * Everyone named on the booking with their answer (issue 10). Names of others are never whole: a
   * confirmed player shows as first name and last initial, anyone else by initials; the caller sees
   * their own name. `id` is the player's id for the confirm, reject and leave calls.
   */
  players: z.array(z.object({ id: z.int(), user_id: z.int(), status: playerStatus, firstName: z.string(), lastName: z.string() })),
});

export const listCourtBookings = defineEndpoint({
  id: 'listCourtBookings',
  method: 'GET',
  path: '/api/clubs/:clubId/sports/:sportId/bookings',
  auth: 'user',
  summary:
    "The caller's bookings at this club and sport on a date (made by them, or naming them while invited or confirmed); with time and timespan, those overlapping that slot",
  params: clubSportParams,
  query: z.object({ date: clubDate, time: z.optional(clubTimeInput), timespan: z.optional(timespan) }),
  response: ok({ bookings: z.array(courtBooking) }),
  errors: {},
});

/** The one operation spec part 2 §7 names: a list with one replace of /status by CANCELLED. */
export const cancelOperation = z.object({ op: z.literal('replace'), path: z.literal('/status'), value: z.literal('CANCELLED') });

export const cancelBooking = defineEndpoint({
  id: 'cancelBooking',
  method: 'PATCH',
  path: '/api/bookings/:bookingId',
  auth: 'user',
  summary:
    "Cancel the caller's booking (spec part 2 §4 'Cancel booking'): one that is not paid (nothing paid, not started), its open payment voided at the provider first; the court is free at once. An already cancelled booking answers CANCELLED again",
  params: z.strictObject({ bookingId: idParam }),
  body: z.tuple([cancelOperation]),
  response: ok({ id: z.int(), status: z.literal('CANCELLED') }),
  noAccessCode: bookingNoAccess.noAccessCode,
  errors: {
    ...bookingNoAccess.errors,
    '-52': {
      status: 422,
      meaning:
        'This booking cannot be cancelled here (paid or part-paid, started, or paid in a group with other bookings); nothing changed',
    },
  },
});
