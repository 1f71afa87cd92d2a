import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';

/** Spec part 2 §3 "Booking history actions". */
export type BookingHistoryAction = 'CREATED' | 'PARTIALLY_PAYED' | 'PAYED' | 'USED' | 'CANCELLED' | 'EXCHANGED';

/**
 * A booking's status history: CREATED when it is written, then one row per status it moved to. The
 * database writes it (trigger bookings_status_history in migration 0013) on every insert and on every
 * update that changes the status, so no code path that moves a booking can forget it.
 */
export const bookingStatusHistory = pgTable(
  'booking_status_history',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    action: text('action').$type<BookingHistoryAction>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_status_history_booking_idx').on(t.bookingId, t.id),
    check('booking_status_history_action', sql`${t.action} in ('CREATED', 'PARTIALLY_PAYED', 'PAYED', 'USED', 'CANCELLED', 'EXCHANGED')`),
  ],
);
