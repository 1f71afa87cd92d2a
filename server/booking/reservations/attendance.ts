import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { bookings, checkIns, clubCheckInRules } from '#server/db/schema';
import { inTransaction } from '#server/db/transaction';
import { everyInterval, type JobLog } from '#server/jobs/everyInterval';

// Who came (spec part 2 §3: USED; a cancelled booking with a no-show flag shows as NO LLEGÓ). At a
// club that takes check-ins, a paid booking whose check-in window has closed and that has ended is
// settled by whether someone checked in: checked in → USED; nobody did → CANCELLED with the no-show
// flag (decisions.md). Unpaid bookings are the club's to chase; clubs without check-in are not judged.

/** Bookings one run settles in one transaction; the next run takes the rest. */
const BATCH = 100;

const PAID = ['PAYED', 'PARTIALLY_PAYED'] as const;

export interface AttendanceRun {
  used: number[];
  noShows: number[];
}

/**
 * One run: the due bookings are claimed with FOR UPDATE SKIP LOCKED (another instance running at the
 * same moment skips them) and settled in the same transaction; the update only moves a booking still
 * paid, so a second run settles nothing twice.
 */
export async function settleAttendance(db: Db, now: Date): Promise<AttendanceRun> {
  return inTransaction(db, async (tx) => {
    const due = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          inArray(bookings.status, [...PAID]),
          lte(bookings.endsAt, now),
          // The club takes check-ins and this booking's window has closed.
          sql`exists (select 1 from ${clubCheckInRules} where ${clubCheckInRules.clubId} = ${bookings.clubId}
                and ${bookings.startsAt} + ${clubCheckInRules.closesMinutesAfter} * interval '1 minute' <= ${now.toISOString()}::timestamptz)`,
        ),
      )
      .orderBy(asc(bookings.endsAt), asc(bookings.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const run: AttendanceRun = { used: [], noShows: [] };
    if (due.length === 0) return run;
    const ids = due.map((d) => d.id);
    const came = new Set(
      (await tx.select({ id: checkIns.bookingId }).from(checkIns).where(inArray(checkIns.bookingId, ids))).map((c) => c.id),
    );
    for (const id of ids) {
      const checkedIn = came.has(id);
      const [moved] = await tx
        .update(bookings)
        .set(checkedIn ? { status: 'USED' } : { status: 'CANCELLED', noShow: true, cancelledAt: now, cancelReason: 'NO_SHOW' })
        .where(and(eq(bookings.id, id), inArray(bookings.status, [...PAID])))
        .returning({ id: bookings.id });
      if (moved) (checkedIn ? run.used : run.noShows).push(id);
    }
    return run;
  });
}

/** Runs the job every everyMs (0: never); one run at a time per instance. Answers a function that stops it. */
export function keepSettlingAttendance(db: Db, log: JobLog, everyMs: number, now: () => Date = () => new Date()): () => void {
  return everyInterval(everyMs, log, 'Settling attendance failed', async () => {
    const { used, noShows } = await settleAttendance(db, now());
    if (used.length || noShows.length) log.info({ used, noShows }, 'Attendance settled');
  });
}
