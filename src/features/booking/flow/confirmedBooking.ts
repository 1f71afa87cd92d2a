// What the booking's confirmation page shows when the flow opens it: the details the flow had at
// the moment of booking, passed as the navigation's state (a reload shows the booking number only).
// No machine imports: the confirmation page stays a small chunk.

export interface ConfirmedBooking {
  clubName: string;
  sportName: string;
  courtName: string;
  /** Club-local 'yyyy-MM-dd', 'HH:mm:ss'. */
  date: string;
  startTime: string;
  endTime: string;
  timespan: number;
  /** Minor units of the club's currency: what was paid now (0 when booked without paying). */
  paidNow: number;
  /** Still to pay at the club or later. */
  toPayLater: number;
  currencyCode: string;
  players: number;
}

/** Reads the details back from the navigation's state (anything else is ignored). */
export function confirmationFromState(state: unknown): ConfirmedBooking | null {
  if (typeof state !== 'object' || state === null || !('booking' in state)) return null;
  const booking = (state as { booking: unknown }).booking;
  if (typeof booking !== 'object' || booking === null) return null;
  const b = booking as Partial<ConfirmedBooking>;
  return typeof b.clubName === 'string' && typeof b.date === 'string' && typeof b.startTime === 'string' ? (b as ConfirmedBooking) : null;
}
