import { LIMIT_CODES, type LimitKind } from '#kernel/contract/booking';
import type { ClubSportContext, CourtRow } from '#server/booking/availability/clubContext';
import { countsOf, type BookingCounts, type QuoteFacts } from './facts';

/** A reason a person (or the whole booking) cannot be booked: a spec code, with the limit when it has one. */
export interface QuoteProblem {
  code: string;
  count: number | null;
  /** More for the answer's details (-1698: the booking in progress). */
  details?: Record<string, unknown>;
}

const problem = (code: string, count: number | null = null): QuoteProblem => ({ code, count });

/** Seats and occupancy of the slot, as the quote sees them. */
export interface SlotUse {
  /** Exclusive courts: someone else holds or booked it. Capacity courts: fewer seats left than people. */
  takenByOthers: boolean;
  /** Capacity courts: bookings already on the slot (FIRST mode). */
  bookingsOnSlot: number;
}

/** The fewest people this booking needs (0: none): every booking (ALL) or the slot's first one (FIRST). */
export function minimumPlayers(court: CourtRow, bookingsOnSlot: number): number {
  if (court.capacity === null || !court.minCapacity) return 0;
  const mode = court.minCapacityMode ?? 'ALL';
  return mode === 'ALL' || bookingsOnSlot === 0 ? court.minCapacity : 0;
}

/**
 * Rules about the booking as a whole, checked before anyone's own: a payment in progress (-1698),
 * unpaid played bookings (-4498), booking for someone else (-538, -539), the slot itself (-99), too many
 * people (-221) and too few (-592). The first that applies fails the call.
 */
export function bookingProblem(
  context: ClubSportContext,
  court: CourtRow,
  facts: QuoteFacts,
  callerId: number,
  people: number[],
  use: SlotUse,
): QuoteProblem | null {
  if (facts.inProgress) return { ...problem('-1698'), details: { ...facts.inProgress } };
  if (facts.owesPayment) return problem('-4498');
  if (people[0] !== callerId) {
    if (context.config.bookForOthers === 'NOT_ALLOWED') return problem('-538');
    if (context.config.bookForOthers === 'SAME_TIME' && !facts.hasSameTimeBooking) return problem('-539');
  }
  if (use.takenByOthers) return problem('-99');
  const most = court.capacity !== null ? (court.maxCapacityPerBooking ?? court.capacity) : context.config.maxPlayers;
  if (people.length > most) return problem('-221', most);
  const least = minimumPlayers(court, use.bookingsOnSlot);
  if (people.length < least) return problem('-592', least);
  return null;
}

const LIMITS: [LimitKind, keyof BookingCounts, (c: ClubSportContext) => number | null][] = [
  ['perClub', 'activeAtClub', (c) => c.rules.maxActiveBookings],
  ['perDayAtClub', 'dayAtClub', (c) => c.rules.maxBookingsPerDay],
  ['perSportAtClub', 'activeForSport', (c) => c.config.maxActiveForSport],
  ['perDayForSport', 'dayForSport', (c) => c.config.maxPerDayForSport],
  ['activePerDayForSport', 'activeDayForSport', (c) => c.config.maxActivePerDayForSport],
];

/** The first booking limit a person has reached: -6x for the booking user, -16x for another player. */
export function limitProblem(context: ClubSportContext, facts: QuoteFacts, userId: number, bookingUser: boolean): QuoteProblem | null {
  return reachedLimit(context, countsOf(facts, userId), bookingUser);
}

/** The first limit these counts have reached (-6x for oneself, -16x for another player), or null. */
export function reachedLimit(context: ClubSportContext, counts: BookingCounts, bookingUser: boolean): QuoteProblem | null {
  for (const [kind, field, limitOf] of LIMITS) {
    const limit = limitOf(context);
    const count = counts[field];
    if (limit !== null && count >= limit) return problem(LIMIT_CODES[kind][bookingUser ? 0 : 1], limit);
  }
  return null;
}

/**
 * A person's own problem: no player with this code (-193: no account, or a closed one), not a member
 * (-375), residency (-7394 no city, -7393 another
 * city), handicap (-2595), booking limits (-6x / -16x) and the customer-code limit (-2215).
 */
export function personProblem(context: ClubSportContext, facts: QuoteFacts, userId: number, bookingUser: boolean): QuoteProblem | null {
  const user = facts.users.get(userId);
  if (!user) return problem('-193');
  if (!context.club.userEnabled && !facts.members.has(userId)) return problem('-375');
  const city = context.rules.residencyCityId;
  if (city !== null) {
    if (user.cityId === null) return problem('-7394');
    if (user.cityId !== city) return problem('-7393');
  }
  if (context.config.requiresHandicap && !facts.handicaps.has(userId)) return problem('-2595');
  const limit = limitProblem(context, facts, userId, bookingUser);
  if (limit) return limit;
  const code = facts.customerCodes.get(userId);
  if (code && countsOf(facts, userId).activeAtClub >= code.maxActiveBookings) return problem('-2215', code.maxActiveBookings);
  return null;
}
