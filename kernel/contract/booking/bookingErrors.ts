import type { ErrorMeaning } from '../endpoint';

// The codes of the court quote and booking calls (spec part 1 §8, part 2 §8). The limit codes carry
// `details.count` (the limit) so the client says "1 booking" or "3 bookings"; the 16x variants also
// carry `details.userId`, the player who reached it. In a quote, another player's problem does not
// fail the call: it is that player's `quotes[].error`; the booking fails on it.

const rule = (meaning: string): ErrorMeaning => ({ status: 422, meaning });

/** -61..-65 for the caller, -161..-165 for another player of bookUserIds. */
export const LIMIT_CODES = {
  perClub: ['-61', '-161'],
  perDayAtClub: ['-62', '-162'],
  perSportAtClub: ['-63', '-163'],
  perDayForSport: ['-64', '-164'],
  activePerDayForSport: ['-65', '-165'],
} as const;
export type LimitKind = keyof typeof LIMIT_CODES;

const limitErrors: Record<string, ErrorMeaning> = {
  '-61': rule('Maximum active bookings at this club reached (details.count)'),
  '-62': rule('Maximum bookings per day at this club reached (details.count)'),
  '-63': rule('Maximum active bookings at this club for this sport reached (details.count)'),
  '-64': rule('Maximum bookings per day for this sport reached (details.count)'),
  '-65': rule('Maximum active bookings per day for this sport reached (details.count)'),
  '-161': rule('One of the players reached the maximum active bookings at this club (details.count, details.userId)'),
  '-162': rule('One of the players reached the maximum bookings per day at this club (details.count, details.userId)'),
  '-163': rule('One of the players reached the maximum active bookings at this club for this sport (details.count, details.userId)'),
  '-164': rule('One of the players reached the maximum bookings per day for this sport (details.count, details.userId)'),
  '-165': rule('One of the players reached the maximum active bookings per day for this sport (details.count, details.userId)'),
};

/** POST .../quotev2. */
export const QUOTE_ERRORS: Record<string, ErrorMeaning> = {
  '-99': { status: 409, meaning: 'The court is not available at this time (taken by someone else, past, or not offered)' },
  '-375': rule('The court is not available for this person (members only)'),
  '-193': rule('No player has this player code (the user id): unknown, or a closed account — you cannot book for this person'),
  '-212': rule('The same player is named twice (details.userId): already on this booking'),
  '-538': rule('This club does not let you book for someone else'),
  '-539': rule('To book for someone else you need your own booking at the same date and time (SAME_TIME)'),
  ...limitErrors,
  '-2215': rule('The booking limit of your customer code is reached (details.count)'),
  '-221': rule('Guest maximum reached (details.count: the most players one booking may have)'),
  '-592': rule('This slot must be booked for at least minCapacity players (details.count)'),
  '-1698': {
    status: 409,
    meaning:
      'A booking of yours is in progress (its payment is pending); details name it: bookingId, clubId, clubName, sportId, courtId, courtName, date, startTime, endTime, webpay_id and redirectURL (the way back to its payment)',
  },
  '-4498': rule('You have bookings pending payment at this club: go to bookings to pay'),
  '-7393': rule('You must live in the city the club requires'),
  '-7394': rule('You must set your city in your profile'),
  '-2595': rule('Your handicap for this sport is missing'),
  '-7711': rule('No coupons of this kind left (details.clubCouponId)'),
  '-5749': rule('A change of a booking (eBookingId) books its booking user alone: it cannot add guests'),
  '-5750': rule(
    "You can't change this booking (details.reason): not changeable (started, cancelled, exchanged, being paid, or with other players on it) or another club or sport",
  ),
};

/** POST .../bookingsv2: the quote's codes; -99 also when the caller has no live hold on the slot. */
export const BOOKING_ERRORS: Record<string, ErrorMeaning> = {
  ...QUOTE_ERRORS,
  '-99': { status: 409, meaning: 'The court is not available anymore at this time (no live hold of yours, or it expired)' },
  '-133': {
    status: 422,
    meaning: 'The card is not enrolled: not one of the caller’s saved cards (nor a one-time token of the provider); nothing is booked',
  },
};
