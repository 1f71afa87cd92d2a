// Types of buying extras (ancillaries) for a booking from /bookings (spec part 2 §2 "Bookings list":
// buy ancillaries; §3 "Ancillary"; §7 POST /api/ancillaries/buy).
import type { BookingAncillaryDto } from '#kernel/contract/booking';
import type { ActorError } from '#kernel/lib/errors';

export type BookingAncillary = BookingAncillaryDto;

export interface BookingAncillariesInput {
  bookingId: number;
}

/** GET /api/bookings/{id}/ancillaries. */
export interface ExtrasList {
  ancillaries: BookingAncillary[];
  currencyCode: string;
}

export interface BuyInput {
  bookingId: number;
  ancillaryId: number;
}
/** POST /api/ancillaries/buy: the extra's name and what the booking has still to pay. */
export interface BuyOutput {
  ok: true;
  message: string;
  pendingAmount: number;
}

/** How the modal ended: whether anything was bought (the list reloads), and what is now due. */
export interface BookingAncillariesOutput {
  bought: number;
  pendingAmount: number | null;
}

export interface BookingAncillariesContext {
  bookingId: number;
  list: ExtrasList | null;
  /** The extra being bought. */
  buying: number | null;
  /** Units bought in this visit, and the name of the last one. */
  bought: number;
  lastBought: string | null;
  pendingAmount: number | null;
  error: ActorError | null;
}

export type BookingAncillariesEvent = { type: 'extras.buy'; ancillaryId: number } | { type: 'extras.retry' } | { type: 'extras.close' };
