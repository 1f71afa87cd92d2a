import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { EndpointDef } from '#kernel/contract';
import type { BookingAncillaryDto } from '#kernel/contract/booking';
import type { Db } from '#server/db/client';
import { bookingPlayers, bookings, clubAncillaries, type PlayerAncillary } from '#server/db/schema';
import { inTransaction } from '#server/db/transaction';
import { callFailure, noAccess } from '#server/http/apiFailure';
import { openPaymentsOf } from '#server/payments/multiProduct';
import { managesAll } from './bookingAccess';

// Extras bought after booking (spec part 2 §2 "Bookings list: buy ancillaries", §7 POST
// /api/ancillaries/buy): one unit at a time, on the booking user's share like the extras chosen when
// booking (decisions.md: ancillaries belong to the booking user). An extra paid online adds to what
// the booking has still to pay (a paid booking becomes part-paid); one paid at the club does not.

type BookingRow = typeof bookings.$inferSelect;
type ExtraRow = typeof clubAncillaries.$inferSelect;

/** Active, not started: the only bookings that take extras. */
const takesExtras = (b: BookingRow, now: Date) =>
  (b.status === 'BOOKED' || b.status === 'PARTIALLY_PAYED' || b.status === 'PAYED') && b.startsAt.getTime() > now.getTime();

async function ownBooking(db: Db, bookingId: number, callerId: number): Promise<BookingRow> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking || !(await managesAll(db, [booking], callerId))) throw noAccess();
  return booking;
}

const extrasOf = (db: Db, b: Pick<BookingRow, 'clubId' | 'sportId'>) =>
  db
    .select()
    .from(clubAncillaries)
    .where(and(eq(clubAncillaries.clubId, b.clubId), or(isNull(clubAncillaries.sportId), eq(clubAncillaries.sportId, b.sportId))))
    .orderBy(asc(clubAncillaries.name));

const bookingUserShare = (db: Db, bookingId: number) =>
  db.select().from(bookingPlayers).where(eq(bookingPlayers.bookingId, bookingId)).orderBy(asc(bookingPlayers.position)).limit(1);

const dto = (e: ExtraRow, quantity: number): BookingAncillaryDto => ({
  club_ancillary_id: e.id,
  name: e.name,
  amount: e.amount,
  online_payment: e.onlinePayment ? 'Y' : 'N',
  min_items: e.minItems,
  max_items: e.maxItems,
  quantity,
});

/** GET /api/bookings/{id}/ancillaries: the extras its club offers for its sport, with how many it has. */
export async function bookingAncillaries(db: Db, bookingId: number, callerId: number, now: Date) {
  const booking = await ownBooking(db, bookingId, callerId);
  if (!takesExtras(booking, now)) return { ancillaries: [], currencyCode: booking.currencyCode };
  const [extras, [share]] = await Promise.all([extrasOf(db, booking), bookingUserShare(db, bookingId)]);
  const has = new Map((share?.ancillaries ?? []).map((a) => [a.club_ancillary_id, a.quantity]));
  return { ancillaries: extras.map((e) => dto(e, has.get(e.id) ?? 0)), currencyCode: booking.currencyCode };
}

/** POST /api/ancillaries/buy: one more unit of the extra, in one transaction with the booking locked. */
export async function buyAncillary(db: Db, endpoint: EndpointDef, callerId: number, bookingId: number, extraId: number, now: Date) {
  await ownBooking(db, bookingId, callerId);
  const refuse = (reason: string) => callFailure(endpoint, '-299', { reason });
  return inTransaction(db, async (tx) => {
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!takesExtras(b, now)) throw refuse('The booking is not active or has started');
    if ((await openPaymentsOf(tx, [bookingId])).length > 0) throw refuse('A payment of this booking is under way');
    const [extra] = await tx
      .select()
      .from(clubAncillaries)
      .where(
        and(
          eq(clubAncillaries.id, extraId),
          eq(clubAncillaries.clubId, b.clubId),
          or(isNull(clubAncillaries.sportId), eq(clubAncillaries.sportId, b.sportId)),
        ),
      );
    if (!extra) throw refuse('The extra is not of this club and sport');
    const [share] = await tx
      .select()
      .from(bookingPlayers)
      .where(eq(bookingPlayers.bookingId, bookingId))
      .orderBy(asc(bookingPlayers.position))
      .limit(1);
    const had = share.ancillaries.find((a) => a.club_ancillary_id === extra.id);
    if (extra.maxItems > 0 && (had?.quantity ?? 0) >= extra.maxItems)
      throw refuse('The booking has the most of this extra the club allows');
    const online = extra.onlinePayment;
    const ancillaries: PlayerAncillary[] = had
      ? share.ancillaries.map((a) => (a === had ? { ...a, quantity: a.quantity + 1, amount: a.amount + extra.amount } : a))
      : [...share.ancillaries, { club_ancillary_id: extra.id, quantity: 1, amount: extra.amount, online }];
    const onlineAdd = online ? extra.amount : 0;
    await tx
      .update(bookingPlayers)
      .set({ ancillaries, amount: share.amount + extra.amount, onlineAmount: share.onlineAmount + onlineAdd })
      .where(and(eq(bookingPlayers.bookingId, bookingId), eq(bookingPlayers.userId, share.userId)));
    const [after] = await tx
      .update(bookings)
      .set({
        amount: sql`${bookings.amount} + ${extra.amount}`,
        onlineAmount: sql`${bookings.onlineAmount} + ${onlineAdd}`,
        // Paid in full before: the new extra is still to pay.
        status: onlineAdd > 0 && b.status === 'PAYED' ? 'PARTIALLY_PAYED' : b.status,
      })
      .where(eq(bookings.id, bookingId))
      .returning();
    const pending = Math.max(0, after.onlineAmount - after.totalPaid + (after.totalPaid === 0 ? after.serviceFee : 0));
    return { ok: true as const, message: extra.name, pendingAmount: pending };
  });
}
