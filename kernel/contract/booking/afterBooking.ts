import * as z from 'zod/mini';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { ancillary, currencyCode, money } from './common';

// What a player does with a booking after making it, from /bookings (spec part 2 §2 "Bookings list",
// §4 "Cancel booking", §7 "Booking"): convert a paid booking to credit at its club, and buy extras
// (ancillaries) for it. Another user's booking answers 404 with the no-access code.

const bookingIdParams = z.strictObject({ bookingId: idParam });

export const convertBookingToCredit = defineEndpoint({
  id: 'convertBookingToCredit',
  method: 'POST',
  path: '/api/bookings/:bookingId/trigger-credit-exchange',
  auth: 'user',
  summary:
    "Convert the caller's paid booking that has not started into credit at its club (spec part 2 §4): it becomes EXCHANGED, the court is free at once and what was paid for it (not the service fee, not the insurance) is added to the caller's credit there. Once per booking",
  params: bookingIdParams,
  response: ok({
    id: z.int(),
    status: z.literal('EXCHANGED'),
    /** What this conversion added. */
    creditAmount: money,
    /** The caller's credit at the club after it. */
    creditBalance: money,
    currencyCode,
  }),
  errors: {
    '-52': {
      status: 422,
      meaning:
        'This booking cannot be converted to credit (nothing paid, already started, cancelled or exchanged, or being paid); nothing changed',
    },
  },
});

export const payBookingWithCredit = defineEndpoint({
  id: 'payBookingWithCredit',
  method: 'POST',
  path: '/api/bookings/:bookingId/pay-with-credit',
  auth: 'user',
  summary:
    "Pay the caller's booking with the caller's credit at its club (not in the spec: spending what a conversion gave): the credit pays what /pay would charge (the service fee when nothing was paid, then the rest of the online amount) as far as it reaches; the rest stays to pay through the cashier. One transaction; the balance never goes below zero",
  params: bookingIdParams,
  response: ok({
    id: z.int(),
    status: z.enum(['PAYED', 'PARTIALLY_PAYED']),
    /** What the credit paid now. */
    creditUsed: money,
    /** The caller's credit at the club after it. */
    creditBalance: money,
    /** What is still to pay online, through the cashier. */
    pendingAmount: money,
    currencyCode,
  }),
  errors: {
    '-1698': { status: 409, meaning: 'A payment of this booking is in progress; nothing changed' },
    '-400': {
      status: 400,
      meaning:
        'Nothing to pay, the booking is not active, or the caller has no credit at its club (or not past the service fee); nothing changed',
    },
  },
});

/** An extra the booking may still take, with how many it has. */
export const bookingAncillary = z.extend(ancillary, { quantity: z.int() });
export type BookingAncillaryDto = z.infer<typeof bookingAncillary>;

export const listBookingAncillaries = defineEndpoint({
  id: 'listBookingAncillaries',
  method: 'GET',
  path: '/api/bookings/:bookingId/ancillaries',
  auth: 'user',
  summary:
    "The extras of the club and sport of the caller's booking that it may take, each with how many the booking has (not in the spec: the buy call needs the choice)",
  params: bookingIdParams,
  response: ok({ ancillaries: z.array(bookingAncillary), currencyCode }),
  errors: {},
});

export const buyAncillary = defineEndpoint({
  id: 'buyAncillary',
  method: 'POST',
  path: '/api/ancillaries/buy',
  auth: 'user',
  summary:
    "Add one unit of an extra to the caller's active booking that has not started (spec part 2 §7): an extra paid online adds to what is still to pay; one paid at the club adds to what is paid there",
  body: z.strictObject({ booking_id: idParam, club_ancillary_id: idParam }),
  response: ok({
    ok: z.literal(true),
    message: z.string(),
    /** What the booking has still to pay online after it. */
    pendingAmount: money,
  }),
  errors: {
    '-299': {
      status: 422,
      meaning:
        'The booking cannot take this extra: it is not active, has started, is being paid, the extra is not of its club and sport, or it already has the most the club allows; nothing changed',
    },
  },
});
