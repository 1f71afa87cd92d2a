import type { ErrorMeaning } from '../endpoint';

/** Spec part 2 §6 and §8: -64, no access to the booking, its vouchers or seats, or the bookings lists. */
export const BOOKING_NO_ACCESS = '-64';

/** What the booking reads declare: another user's booking (or none) answers 404 -64, never told apart. */
export const bookingNoAccess = {
  noAccessCode: BOOKING_NO_ACCESS,
  errors: {
    [BOOKING_NO_ACCESS]: {
      status: 404,
      meaning: 'No access: no booking of the caller has this id (another user’s and a missing one are not told apart)',
    },
  } as Record<string, ErrorMeaning>,
};
