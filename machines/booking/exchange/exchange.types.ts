// Changing a booking (spec part 1 §3 "Booking being changed", §4.5): what the flow reads about it.

/** The booking being changed, as GET /api/bookings/{id} answers it (the fields the flow reads). */
export interface ExchangeBooking {
  id: number;
  clubId: number;
  sportId: number;
  /** Club-local 'yyyy-MM-dd' and 'HH:mm:ss' of the booking: the search starts there. */
  date: string;
  startTime: string;
  timespan: number;
  courtName: string;
  currencyCode: string;
  /** What was paid for it: the new booking carries it. */
  totalAmountPayed: number;
  isChangeable: boolean;
  /** The club disabled the player: the club's page instead of a change. */
  clubUserBlocked: boolean;
}

export interface LoadExchangeBookingInput {
  bookingId: number;
}
