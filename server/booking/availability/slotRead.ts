import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { instant } from '#server/db/transaction';
import { queryRows } from '#server/db/rows';
import { availabilityHorizon } from './availabilityBasis';
import type { ClubRow, ClubSportRow, CourtRow, PriceRow } from './clubContext';
import { countSeats, INACTIVE_BOOKING, type LiveClaim, type Occupancy, type SeatUse } from './occupancy';

/** What the slot searches need of a club and one of its sports (a subset of ClubSportContext). */
export interface SlotContext {
  club: Pick<ClubRow, 'id' | 'timezone' | 'currencyCode' | 'latitude' | 'longitude'>;
  config: Pick<ClubSportRow, 'sportId' | 'timespans' | 'stepMinutes' | 'opensMinute' | 'closesMinute' | 'daysAhead' | 'maxPlayers'> & {
    /** A simple search's fixed time here (club_sports.fixed_search_time, read only with simple_search). */
    fixedSearchTime: string | null;
  };
  /** Active courts of the sport, in the club's order. */
  courts: CourtRow[];
  /** Prices of the searched duration only. */
  pricesByCourt: Map<number, PriceRow[]>;
}

/** A capacity court's seats taken by one hold or booking (a session starting at `startsAt`, epoch ms). */
export interface SeatRow {
  courtId: number;
  startsAt: number;
  seats: number;
  userId: number;
  booked: boolean;
}

/**
 * A club's availability data for one sport, duration and date, the same for every caller: its courts
 * and prices, and what is taken on them that club day, as of the read.
 */
export interface ClubDayRead {
  context: SlotContext;
  /** Live claims on its exclusive courts, and seats taken on its capacity courts. */
  claims: LiveClaim[];
  seats: SeatRow[];
  /** The players with a live claim or seat in it (an answer differs only for them). */
  userIds: Set<number>;
  /** When the first live hold in it expires (epoch ms; Infinity when none): what is taken changes then. */
  nextExpiry: number;
  /** Until when (epoch ms) it holds with nothing written: that expiry, a slot's start or the club's midnight. */
  validUntil: number;
}

type Answer = {
  clubs: [number, string, string, number, number, number, number[], number, number, number, number, number, string | null][];
  courts: [number, number, number, string, number, number | null, number | null, 'ALL' | 'FIRST' | null, number | null][];
  prices: [number, number, number, number, number][];
  claims: [number, number, number, number, number | null, number | null][];
  seats: [number, number, number | null, number, boolean, number | null][];
};

/** What is taken at these clubs, as a caller sees it (the caller's own seats counted as theirs). */
export function occupancyOf(days: ClubDayRead[], userId: number | null): Occupancy {
  const claimsByCourt = new Map<number, LiveClaim[]>();
  const seats = new Map<string, SeatUse>();
  for (const day of days) {
    for (const claim of day.claims) {
      const list = claimsByCourt.get(claim.courtId);
      if (list) list.push(claim);
      else claimsByCourt.set(claim.courtId, [claim]);
    }
    for (const row of day.seats) countSeats(seats, row, userId);
  }
  return { claimsByCourt, seats };
}

/**
 * The clubs (those of `clubIds` that are active and offer the sport), their active courts, the
 * prices of the duration and everything taken on those courts on the searched date, in ONE statement
 * answering one JSON value. One round trip instead of five, and one JSON.parse instead of the
 * drivers' per-column decoding (on PGlite that decoding was most of a search). What it answers is
 * the same for every caller; the routes keep it per club (clubDayCache.ts) while no trigger says
 * the club changed.
 *
 * What is taken: live claims of exclusive courts (active; a hold's only until it expires) and seats of
 * capacity courts (held and not expired, or booked and not cancelled or exchanged), overlapping the
 * slots that start on `date` in the club's time (club midnight to midnight, plus the duration), with
 * 3 hours' margin each side, more than any DST shift, so that the database's and Node's time zone
 * data need not agree to the minute. The slot judge checks each slot's own range.
 */
export async function readClubDays(
  db: Db,
  clubIds: number[],
  sportId: number,
  timespan: number,
  date: string,
  now: Date,
): Promise<ClubDayRead[]> {
  if (clubIds.length === 0) return [];
  const ids = `{${clubIds.map((id) => Math.trunc(id)).join(',')}}`;
  const at = instant(now);
  const ms = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::bigint`);
  const [row] = await queryRows<{ answer: string }>(
    db,
    sql`
    with c as (
      select cl.id, cl.timezone, cl.currency_code, cl.latitude, cl.longitude,
             cs.sport_id, cs.timespans, cs.step_minutes, cs.opens_minute, cs.closes_minute, cs.days_ahead, cs.max_players,
             case when cs.simple_search then cs.fixed_search_time end as fixed_search_time,
             (${date}::date::timestamp at time zone cl.timezone) - interval '3 hours' as w_from,
             ((${date}::date + 1)::timestamp at time zone cl.timezone) + make_interval(mins => ${timespan}::int + 180) as w_to
      from clubs cl
      join club_sports cs on cs.club_id = cl.id and cs.sport_id = ${sportId}::int and cs.active
      where cl.id = any(${ids}::int[]) and cl.active
    ),
    k as (
      select co.id, co.club_id, co.sport_id, co.name, co.sort, co.capacity, co.min_capacity, co.min_capacity_mode, co.max_capacity_per_booking, c.w_from, c.w_to
      from courts co join c on c.id = co.club_id
      where co.sport_id = ${sportId}::int and co.active
    )
    select json_build_object(
      'clubs', (select coalesce(json_agg(json_build_array(id, timezone, currency_code, latitude, longitude, sport_id, timespans, step_minutes, opens_minute, closes_minute, days_ahead, max_players, fixed_search_time)), '[]') from c),
      'courts', (select coalesce(json_agg(json_build_array(id, club_id, sport_id, name, sort, capacity, min_capacity, min_capacity_mode, max_capacity_per_booking) order by sort, id), '[]') from k),
      'prices', (select coalesce(json_agg(json_build_array(p.id, p.court_id, p.amount, p.from_minute, p.to_minute) order by p.id), '[]')
                 from court_prices p join k on k.id = p.court_id where p.timespan = ${timespan}::int),
      'claims', (select coalesce(json_agg(json_build_array(cc.court_id, ${ms('cc.starts_at')}, ${ms('cc.ends_at')}, cc.user_id, cc.booking_id, ${ms('cc.expires_at')})), '[]')
                 from k join court_claims cc on cc.court_id = k.id
                 where k.capacity is null and cc.active and tstzrange(cc.starts_at, cc.ends_at, '[)') && tstzrange(k.w_from, k.w_to, '[)')
                   and (cc.expires_at is null or cc.expires_at > ${at}::timestamptz)),
      'seats', (select coalesce(json_agg(json_build_array(s.court_id, s.starts_at, s.seats, s.user_id, s.booked, s.expires_at)), '[]') from (
                  select h.court_id, ${ms('h.starts_at')} as starts_at, h.seats, h.user_id, false as booked, ${ms('h.expires_at')} as expires_at
                  from k join holds h on h.court_id = k.id
                  where k.capacity is not null and h.state = 'held' and h.expires_at > ${at}::timestamptz and h.starts_at < k.w_to and h.ends_at > k.w_from
                  union all
                  select b.court_id, ${ms('b.starts_at')}, b.seats, b.user_id, true, null::bigint
                  from k join bookings b on b.court_id = k.id
                  where k.capacity is not null and b.seats is not null and b.status not in (${sql.join(
                    INACTIVE_BOOKING.map((s) => sql`${s}`),
                    sql`, `,
                  )})
                    and b.starts_at < k.w_to and b.ends_at > k.w_from) s)
    )::text as answer`,
  );
  return toClubDays(JSON.parse(row.answer) as Answer, date, timespan, now);
}

function toClubDays(answer: Answer, date: string, timespan: number, now: Date): ClubDayRead[] {
  const pricesByCourt = new Map<number, PriceRow[]>();
  const courtsByClub = new Map<number, CourtRow[]>();
  const clubOfCourt = new Map<number, number>();
  for (const [id, clubId, sportId, name, sort, capacity, minCapacity, minCapacityMode, maxCapacityPerBooking] of answer.courts) {
    const court: CourtRow = {
      id,
      clubId,
      sportId,
      name,
      sort,
      capacity,
      active: true,
      minCapacity,
      minCapacityMode,
      maxCapacityPerBooking,
    };
    pricesByCourt.set(id, []);
    clubOfCourt.set(id, clubId);
    const list = courtsByClub.get(clubId);
    if (list) list.push(court);
    else courtsByClub.set(clubId, [court]);
  }
  for (const [id, courtId, amount, fromMinute, toMinute] of answer.prices) {
    pricesByCourt.get(courtId)?.push({ id, courtId, timespan, amount, fromMinute, toMinute });
  }
  const days = new Map<number, ClubDayRead>();
  for (const [
    id,
    timezone,
    currencyCode,
    latitude,
    longitude,
    sportId,
    timespans,
    stepMinutes,
    opensMinute,
    closesMinute,
    daysAhead,
    maxPlayers,
    fixedSearchTime,
  ] of answer.clubs) {
    const context = {
      club: { id, timezone, currencyCode, latitude, longitude },
      config: { sportId, timespans, stepMinutes, opensMinute, closesMinute, daysAhead, maxPlayers, fixedSearchTime },
      courts: courtsByClub.get(id) ?? [],
      pricesByCourt,
    };
    days.set(id, {
      context,
      claims: [],
      seats: [],
      userIds: new Set(),
      nextExpiry: Infinity,
      validUntil: availabilityHorizon(context, date, timespan, now),
    });
  }
  const dayOf = (courtId: number, userId: number, expiresAt: number | null) => {
    const day = days.get(clubOfCourt.get(courtId)!)!;
    day.userIds.add(userId);
    if (expiresAt !== null) {
      day.nextExpiry = Math.min(day.nextExpiry, expiresAt);
      day.validUntil = Math.min(day.validUntil, expiresAt);
    }
    return day;
  };
  for (const [courtId, start, end, userId, bookingId, expiresAt] of answer.claims) {
    dayOf(courtId, userId, expiresAt).claims.push({ courtId, start, end, userId, bookingId });
  }
  for (const [courtId, startsAt, seats, userId, booked, expiresAt] of answer.seats) {
    dayOf(courtId, userId, expiresAt).seats.push({ courtId, startsAt, seats: seats ?? 0, userId, booked });
  }
  return [...days.values()];
}
