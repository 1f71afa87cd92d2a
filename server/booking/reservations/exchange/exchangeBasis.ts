import { and, eq, ne, notInArray } from 'drizzle-orm';
import { COMMON_ERRORS, type EndpointDef } from '#kernel/contract';
import type { Db } from '#server/db/client';
import { bookingPlayers, bookings, clubUserBlocks } from '#server/db/schema';
import type { Tx } from '#server/db/transaction';
import { callFailure, noAccess } from '#server/http/apiFailure';
import { openPaymentsOf } from '#server/payments/multiProduct';
import { managesAll } from '../bookingAccess';

// Changing a booking (spec part 1 §4.5, part 2 §4 "Exchange"): which bookings may be changed, and
// what the quote and the booking of the new slot read about the one being changed.

export type BookingRow = typeof bookings.$inferSelect;

/** What the booking being changed brings to the new one. */
export interface ExchangeBasis {
  booking: BookingRow;
  /** What was paid for the booking itself (not its fee, not its insurance): the new one starts with it. */
  carried: number;
}

const CHANGEABLE_STATUSES: ReadonlySet<BookingRow['status']> = new Set(['BOOKED', 'PARTIALLY_PAYED', 'PAYED']);

/**
 * Changeable: still active and not started, nothing of it being paid right now, and nobody else on it
 * (the new slot is booked for its booking user alone: -5749 refuses adding guests on a change).
 */
async function changeableBy(db: Db | Tx, booking: BookingRow, callerId: number, now: Date): Promise<boolean> {
  if (!CHANGEABLE_STATUSES.has(booking.status) || booking.startsAt.getTime() <= now.getTime()) return false;
  if (!(await managesAll(db, [booking], callerId))) return false;
  const others = await db
    .select({ userId: bookingPlayers.userId })
    .from(bookingPlayers)
    .where(
      and(
        eq(bookingPlayers.bookingId, booking.id),
        ne(bookingPlayers.userId, booking.userId),
        notInArray(bookingPlayers.status, ['REJECTED', 'DELETED']),
      ),
    )
    .limit(1);
  if (others.length > 0) return false;
  return (await openPaymentsOf(db, [booking.id])).length === 0;
}

/** The fields GET /api/bookings/{id} adds for a change: whether it may be changed, and whether the club disabled the caller. */
export async function changeFacts(db: Db, booking: BookingRow, callerId: number, now: Date) {
  const [isChangeable, blocked] = await Promise.all([
    changeableBy(db, booking, callerId, now),
    db
      .select({ clubId: clubUserBlocks.clubId })
      .from(clubUserBlocks)
      .where(and(eq(clubUserBlocks.clubId, booking.clubId), eq(clubUserBlocks.userId, callerId))),
  ]);
  return { isChangeable, club_user_blocked: blocked.length > 0 };
}

export interface ExchangeAsk {
  bookingId: number;
  callerId: number;
  clubId: number;
  sportId: number;
  /** How many people the new booking names: a change books its booking user alone. */
  people: number;
  now: Date;
  /** In the booking's transaction: the booking being changed is locked until it commits. */
  lock?: boolean;
}

/**
 * The booking being changed, checked for a quote or a booking of the new slot: someone else's (or none)
 * is the common no-access 404 (in these calls -64 is a booking limit); another club or sport, or a
 * booking that cannot be changed now, -5750; more than its booking user, -5749.
 */
export async function exchangeBasis(db: Db | Tx, endpoint: EndpointDef, ask: ExchangeAsk): Promise<ExchangeBasis> {
  const query = db.select().from(bookings).where(eq(bookings.id, ask.bookingId));
  const [booking] = ask.lock ? await query.for('update') : await query;
  if (!booking || !(await managesAll(db, [booking], ask.callerId))) throw noAccess(COMMON_ERRORS.NO_ACCESS);
  if (booking.clubId !== ask.clubId || booking.sportId !== ask.sportId)
    throw callFailure(endpoint, '-5750', { reason: 'otherClubOrSport', bookingId: booking.id });
  if (!(await changeableBy(db, booking, ask.callerId, ask.now)))
    throw callFailure(endpoint, '-5750', { reason: 'notChangeable', status: booking.status, bookingId: booking.id });
  if (ask.people > 1) throw callFailure(endpoint, '-5749', { bookingId: booking.id });
  return { booking, carried: booking.totalPaid };
}

/** The eBookingId of a quote or booking body: the booking user's entry carries it. */
export const exchangedBookingId = (entries: { eBookingId?: number | null }[]): number | null =>
  entries.find((e) => e.eBookingId != null)?.eBookingId ?? null;

/**
 * The money of a change, from the new slot's price (what would be paid online): what was paid is
 * carried over, the rest is to pay, and what was paid beyond the new price goes to the club credit.
 * The fee is not charged again once anything was paid; otherwise the one the booking had is still due.
 */
export function changeTerms(exchange: ExchangeBasis, price: number) {
  const { booking, carried } = exchange;
  const toPay = Math.max(0, price - carried);
  const credit = Math.max(0, carried - price);
  const fee = { active: carried === 0 && booking.serviceFee > 0, feeAmount: carried === 0 ? booking.serviceFee : 0 };
  return {
    toPay,
    credit,
    /** What the new booking starts with as paid. */
    paid: carried - credit,
    fee,
    dto: {
      bookingId: booking.id,
      totalAmountPayed: carried,
      serviceFee: booking.serviceFee,
      insuranceTotalAmount: booking.insurance?.amountTotal ?? 0,
      toPay,
      credit,
    },
  };
}
