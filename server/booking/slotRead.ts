import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { instant } from '../db/transaction';
import { queryRows } from '../db/rows';
import type { ClubRow, ClubSportRow, CourtRow, PriceRow } from './clubContext';
import { INACTIVE_BOOKING, seatKey, type LiveClaim, type Occupancy, type SeatUse } from './occupancy';

/** What the slot searches need of a club and one of its sports (a subset of ClubSportContext). */
export interface SlotContext {
  club: Pick<ClubRow, 'id' | 'timezone' | 'currencyCode' | 'latitude' | 'longitude'>;
  config: Pick<ClubSportRow, 'sportId' | 'timespans' | 'stepMinutes' | 'opensMinute' | 'closesMinute' | 'daysAhead' | 'maxPlayers'>;
  /** Active courts of the sport, in the club's order. */
  courts: CourtRow[];
  /** Prices of the searched duration only. */
  pricesByCourt: Map<number, PriceRow[]>;
}

export interface SlotRead {
  contexts: SlotContext[];
  /** What is taken on those courts in each club's window, as of `now`. */
  occupancy: Occupancy;
  /** Per club: the instants (epoch ms) between which everything taken was read. */
  windows: Map<number, { from: number; to: number }>;
  /** The players with a live claim or seat in what was read (an answer differs only for them). */
  userIds: Set<number>;
  /** When the first live hold read expires (epoch ms; Infinity when none): what is taken changes then. */
  nextExpiry: number;
}

/**
 * Which part of the date to read what is taken in: the whole club day, or only around a searched
 * club time (enough for that time's slot and one neighbour each side; the caller checks that the
 * slots it judges lie inside, see `covers`).
 */
export type ReadWindow = { day: true } | { around: string };

type Answer = {
  clubs: [number, string, string, number, number, number, number[], number, number, number, number, number, number, number][];
  courts: [number, number, number, string, number, number | null, number | null, 'ALL' | 'FIRST' | null, number | null][];
  prices: [number, number, number, number, number][];
  claims: [number, number, number, number, number | null, number | null][];
  seats: [number, number, number | null, number, boolean, number | null][];
};

/**
 * The clubs (those of `clubIds` that are active and offer the sport), their active courts, the
 * prices of the duration and everything taken on those courts on the searched date, in ONE statement
 * answering one JSON value: the searches' hottest path. One round trip instead of five, and one
 * JSON.parse instead of the drivers' per-column decoding (on PGlite that decoding was most of a
 * search). It reads the live claims every time; the routes keep whole answers between identical
 * calls (availabilityCache.ts), told of every change by triggers, so a released slot is free at once.
 *
 * What is taken: live claims of exclusive courts (active; a hold's only until it expires) and seats of
 * capacity courts (held and not expired, or booked and not cancelled or exchanged), overlapping each
 * club's window: the slots that start on `date` in the club's time (club midnight to midnight, plus
 * the duration), or those around a searched time (a grid step before it to two steps and the duration
 * after it); with 3 hours' margin each side, more than any DST shift, so that the database's and
 * Node's time zone data need not agree to the minute. The slot judge checks each slot's own range.
 */
export async function readSlotData(
  db: Db,
  clubIds: number[],
  sportId: number,
  timespan: number,
  date: string,
  now: Date,
  userId: number | null,
  window: ReadWindow = { day: true },
): Promise<SlotRead> {
  if (clubIds.length === 0) return { contexts: [], occupancy: { claimsByCourt: new Map(), seats: new Map() }, windows: new Map(), userIds: new Set(), nextExpiry: Infinity };
  const ids = `{${clubIds.map((id) => Math.trunc(id)).join(',')}}`;
  const at = instant(now);
  const ms = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::bigint`);
  const bounds =
    'around' in window
      ? sql`((${date}::date + ${window.around}::time) at time zone cl.timezone) - make_interval(mins => cs.step_minutes + 180) as w_from,
            ((${date}::date + ${window.around}::time) at time zone cl.timezone) + make_interval(mins => 2 * cs.step_minutes + ${timespan}::int + 180) as w_to`
      : sql`(${date}::date::timestamp at time zone cl.timezone) - interval '3 hours' as w_from,
            ((${date}::date + 1)::timestamp at time zone cl.timezone) + make_interval(mins => ${timespan}::int + 180) as w_to`;
  const [row] = await queryRows<{ answer: string }>(
    db,
    sql`
    with c as (
      select cl.id, cl.timezone, cl.currency_code, cl.latitude, cl.longitude,
             cs.sport_id, cs.timespans, cs.step_minutes, cs.opens_minute, cs.closes_minute, cs.days_ahead, cs.max_players,
             ${bounds}
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
      'clubs', (select coalesce(json_agg(json_build_array(id, timezone, currency_code, latitude, longitude, sport_id, timespans, step_minutes, opens_minute, closes_minute, days_ahead, max_players, ${ms('w_from')}, ${ms('w_to')})), '[]') from c),
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
                  where k.capacity is not null and b.seats is not null and b.status not in (${sql.join(INACTIVE_BOOKING.map((s) => sql`${s}`), sql`, `)})
                    and b.starts_at < k.w_to and b.ends_at > k.w_from) s)
    )::text as answer`,
  );
  return toSlotRead(JSON.parse(row.answer) as Answer, timespan, userId);
}

function toSlotRead(answer: Answer, timespan: number, userId: number | null): SlotRead {
  const pricesByCourt = new Map<number, PriceRow[]>();
  const courtsByClub = new Map<number, CourtRow[]>();
  for (const [id, clubId, sportId, name, sort, capacity, minCapacity, minCapacityMode, maxCapacityPerBooking] of answer.courts) {
    const court: CourtRow = { id, clubId, sportId, name, sort, capacity, active: true, minCapacity, minCapacityMode, maxCapacityPerBooking };
    pricesByCourt.set(id, []);
    const list = courtsByClub.get(clubId);
    if (list) list.push(court);
    else courtsByClub.set(clubId, [court]);
  }
  for (const [id, courtId, amount, fromMinute, toMinute] of answer.prices) {
    pricesByCourt.get(courtId)?.push({ id, courtId, timespan, amount, fromMinute, toMinute });
  }
  const windows = new Map<number, { from: number; to: number }>();
  const contexts = answer.clubs.map(([id, timezone, currencyCode, latitude, longitude, sportId, timespans, stepMinutes, opensMinute, closesMinute, daysAhead, maxPlayers, from, to]) => {
    windows.set(id, { from, to });
    return {
      club: { id, timezone, currencyCode, latitude, longitude },
      config: { sportId, timespans, stepMinutes, opensMinute, closesMinute, daysAhead, maxPlayers },
      courts: courtsByClub.get(id) ?? [],
      pricesByCourt,
    };
  });
  const userIds = new Set<number>();
  let nextExpiry = Infinity;
  const claimsByCourt = new Map<number, LiveClaim[]>();
  for (const [courtId, start, end, claimUserId, bookingId, expiresAt] of answer.claims) {
    const claim = { courtId, start, end, userId: claimUserId, bookingId };
    userIds.add(claimUserId);
    if (expiresAt !== null) nextExpiry = Math.min(nextExpiry, expiresAt);
    const list = claimsByCourt.get(courtId);
    if (list) list.push(claim);
    else claimsByCourt.set(courtId, [claim]);
  }
  const seats = new Map<string, SeatUse>();
  for (const [courtId, startsAt, taken, seatUserId, booked, expiresAt] of answer.seats) {
    userIds.add(seatUserId);
    if (expiresAt !== null) nextExpiry = Math.min(nextExpiry, expiresAt);
    const key = seatKey(courtId, new Date(startsAt));
    const use = seats.get(key) ?? { used: 0, mine: 0, bookings: 0 };
    use.used += taken ?? 0;
    if (seatUserId === userId) use.mine += taken ?? 0;
    if (booked) use.bookings += 1;
    seats.set(key, use);
  }
  return { contexts, occupancy: { claimsByCourt, seats }, windows, userIds, nextExpiry };
}
