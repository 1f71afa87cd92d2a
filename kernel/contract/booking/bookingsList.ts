import { bookingNoAccess } from './noAccess';
import * as z from 'zod/mini';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { currencyCode, money } from './common';
import { roundBackNine } from './golf';

// The bookings lists of /bookings (spec part 2 §2 "Bookings list", §7 "Bookings lists", §9): the
// caller's own bookings, paged 5 per page. userId in the path must be the caller: anyone else's
// answers 404 with the no-access code, like a booking that is not theirs.

/** Spec part 2 §9: 5 per page. */
export const BOOKINGS_PER_PAGE = 5;
/** Spec part 2 §5, §9: past lists go back to this year. */
export const FIRST_PAST_YEAR = 2016;

const page = z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)));
const perPage = z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)));
const pageQuery = { actual_page: page, books_per_page: perPage };
const userPath = z.strictObject({ userId: idParam });

/** One booking as the lists show it (spec part 2 §3 "Booking", the fields a row needs). */
export const bookingListItem = z.object({
  id: z.int(),
  status: z.enum(['BOOKED', 'PARTIALLY_PAYED', 'PAYED', 'USED', 'CANCELLED', 'EXCHANGED']),
  /** 'Y' when a cancelled booking is a no-show (shown as NO LLEGÓ); 'N' otherwise. */
  noShow: z.enum(['Y', 'N']),
  club_id: z.int(),
  club_name: z.string(),
  club_timezone: z.string(),
  /** The club's country: which insurance terms apply (spec part 2 §3 club_country). */
  club_country: z.string(),
  sport_id: z.int(),
  sport_code: z.string(),
  sport_name: z.string(),
  court_id: z.int(),
  courtName: z.string(),
  /** Golf, an 18-hole round: its back nine, from the booking's claims (courtName and local_start_time are the first nine's). */
  round: z.optional(roundBackNine),
  local_date: z.string(),
  local_start_time: z.string(),
  local_end_time: z.string(),
  timespan: z.int(),
  currencyCode,
  amount: money,
  onlineAmount: money,
  totalAmountPayed: money,
  /** What is still to pay online (onlineAmount plus fee, less what is paid); 0 when nothing is due. */
  pendingAmount: money,
  /** A payment of it (alone or in a group) is open at a provider: paying, cancelling and converting wait for it to end. */
  paymentInProgress: z.boolean(),
  /** The caller may cancel it (unpaid, not started, not in a paying group). */
  isCancellable: z.boolean(),
  /** The caller may pay what is due (alone or with others). */
  isPayable: z.boolean(),
  /** It may join a multi-product payment (unpaid, not started). */
  isGroupPayable: z.boolean(),
  /** It may be converted to credit at its club (paid, not started, not being paid). */
  isConvertibleToCredit: z.boolean(),
  /** It may be changed for another slot (/book/exchange/{id}): active, not started, not being paid, nobody else on it. */
  isChangeable: z.boolean(),
  /** Extras may be bought for it (active, not started, its club offers extras for its sport). */
  canBuyAncillaries: z.boolean(),
  /** The access code of the club's gate (the QR modal); null once cancelled or exchanged. */
  accessQRCode: z.nullable(z.string()),
  hasInsurance: z.boolean(),
  insuranceBilled: z.enum(['Y', 'N']),
});
export type BookingListItemDto = z.infer<typeof bookingListItem>;

const listAnswer = ok({
  bookings: z.array(bookingListItem),
  actual_page: z.int(),
  total_pages: z.int(),
  total_items: z.int(),
});
export type BookingsPageDto = { bookings: BookingListItemDto[]; actual_page: number; total_pages: number; total_items: number };

export const listActiveBookings = defineEndpoint({
  id: 'listActiveBookings',
  method: 'GET',
  path: '/api/user/:userId/active_bookings',
  auth: 'user',
  summary:
    "The caller's bookings that have not ended and are not cancelled or exchanged, soonest first, paged (or only the one named by only_booking_id)",
  params: userPath,
  query: z.object({ ...pageQuery, only_booking_id: z.optional(idParam) }),
  response: listAnswer,
  ...bookingNoAccess,
});

export const listBookingsToPay = defineEndpoint({
  id: 'listBookingsToPay',
  method: 'GET',
  path: '/api/user/:userId/past_bookings_to_pay',
  auth: 'user',
  summary:
    "The caller's bookings with something still to pay online (booked or part-paid, not cancelled), oldest first, paged (or only the one named by only_booking_id: the payment trigger of /bookings)",
  params: userPath,
  query: z.object({ ...pageQuery, only_booking_id: z.optional(idParam) }),
  response: listAnswer,
  ...bookingNoAccess,
});

/** Year and month arrive as text; the server checks them itself so that a missing one answers -71. */
const yearMonthText = z.optional(z.string().check(z.maxLength(6)));

export const listPastBookings = defineEndpoint({
  id: 'listPastBookings',
  method: 'GET',
  path: '/api/user/:userId/past_bookings',
  auth: 'user',
  summary:
    "The caller's bookings of one club-local month that have ended, or were cancelled or exchanged, latest first, paged; year and month are both required",
  params: userPath,
  query: z.object({ ...pageQuery, year: yearMonthText, month: yearMonthText }),
  response: listAnswer,
  noAccessCode: bookingNoAccess.noAccessCode,
  errors: {
    ...bookingNoAccess.errors,
    '-71': {
      status: 422,
      meaning: 'Choose a past month: year (from 2016 to this year) and month (1-12, not in the future) are both required',
    },
  },
});
