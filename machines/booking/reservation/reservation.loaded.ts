// The reservation's selectors as the flow reads them around the views (the address, what the tab
// remembers, the confirmation): they come with the reservation's own chunk (booking.provide.ts,
// loadReservation), so the search screens do not carry them, nor the summary's rules they use.
import type * as ReservationSelectors from './reservation.selectors';

let loaded: typeof ReservationSelectors | null = null;

/** Called with the reservation's modules, before its machine can run. */
export function bindReservationSelectors(selectors: typeof ReservationSelectors): void {
  loaded = selectors;
}

/**
 * The reservation's selectors, for a running reservation (its snapshot in hand): a reservation runs
 * only once its chunk has loaded and bound them.
 */
export function reservationSelectorsOf(): typeof ReservationSelectors {
  if (!loaded) throw new Error('reservation selectors read before the reservation loaded (booking.provide.ts binds them)');
  return loaded;
}
