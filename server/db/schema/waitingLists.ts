import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { courtColumns, slotTimeColumns, timespanColumn } from './courtSlot';
import { users } from './users';

/**
 * A player waiting for a booked slot to free (spec part 1 §3 "Waiting list entry", part 3 §3): the
 * booking they wait on and a copy of its court and time (the list shows them after the booking is
 * gone). freed_at is written in the transaction that frees the booking (cancelBookingTx); notified_at
 * once the player was told (server/booking/waitingList/freedSlots.ts), so each is told once.
 */
export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    ...courtColumns(),
    ...slotTimeColumns(),
    timespan: timespanColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    freedAt: timestamp('freed_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    // One live entry per player and booking: a second request is -2801, also under a race.
    uniqueIndex('waiting_list_entries_live_key')
      .on(t.userId, t.bookingId)
      .where(sql`${t.revokedAt} is null`),
    index('waiting_list_entries_booking_idx').on(t.bookingId),
    index('waiting_list_entries_user_idx').on(t.userId, t.createdAt),
    index('waiting_list_entries_to_notify_idx')
      .on(t.id)
      .where(sql`${t.freedAt} is not null and ${t.notifiedAt} is null and ${t.revokedAt} is null`),
  ],
);
