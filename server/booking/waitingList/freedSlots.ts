import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { NOTIFICATION_ORIGINS } from '#kernel/contract/notifications';
import type { Db } from '#server/db/client';
import { clubs, courts, waitingListEntries } from '#server/db/schema';
import { inTransaction, type Tx } from '#server/db/transaction';
import { everyInterval, type JobLog } from '#server/jobs/everyInterval';
import type { Notifier } from '#server/notifications/notify';
import { freedSlotTexts } from './freedSlotTexts';

// When a booked slot frees — cancelled, expired (an abandoned payment, a free booking short of
// players) or exchanged, all of which end in cancelBookingTx — the people waiting for it are told in
// the order they joined, once each. The transaction that frees the booking marks its entries freed
// (so a rollback tells no one); the notices go after the commit: a run claims the freed, untold
// entries with FOR UPDATE SKIP LOCKED, marks them told and then notifies them in join order. Two
// instances never claim the same entry, so no one is told twice.

/** Entries one run tells; the next run takes the rest. */
const BATCH = 100;

/** In the freeing transaction: the booking's live entries are freed now. */
export async function markWaitingListsFreed(tx: Tx, bookingId: number, now: Date): Promise<void> {
  await tx
    .update(waitingListEntries)
    .set({ freedAt: now })
    .where(and(eq(waitingListEntries.bookingId, bookingId), isNull(waitingListEntries.revokedAt), isNull(waitingListEntries.freedAt)));
}

/** One run: claims the freed, untold entries (join order) and tells each person. Answers the entry ids told. */
export async function notifyFreedSlots(db: Db, notifier: Notifier | undefined, now: Date): Promise<number[]> {
  const claimed = await inTransaction(db, async (tx) => {
    const due = await tx
      .select({ id: waitingListEntries.id })
      .from(waitingListEntries)
      .where(and(isNotNull(waitingListEntries.freedAt), isNull(waitingListEntries.notifiedAt), isNull(waitingListEntries.revokedAt)))
      .orderBy(asc(waitingListEntries.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((d) => d.id);
    await tx.update(waitingListEntries).set({ notifiedAt: now }).where(inArray(waitingListEntries.id, ids));
    return tx
      .select({ entry: waitingListEntries, clubName: clubs.name, courtName: courts.name })
      .from(waitingListEntries)
      .innerJoin(clubs, eq(clubs.id, waitingListEntries.clubId))
      .innerJoin(courts, eq(courts.id, waitingListEntries.courtId))
      .where(inArray(waitingListEntries.id, ids))
      .orderBy(asc(waitingListEntries.id));
  });
  for (const { entry, clubName, courtName } of claimed) {
    const facts = { clubName, courtName, localDate: entry.localDate, localStartTime: entry.localStartTime };
    const search = new URLSearchParams({ preSelectSportId: String(entry.sportId), preSelectDate: entry.localDate });
    await notifier?.notify(entry.userId, NOTIFICATION_ORIGINS.bookings, {
      type: 'waitingListSlotFreed',
      category: 'gotoState',
      link: `/book/clubs/${entry.clubId}/sports?${search.toString()}`,
      entityId: entry.id,
      sportId: entry.sportId,
      texts: (locale) => freedSlotTexts(facts, locale),
    });
  }
  return claimed.map((c) => c.entry.id);
}

/** Tells freed slots every everyMs (0: never), and at once when kicked (after a cancel). */
export function keepNotifyingFreedSlots(db: Db, log: JobLog, everyMs: number, notifier: Notifier, now: () => Date = () => new Date()) {
  return everyInterval(everyMs, log, 'Telling waiting lists failed', async () => {
    await notifyFreedSlots(db, notifier, now());
  });
}
