import { sql } from 'drizzle-orm';
import type { RoundBackNineDto } from '#kernel/contract/booking';
import type { Db } from '#server/db/client';
import { queryRows } from '#server/db/rows';

/**
 * The back nines of the 18-hole rounds among some bookings, by booking id: the booking's claim on a
 * court other than its own (a round is booked as one claim per court, server/booking/reservations/
 * holds.ts), with its club times. Kept after a cancel (the claims are retired, not deleted), so the
 * lists show a cancelled round whole too. Bookings of nine holes are absent.
 */
export async function backNinesOf(db: Db, bookingIds: readonly number[]): Promise<Map<number, RoundBackNineDto>> {
  const found = new Map<number, RoundBackNineDto>();
  if (bookingIds.length === 0) return found;
  const ids = `{${bookingIds.map((id) => Math.trunc(id)).join(',')}}`;
  const rows = await queryRows<{ booking_id: number; court_id: number; name: string; starts: string; ends: string }>(
    db,
    sql`select distinct on (cc.booking_id) cc.booking_id, cc.court_id, co.name,
          to_char(cc.starts_at at time zone cl.timezone, 'HH24:MI:SS') as starts,
          to_char(cc.ends_at at time zone cl.timezone, 'HH24:MI:SS') as ends
        from court_claims cc
        join bookings b on b.id = cc.booking_id
        join courts co on co.id = cc.court_id
        join clubs cl on cl.id = b.club_id
        where cc.booking_id = any(${ids}::int[]) and cc.court_id <> b.court_id
        order by cc.booking_id, cc.starts_at desc, cc.id desc`,
  );
  for (const r of rows) {
    found.set(Number(r.booking_id), { endCourtId: r.court_id, endCourtName: r.name, local_start_time: r.starts, local_end_time: r.ends });
  }
  return found;
}
