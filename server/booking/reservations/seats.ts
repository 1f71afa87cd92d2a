import { sql } from 'drizzle-orm';
import { instant, type Tx } from '#server/db/transaction';

// Seats of capacity courts. capacity_slots.used counts the seats of holds in state 'held' and of
// active bookings; every change is one atomic statement, and the CHECK (used between 0 and capacity)
// refuses an over-sale with SQLSTATE 23514 however many requests run at once.

export interface Session {
  courtId: number;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
}

/** Gives back the seats of the session's expired holds and marks them expired. */
export async function retireExpiredSeats(tx: Tx, session: Session, now: Date): Promise<void> {
  await tx.execute(sql`
    with expired as (
      update holds set state = 'expired'
      where court_id = ${session.courtId} and starts_at = ${instant(session.startsAt)}::timestamptz and state = 'held'
        and expires_at <= ${instant(now)}::timestamptz and seats is not null
      returning seats
    )
    update capacity_slots set used = used - (select coalesce(sum(seats), 0) from expired)
    where court_id = ${session.courtId} and starts_at = ${instant(session.startsAt)}::timestamptz`);
}

/** Takes seats in one statement (creating the session's row on first use); over capacity fails with 23514. */
export async function takeSeats(tx: Tx, session: Session, seats: number): Promise<void> {
  await tx.execute(sql`
    insert into capacity_slots (court_id, starts_at, ends_at, capacity, used)
    values (${session.courtId}, ${instant(session.startsAt)}::timestamptz, ${instant(session.endsAt)}::timestamptz, ${session.capacity}, ${seats})
    on conflict (court_id, starts_at) do update set used = capacity_slots.used + excluded.used`);
}

/** Changes the seats of an existing session by delta (negative gives back); over capacity fails with 23514. */
export async function adjustSeats(tx: Tx, courtId: number, startsAt: Date, delta: number): Promise<void> {
  if (delta === 0) return;
  await tx.execute(
    sql`update capacity_slots set used = used + ${delta} where court_id = ${courtId} and starts_at = ${instant(startsAt)}::timestamptz`,
  );
}
