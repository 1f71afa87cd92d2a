import * as z from 'zod/mini';

/**
 * Free bookings that need players (spec part 2 §3 "Booking": minPlayers, expireFreeBookingMinPlayers,
 * msgNeedMinInvites). The sport at a club carries its rule (the reservation step shows it before a free
 * booking is confirmed); a booking carries the rule it was made under, with the moment it expires when
 * it is still short of confirmed players (the booking summary shows it).
 */
export const minPlayersRule = {
  /** Confirmed players, the booking user included, a free booking needs; null: no minimum. */
  minPlayers: z.nullable(z.int()),
  /** 'Y': a free booking short of minPlayers by its deadline is cancelled. */
  expireFreeBookingMinPlayers: z.enum(['Y', 'N']),
  /** The club's own words about the rule, when it wrote them. */
  msgNeedMinInvites: z.nullable(z.string()),
  /** How long before the start the minimum must be met. */
  minPlayersHoursBefore: z.int(),
};

/** What a booking adds: its deadline (ISO instant) when it is under the rule, and how many have confirmed. */
export const bookingMinPlayersFields = {
  ...minPlayersRule,
  minPlayersDeadline: z.nullable(z.string()),
  confirmedPlayers: z.int(),
};
export const bookingMinPlayers = z.object(bookingMinPlayersFields);
export type BookingMinPlayersDto = z.infer<typeof bookingMinPlayers>;
