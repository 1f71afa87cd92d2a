import { and, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { queryRows } from '#server/db/rows';
import { instant, type Tx } from '#server/db/transaction';
import {
  bookings,
  clubAncillaries,
  clubCoupons,
  clubMembers,
  customerCodes,
  playerHandicaps,
  userCoupons,
  userCustomerCodes,
  users,
} from '#server/db/schema';
import type { ClubSportContext } from '#server/booking/availability/clubContext';
import type { ResolvedSlot } from '#server/booking/availability/findSlot';
import { bookingInProgress, type BookingInProgress } from '../inProgress';
import { INACTIVE_BOOKING } from '#server/booking/availability/occupancy';

/** How many bookings a person has, in the five ways the limits count them (spec part 1 §8). */
export interface BookingCounts {
  activeAtClub: number;
  dayAtClub: number;
  activeForSport: number;
  dayForSport: number;
  activeDayForSport: number;
}

/** What the quote rules read about the people of a booking and the club, read once. */
export interface QuoteFacts {
  users: Map<number, { id: number; cityId: number | null }>;
  members: Set<number>;
  handicaps: Set<number>;
  counts: Map<number, BookingCounts>;
  /** Per user: their customer code at this club with its limit. */
  customerCodes: Map<number, { id: number; maxActiveBookings: number }>;
  /** The caller's coupons of this club's kinds usable for the sport: clubCouponId → quantityLeft. */
  callerCoupons: Map<number, number>;
  /** Coupon kinds of the club usable for this sport. */
  couponKinds: number[];
  ancillaries: (typeof clubAncillaries.$inferSelect)[];
  /** The caller's booking whose payment is still pending (-1698), named in the answer's details. */
  inProgress: BookingInProgress | null;
  /** The caller played bookings here that are not paid (-4498). */
  owesPayment: boolean;
  /** The caller has an active booking at this club starting at the same instant (SAME_TIME). */
  hasSameTimeBooking: boolean;
}

const NO_COUNTS: BookingCounts = { activeAtClub: 0, dayAtClub: 0, activeForSport: 0, dayForSport: 0, activeDayForSport: 0 };
export const countsOf = (facts: QuoteFacts, userId: number) => facts.counts.get(userId) ?? NO_COUNTS;

/**
 * How many bookings each person has at the club, for the limits. A booking counts for its confirmed
 * players and for the one who made it (also when booking for others): a person named on someone
 * else's booking does not spend their limits until they confirm (issue 10), and nobody dodges their
 * own limits by naming others only.
 */
export async function countBookings(
  db: Db | Tx,
  userIds: number[],
  context: ClubSportContext,
  localDate: string,
  now: Date,
  /** The booking being changed: it stops counting once changed, so it does not count against its own change. */
  excludeBookingId: number | null = null,
): Promise<Map<number, BookingCounts>> {
  if (userIds.length === 0) return new Map();
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ user_id: number; a: number; b: number; c: number; d: number; e: number }>(
    db,
    sql`with people as (
          select bp.user_id, bp.booking_id from booking_players bp where bp.user_id in (${ids}) and bp.status = 'CONFIRMED'
          union
          select b.created_by, b.id from bookings b where b.created_by in (${ids}) and b.club_id = ${context.club.id}
        )
        select p.user_id,
          count(*) filter (where b.ends_at > ${instant(now)}::timestamptz)::int as a,
          count(*) filter (where b.local_date = ${localDate})::int as b,
          count(*) filter (where b.sport_id = ${context.config.sportId} and b.ends_at > ${instant(now)}::timestamptz)::int as c,
          count(*) filter (where b.sport_id = ${context.config.sportId} and b.local_date = ${localDate})::int as d,
          count(*) filter (where b.sport_id = ${context.config.sportId} and b.local_date = ${localDate} and b.ends_at > ${instant(now)}::timestamptz)::int as e
        from people p join bookings b on b.id = p.booking_id
        where b.club_id = ${context.club.id} and b.status not in ('CANCELLED', 'EXCHANGED') and b.id <> ${excludeBookingId ?? 0}
        group by p.user_id`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.user_id),
      { activeAtClub: r.a, dayAtClub: r.b, activeForSport: r.c, dayForSport: r.d, activeDayForSport: r.e },
    ]),
  );
}

export async function loadQuoteFacts(
  db: Db | Tx,
  context: ClubSportContext,
  slot: ResolvedSlot,
  callerId: number,
  userIds: number[],
  now: Date,
  /** A change: the booking being changed is left out of the limits and the same-time check. */
  exchangedBookingId: number | null = null,
): Promise<QuoteFacts> {
  const clubId = context.club.id;
  const sportId = context.config.sportId;
  const people = [...new Set([callerId, ...userIds])];
  const [userRows, memberRows, handicapRows, counts, codeRows, kinds, couponRows, ancillaries, pending, debts, sameTime] =
    await Promise.all([
      db.select({ id: users.id, geo: users.geo, closedAt: users.closedAt }).from(users).where(inArray(users.id, people)),
      db
        .select({ userId: clubMembers.userId })
        .from(clubMembers)
        .where(and(eq(clubMembers.clubId, clubId), inArray(clubMembers.userId, people))),
      db
        .select({ userId: playerHandicaps.userId })
        .from(playerHandicaps)
        .where(and(eq(playerHandicaps.sportId, sportId), inArray(playerHandicaps.userId, people))),
      countBookings(db, people, context, slot.grid.localDate, now, exchangedBookingId),
      db
        .select({ userId: userCustomerCodes.userId, id: customerCodes.id, maxActiveBookings: customerCodes.maxActiveBookings })
        .from(userCustomerCodes)
        .innerJoin(customerCodes, eq(customerCodes.id, userCustomerCodes.customerCodeId))
        .where(and(eq(customerCodes.clubId, clubId), inArray(userCustomerCodes.userId, people))),
      db
        .select({ id: clubCoupons.id })
        .from(clubCoupons)
        .where(
          and(
            eq(clubCoupons.clubId, clubId),
            eq(clubCoupons.deleted, false),
            or(isNull(clubCoupons.sportId), eq(clubCoupons.sportId, sportId)),
          ),
        ),
      db.select({ id: userCoupons.clubCouponId, left: userCoupons.quantityLeft }).from(userCoupons).where(eq(userCoupons.userId, callerId)),
      db
        .select()
        .from(clubAncillaries)
        .where(and(eq(clubAncillaries.clubId, clubId), or(isNull(clubAncillaries.sportId), eq(clubAncillaries.sportId, sportId)))),
      bookingInProgress(db, callerId, now),
      context.rules.blocksPendingPayment
        ? db
            .select({ id: bookings.id })
            .from(bookings)
            .where(
              and(
                eq(bookings.userId, callerId),
                eq(bookings.clubId, clubId),
                inArray(bookings.status, ['BOOKED', 'PARTIALLY_PAYED']),
                sql`${bookings.endsAt} <= ${instant(now)}::timestamptz and ${bookings.totalPaid} < ${bookings.onlineAmount}`,
              ),
            )
            .limit(1)
        : [],
      db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.userId, callerId),
            eq(bookings.clubId, clubId),
            eq(bookings.startsAt, slot.grid.startsAt),
            notInArray(bookings.status, [...INACTIVE_BOOKING]),
            ne(bookings.id, exchangedBookingId ?? 0),
          ),
        )
        .limit(1),
    ]);
  const couponKinds = kinds.map((k) => k.id);
  return {
    users: new Map(userRows.filter((u) => !u.closedAt).map((u) => [u.id, { id: u.id, cityId: u.geo?.cityId ?? null }])),
    members: new Set(memberRows.map((m) => m.userId)),
    handicaps: new Set(handicapRows.map((h) => h.userId)),
    counts,
    customerCodes: new Map(codeRows.map((c) => [c.userId, { id: c.id, maxActiveBookings: c.maxActiveBookings }])),
    callerCoupons: new Map(couponRows.filter((c) => couponKinds.includes(c.id)).map((c) => [c.id, c.left])),
    couponKinds,
    ancillaries,
    inProgress: pending,
    owesPayment: debts.length > 0,
    hasSameTimeBooking: sameTime.length > 0,
  };
}
