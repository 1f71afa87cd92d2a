import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clubCoupons, discountCodes } from './coupons';
import { courtColumns, slotTimeColumns, timespanColumn } from './courtSlot';
import { users } from './users';

export type BookingStatus = 'BOOKED' | 'PARTIALLY_PAYED' | 'PAYED' | 'USED' | 'CANCELLED' | 'EXCHANGED';
export type BookingInsurance = { planCode: string; playerCount: number; amountUnitary: number; amountTotal: number; billed: boolean };

/**
 * A court booking (spec part 2 §3 "Booking"). Times are kept as instants plus the club-local date
 * and times they were booked as. Amounts are integer minor units of currencyCode.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    /** The booking user (the first of bookUserIds). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who made it (the caller), for idempotency and book-for-others. */
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...courtColumns(),
    holdId: integer('hold_id'),
    ...slotTimeColumns(),
    localEndTime: text('local_end_time').notNull(),
    timespan: timespanColumn(),
    /** Seats on a capacity court; null for a court booked whole. */
    seats: smallint('seats'),
    status: text('status').$type<BookingStatus>().notNull().default('BOOKED'),
    currencyCode: text('currency_code').notNull(),
    /** Everything the booking is worth (price and extras, before discounts). */
    amount: integer('amount').notNull(),
    /** What is paid online, after coupons and discounts. */
    onlineAmount: integer('online_amount').notNull(),
    downpayment: integer('downpayment').notNull().default(0),
    totalPaid: integer('total_paid').notNull().default(0),
    serviceFee: integer('service_fee').notNull().default(0),
    insurance: jsonb('insurance').$type<BookingInsurance>(),
    comments: text('comments'),
    dataConfigValues: jsonb('data_config_values').$type<{ dataConfigId: number; value: string }[]>().notNull().default([]),
    /** Who the booker plays with, when the club sport asks (askPlayWith). */
    playWith: text('play_with'),
    /** The booking's motive and the arrival time (club time, HH:mm), when the club sport asks (askMotiveAndArrival). */
    bookingMotive: text('booking_motive'),
    arrivalTime: text('arrival_time'),
    promoCode: text('promo_code'),
    customerCodeIds: jsonb('customer_code_ids').$type<number[]>().notNull().default([]),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * A free booking under its sport's min-players rule (taken when booked): confirmed players it needs
     * by minPlayersDeadline, or the expiry job cancels it (server/booking/reservations/minPlayersExpiry.ts).
     */
    minPlayers: smallint('min_players'),
    minPlayersDeadline: timestamp('min_players_deadline', { withTimezone: true }),
    /** Why it was cancelled when the player did not: 'MIN_PLAYERS' (expired short of players). */
    cancelReason: text('cancel_reason'),
    /** The club gate's access code (the QR of the bookings list): random, unguessable, one per booking. */
    accessCode: text('access_code')
      .notNull()
      .default(sql`upper(substr(md5(random()::text || clock_timestamp()::text), 1, 12))`),
    /** The club marked the player as not arriving (a cancelled booking then shows as NO LLEGÓ). */
    noShow: boolean('no_show').notNull().default(false),
    /**
     * The booking this one replaced (spec part 1 §4.5 exchange): it ended EXCHANGED in the same
     * transaction and this one carries what was paid for it, its fee and its insurance. Unique: a
     * booking is exchanged once, whatever two requests at once believe.
     */
    exchangedFromId: integer('exchanged_from_id').references((): AnyPgColumn => bookings.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('bookings_idempotency_key')
      .on(t.createdBy, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('bookings_club_date_idx').on(t.clubId, t.localDate),
    index('bookings_court_start_idx').on(t.courtId, t.startsAt),
    // The limits count the bookings a person made (server/booking/reservations/quote/facts.ts countBookings).
    index('bookings_created_by_idx').on(t.createdBy, t.clubId),
    // The expiry job reads the due ones only.
    index('bookings_min_players_deadline_idx')
      .on(t.minPlayersDeadline)
      .where(sql`${t.minPlayersDeadline} is not null and ${t.status} = 'BOOKED'`),
    uniqueIndex('bookings_exchanged_from').on(t.exchangedFromId),
    check('bookings_status', sql`${t.status} in ('BOOKED', 'PARTIALLY_PAYED', 'PAYED', 'USED', 'CANCELLED', 'EXCHANGED')`),
    check('bookings_amounts', sql`${t.amount} >= 0 and ${t.onlineAmount} >= 0 and ${t.totalPaid} >= 0`),
  ],
);

export type PlayerAncillary = { club_ancillary_id: number; quantity: number; amount: number; online: boolean };

/**
 * A player's answer to being named on a booking (spec part 2 §3 "Player status"): INVITED until they
 * confirm (CONFIRMED) or decline (REJECTED); DELETED once a confirmed player left. Only the one who
 * books is CONFIRMED at once; only CONFIRMED players count toward their booking limits.
 */
export type PlayerStatus = 'INVITED' | 'REJECTED' | 'CONFIRMED' | 'DELETED';

/** The people on a booking (the booking user first), each with their share, extras, coupon and answer. */
export const bookingPlayers = pgTable(
  'booking_players',
  {
    /** The player's id on the booking (playerId of the confirm, reject and leave calls). */
    id: serial('id').notNull().unique(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    clubCouponId: integer('club_coupon_id').references(() => clubCoupons.id, { onDelete: 'set null' }),
    ancillaries: jsonb('ancillaries').$type<PlayerAncillary[]>().notNull().default([]),
    amount: integer('amount').notNull(),
    onlineAmount: integer('online_amount').notNull(),
    status: text('status').$type<PlayerStatus>().notNull().default('INVITED'),
    /** When the player confirmed, declined or left. */
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** The player's LATAM Pass account id for this booking (filtered), so the club can credit the miles. */
    latamPassAccountId: text('latam_pass_account_id'),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.userId] }),
    index('booking_players_user_idx').on(t.userId),
    check('booking_players_status', sql`${t.status} in ('INVITED', 'REJECTED', 'CONFIRMED', 'DELETED')`),
  ],
);

/** Who used a discount code on which booking; a cancelled booking's use stops counting. */
export const discountCodeUses = pgTable(
  'discount_code_uses',
  {
    id: serial('id').primaryKey(),
    discountCodeId: integer('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('discount_code_uses_code_user_idx').on(t.discountCodeId, t.userId)],
);
