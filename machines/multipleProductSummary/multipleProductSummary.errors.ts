// Every failure of the group's load leads to the bookings (spec part 2 §2 "or to bookings on error");
// nothing is shown on the way.
import type { ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

export const multipleProductSummaryErrors = {
  other: { message: GENERIC_ERROR, show: 'none', next: 'toBookings' },
} as const satisfies ErrorTable<'toBookings'>;
