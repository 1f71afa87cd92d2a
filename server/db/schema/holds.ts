import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { courtColumns, slotTimeColumns, timespanColumn } from './courtSlot';
import { courts } from './courts';
import { crossCourtBlocks } from './crossCourtBlocks';
import { users } from './users';

export type HoldState = 'held' | 'booked' | 'released' | 'expired';
/** A booking's pre-block, or the court a prime subscriber's challenge holds while the rival answers. */
export type HoldPurpose = 'booking' | 'challenge';

/**
 * A pre-block: a user keeps a slot for a few minutes while deciding. It counts until expiresAt (no
 * timer: an expired hold simply stops counting); booking it is a compare-and-swap on state.
 * Exclusive courts: its court_claims row guards the range. Capacity courts: it takes `seats`.
 */
export const holds = pgTable(
  'holds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...courtColumns(),
    ...slotTimeColumns(),
    timespan: timespanColumn(),
    /** Capacity courts only. */
    seats: smallint('seats'),
    /** A golf 18-hole round (cross_court_blocks): the hold claims its start court and then its end court. */
    crossBlockId: integer('cross_block_id').references(() => crossCourtBlocks.id, { onDelete: 'set null' }),
    state: text('state').$type<HoldState>().notNull().default('held'),
    /** 'challenge' holds are not the user's one live booking hold: a new booking hold leaves them be. */
    purpose: text('purpose').$type<HoldPurpose>().notNull().default('booking'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    uniqueIndex('holds_idempotency_key')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('holds_court_start_idx').on(t.courtId, t.startsAt),
    index('holds_user_state_idx').on(t.userId, t.state),
    check('holds_state', sql`${t.state} in ('held', 'booked', 'released', 'expired')`),
    check('holds_purpose', sql`${t.purpose} in ('booking', 'challenge')`),
    check('holds_range', sql`${t.endsAt} > ${t.startsAt}`),
    check('holds_seats', sql`${t.seats} is null or ${t.seats} > 0`),
  ],
);

/**
 * One exclusive court claimed for a time range by a hold or a booking (a golf booking over several
 * courts has several). Active claims may not overlap on a court: an exclusion constraint in
 * migration 0004 (`EXCLUDE USING gist (court_id WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&)
 * WHERE (active)`) refuses the second one. A hold's claim carries its expiry; a booking's has none.
 */
export const courtClaims = pgTable(
  'court_claims',
  {
    id: serial('id').primaryKey(),
    courtId: integer('court_id')
      .notNull()
      .references(() => courts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    holdId: integer('hold_id').references(() => holds.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id').references((): AnyPgColumn => bookings.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('court_claims_hold_idx').on(t.holdId),
    index('court_claims_booking_idx').on(t.bookingId),
    check('court_claims_range', sql`${t.endsAt} > ${t.startsAt}`),
    check('court_claims_owner', sql`${t.holdId} is not null or ${t.bookingId} is not null`),
  ],
);

/**
 * Seats taken on a capacity court's session, by live holds and bookings. Changed only by one atomic
 * UPDATE (or upsert) at a time, and the CHECK refuses a count above the capacity: never over-sold.
 */
export const capacitySlots = pgTable(
  'capacity_slots',
  {
    courtId: integer('court_id')
      .notNull()
      .references(() => courts.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: smallint('capacity').notNull(),
    used: smallint('used').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.courtId, t.startsAt] }),
    check('capacity_slots_used', sql`${t.used} >= 0 and ${t.used} <= ${t.capacity}`),
  ],
);
