import { and, asc, count, desc, eq, exists, gt, inArray, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { BookingListItemDto, BookingsPageDto, RoundBackNineDto } from '#kernel/contract/booking';
import { BOOKINGS_PER_PAGE } from '#kernel/contract/booking';
import type { Db } from '#server/db/client';
import { bookingPlayers, bookings, clubAncillaries, clubs, courts, multipleProductItems, payments, sports } from '#server/db/schema';
import { INACTIVE_BOOKING } from '#server/booking/availability/occupancy';
import { convertible } from './creditExchange';
import { backNinesOf } from '#server/booking/golf/bookedRounds';

// The caller's bookings lists (spec part 2 §7 "Bookings lists"): active, to pay and past by month.
// "The caller's" is what GET /api/bookings/{id} shows them: bookings they made, are the booking user
// of, or confirmed as a player on. Paging is by count and offset with a stable order (start, id).

export type ListKind =
  | { kind: 'active'; onlyBookingId: number | null }
  | { kind: 'toPay'; onlyBookingId: number | null }
  | { kind: 'past'; year: number; month: number };

export interface ListQuery {
  callerId: number;
  page: number;
  perPage: number;
  now: Date;
}

const OPEN_PAYMENT = ['CREATED', 'PENDING'] as const;

function callerRelated(callerId: number): SQL {
  return or(
    eq(bookings.createdBy, callerId),
    eq(bookings.userId, callerId),
    exists(
      sql`(select 1 from ${bookingPlayers} where ${bookingPlayers.bookingId} = ${bookings.id} and ${bookingPlayers.userId} = ${callerId} and ${bookingPlayers.status} = 'CONFIRMED')`,
    ),
  ) as SQL;
}

/** What is still to pay online: the fee goes with the first payment (as the summary counts it). */
const dueSql = sql<number>`(${bookings.onlineAmount} - ${bookings.totalPaid} + case when ${bookings.totalPaid} = 0 then ${bookings.serviceFee} else 0 end)`;

function filterOf(list: ListKind, now: Date): { where: SQL; order: SQL[] } {
  const active = notInArray(bookings.status, [...INACTIVE_BOOKING]);
  switch (list.kind) {
    case 'active':
      return {
        where: and(active, gt(bookings.endsAt, now), list.onlyBookingId !== null ? eq(bookings.id, list.onlyBookingId) : undefined) as SQL,
        order: [asc(bookings.startsAt), asc(bookings.id)],
      };
    case 'toPay':
      return {
        where: and(
          inArray(bookings.status, ['BOOKED', 'PARTIALLY_PAYED']),
          gt(dueSql, 0),
          list.onlyBookingId !== null ? eq(bookings.id, list.onlyBookingId) : undefined,
        ) as SQL,
        order: [asc(bookings.startsAt), asc(bookings.id)],
      };
    case 'past': {
      const prefix = `${list.year}-${String(list.month).padStart(2, '0')}-`;
      return {
        where: and(
          sql`${bookings.localDate} like ${prefix + '%'}`,
          or(lte(bookings.endsAt, now), inArray(bookings.status, ['USED', ...INACTIVE_BOOKING])),
        ) as SQL,
        order: [desc(bookings.startsAt), desc(bookings.id)],
      };
    }
  }
}

/** One page of one of the caller's lists, with the page count. */
export async function listBookings(db: Db, list: ListKind, query: ListQuery): Promise<BookingsPageDto> {
  const { where, order } = filterOf(list, query.now);
  const condition = and(callerRelated(query.callerId), where);
  const perPage = query.perPage || BOOKINGS_PER_PAGE;
  const [{ total }] = await db.select({ total: count() }).from(bookings).where(condition);
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(1, query.page), totalPages);
  const rows = await db
    .select({
      booking: bookings,
      clubName: clubs.name,
      timezone: clubs.timezone,
      country: clubs.countryCode,
      sportCode: sports.code,
      sportName: sports.name,
      courtName: courts.name,
    })
    .from(bookings)
    .innerJoin(clubs, eq(clubs.id, bookings.clubId))
    .innerJoin(sports, eq(sports.id, bookings.sportId))
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .where(condition)
    .orderBy(...order)
    .limit(perPage)
    .offset((page - 1) * perPage);
  const ids = rows.map((r) => r.booking.id);
  const paying = new Set(ids.length ? await bookingsBeingPaid(db, ids) : []);
  const extras = new Set(ids.length ? await clubSportsWithExtras(db, [...new Set(rows.map((r) => r.booking.clubId))]) : []);
  const shared = new Set(ids.length ? await bookingsWithOthers(db, ids) : []);
  const backNines = await backNinesOf(db, ids);
  return {
    bookings: rows.map((r) =>
      itemOf(
        r,
        query,
        paying.has(r.booking.id),
        extras.has(`${r.booking.clubId}:${r.booking.sportId}`) || extras.has(`${r.booking.clubId}:*`),
        shared.has(r.booking.id),
        backNines.get(r.booking.id),
      ),
    ),
    actual_page: page,
    total_pages: totalPages,
    total_items: total,
  };
}

/** Bookings with an open payment of their own or of a group they are in: not cancellable here. */
async function bookingsBeingPaid(db: Db, ids: number[]): Promise<number[]> {
  const own = await db
    .select({ id: payments.bookingId })
    .from(payments)
    .where(and(inArray(payments.bookingId, ids), inArray(payments.status, [...OPEN_PAYMENT])));
  const grouped = await db
    .select({ id: multipleProductItems.bookingId })
    .from(multipleProductItems)
    .innerJoin(payments, eq(payments.multipleProductId, multipleProductItems.multipleProductId))
    .where(and(inArray(multipleProductItems.bookingId, ids), inArray(payments.status, [...OPEN_PAYMENT])));
  return [...own, ...grouped].map((r) => r.id).filter((id): id is number => id !== null);
}

/** Bookings naming someone besides their booking user (invited or confirmed): a change would leave them out. */
async function bookingsWithOthers(db: Db, ids: number[]): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: bookingPlayers.bookingId })
    .from(bookingPlayers)
    .innerJoin(bookings, eq(bookings.id, bookingPlayers.bookingId))
    .where(
      and(
        inArray(bookingPlayers.bookingId, ids),
        sql`${bookingPlayers.userId} <> ${bookings.userId}`,
        notInArray(bookingPlayers.status, ['REJECTED', 'DELETED']),
      ),
    );
  return rows.map((r) => r.id);
}

/** 'club:sport' (or 'club:*' for extras of every sport) of the clubs that offer extras. */
async function clubSportsWithExtras(db: Db, clubIds: number[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ clubId: clubAncillaries.clubId, sportId: clubAncillaries.sportId })
    .from(clubAncillaries)
    .where(inArray(clubAncillaries.clubId, clubIds));
  return rows.map((r) => `${r.clubId}:${r.sportId ?? '*'}`);
}

type Row = {
  booking: typeof bookings.$inferSelect;
  clubName: string;
  timezone: string;
  country: string;
  sportCode: string;
  sportName: string;
  courtName: string;
};

function itemOf(
  { booking: b, ...names }: Row,
  query: ListQuery,
  beingPaid: boolean,
  offersExtras: boolean,
  withOthers: boolean,
  backNine: RoundBackNineDto | undefined,
): BookingListItemDto {
  const inactive = (INACTIVE_BOOKING as readonly string[]).includes(b.status);
  const started = b.startsAt.getTime() <= query.now.getTime();
  const manages = b.createdBy === query.callerId || b.userId === query.callerId;
  const due =
    b.status === 'BOOKED' || b.status === 'PARTIALLY_PAYED'
      ? Math.max(0, b.onlineAmount - b.totalPaid + (b.totalPaid === 0 ? b.serviceFee : 0))
      : 0;
  const unpaid = b.status === 'BOOKED' && b.totalPaid === 0;
  return {
    id: b.id,
    status: b.status,
    noShow: b.status === 'CANCELLED' && b.noShow ? 'Y' : 'N',
    club_id: b.clubId,
    club_name: names.clubName,
    club_timezone: names.timezone,
    club_country: names.country,
    sport_id: b.sportId,
    sport_code: names.sportCode,
    sport_name: names.sportName,
    court_id: b.courtId,
    courtName: names.courtName,
    ...(backNine ? { round: backNine } : {}),
    local_date: b.localDate,
    local_start_time: b.localStartTime,
    local_end_time: b.localEndTime,
    timespan: b.timespan,
    currencyCode: b.currencyCode,
    amount: b.amount,
    onlineAmount: b.onlineAmount,
    totalAmountPayed: b.totalPaid,
    pendingAmount: due,
    paymentInProgress: beingPaid,
    isCancellable: manages && unpaid && !started && !beingPaid,
    isPayable: manages && due > 0 && !beingPaid,
    isGroupPayable: manages && unpaid && b.onlineAmount > 0 && !started && !beingPaid,
    isConvertibleToCredit: manages && convertible(b, query.now) && !beingPaid,
    // The same rule as the booking read's isChangeable (exchange/exchangeBasis.ts).
    isChangeable: manages && !inactive && b.status !== 'USED' && !started && !beingPaid && !withOthers,
    canBuyAncillaries: manages && offersExtras && !inactive && b.status !== 'USED' && !started && !beingPaid,
    accessQRCode: inactive ? null : b.accessCode,
    hasInsurance: b.insurance !== null,
    insuranceBilled: b.insurance?.billed ? 'Y' : 'N',
  };
}
