import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { courts } from './courts';
import { users } from './users';

/**
 * The courts a teacher works at (spec part 3 §3 "Teacher court: court_id, club_id"; part 2 §5, part 3
 * §6 "Teacher"): the club's staff for those courts' bookings — they see them, cancel them and mark
 * who did not come (server/booking/reservations/teacherBookings.ts). Nobody else's.
 */
export const teacherCourts = pgTable(
  'teacher_courts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    courtId: integer('court_id')
      .notNull()
      .references(() => courts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courtId] }), index('teacher_courts_club_idx').on(t.clubId, t.courtId)],
);
