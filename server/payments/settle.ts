import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { cancelBookingTx } from '#server/booking/reservations/cancelBooking';
import { bookings, multipleProductItems, paymentMethods, payments, type BookingStatus, type PaymentStatus } from '#server/db/schema';
import { inTransaction, instant, type Tx } from '#server/db/transaction';
import { bookingPurchase, insurancePurchase, multiplePurchase } from './analytics/purchases';
import type { PaymentContext } from './paymentContext';
import type { CardSummary, ProviderStatus } from './provider';
import { notifySettled } from './settleNotifications';

// The payment state machine. A payment moves only by compare-and-swap UPDATEs on its status
// (CREATED → PENDING → APPROVED | REJECTED); the transition and its effects on the booking commit
// together, and only the request that won the swap applies them. A replayed return, notification or
// status check, or two tabs at once, find the payment settled and change nothing: the booking is
// confirmed once, paid once, its purchase tracked once.

export type PaymentRow = typeof payments.$inferSelect;

export interface Outcome {
  status: ProviderStatus;
  errCategory?: string | null;
  card?: CardSummary | null;
  providerRef?: string | null;
  token?: string | null;
  redirectUrl?: string | null;
}

export interface Settled {
  payment: PaymentRow;
  /** This call moved the payment. */
  changed: boolean;
}

const OPEN: PaymentStatus[] = ['CREATED', 'PENDING'];
const INACTIVE: BookingStatus[] = ['CANCELLED', 'EXCHANGED'];

/** The court of a booking made with this payment stays claimed until the payment's expiry. */
async function holdUntil(tx: Tx, bookingId: number, expiresAt: Date): Promise<void> {
  await tx.execute(
    sql`update court_claims set expires_at = ${instant(expiresAt)}::timestamptz where booking_id = ${bookingId} and active and expires_at is null`,
  );
}

/**
 * The booking of an approved booking payment keeps its court: its claim no longer expires. A claim
 * that is no longer active was retired for someone else after the payment was abandoned: lost.
 */
async function keepCourt(tx: Tx, booking: typeof bookings.$inferSelect): Promise<boolean> {
  if (INACTIVE.includes(booking.status)) return false;
  if (booking.seats !== null) return true;
  const result = await tx.execute(sql`update court_claims set expires_at = null where booking_id = ${booking.id} and active returning id`);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows).length > 0;
}

/** The products of a group payment, in their order. */
async function groupItems(tx: Tx, payment: PaymentRow) {
  if (payment.multipleProductId === null) return [];
  return tx
    .select()
    .from(multipleProductItems)
    .where(eq(multipleProductItems.multipleProductId, payment.multipleProductId))
    .orderBy(asc(multipleProductItems.position));
}

/** The court bookings a payment holds while open and releases when it fails: its booking, or its group's. */
async function heldBookingIds(tx: Tx, payment: PaymentRow): Promise<number[]> {
  if (payment.product === 'booking') return [payment.bookingId];
  if (payment.product !== 'multiple') return [];
  // In id order, as every transaction that locks several bookings takes them (no deadlock between them).
  return (await groupItems(tx, payment)).flatMap((item) => (item.bookingId === null ? [] : [item.bookingId])).sort((a, b) => a - b);
}

/** A settled group payment's products are no longer in an open group. */
async function closeGroup(tx: Tx, payment: PaymentRow): Promise<void> {
  if (payment.multipleProductId === null) return;
  await tx.update(multipleProductItems).set({ open: false }).where(eq(multipleProductItems.multipleProductId, payment.multipleProductId));
}

/**
 * The approval of a group payment: all its bookings are paid, or none (false: one was lost, e.g. its
 * court went to someone else after the payment was abandoned; then the money goes back whole). The
 * bookings are locked in id order, as the group's creation locks them.
 */
async function applyGroupApproval(tx: Tx, payment: PaymentRow): Promise<boolean> {
  const items = (await groupItems(tx, payment)).filter((item) => item.bookingId !== null);
  const ids = items.map((item) => item.bookingId!);
  if (ids.length === 0) return false;
  const locked = await tx.select().from(bookings).where(inArray(bookings.id, ids)).orderBy(asc(bookings.id)).for('update');
  if (locked.length !== ids.length) return false;
  for (const booking of locked) if (!(await keepCourt(tx, booking))) return false;
  for (const item of items) {
    await tx
      .update(bookings)
      .set({
        status: sql`case when ${bookings.totalPaid} + ${item.bookingPart} >= ${bookings.onlineAmount} then 'PAYED' else 'PARTIALLY_PAYED' end`,
        totalPaid: sql`${bookings.totalPaid} + ${item.bookingPart}`,
      })
      .where(eq(bookings.id, item.bookingId!));
  }
  return true;
}

/** The booking side of an approval; false when what was paid for is gone (then the money goes back). */
async function applyApproval(tx: Tx, payment: PaymentRow): Promise<boolean> {
  if (payment.product === 'multiple') return applyGroupApproval(tx, payment);
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, payment.bookingId)).for('update');
  if (!booking) return false;
  if (payment.product === 'booking') {
    if (!(await keepCourt(tx, booking))) return false;
    await tx
      .update(bookings)
      .set({
        status: payment.action === 'downpay' ? 'PARTIALLY_PAYED' : 'PAYED',
        totalPaid: sql`${bookings.totalPaid} + ${payment.bookingPart}`,
        insurance: sql`case when ${bookings.insurance} is null then null else jsonb_set(${bookings.insurance}, '{billed}', 'true'::jsonb) end`,
      })
      .where(eq(bookings.id, booking.id));
    return true;
  }
  if (payment.product === 'bookingPay') {
    const [paid] = await tx
      .update(bookings)
      .set({
        status: sql`case when ${bookings.totalPaid} + ${payment.bookingPart} >= ${bookings.onlineAmount} then 'PAYED' else 'PARTIALLY_PAYED' end`,
        totalPaid: sql`${bookings.totalPaid} + ${payment.bookingPart}`,
      })
      .where(and(eq(bookings.id, booking.id), notInArray(bookings.status, INACTIVE)))
      .returning({ id: bookings.id });
    return Boolean(paid);
  }
  const [billed] = await tx
    .update(bookings)
    .set({ insurance: sql`jsonb_set(${bookings.insurance}, '{billed}', 'true'::jsonb)` })
    .where(
      and(
        eq(bookings.id, booking.id),
        notInArray(bookings.status, INACTIVE),
        sql`${bookings.insurance} is not null and coalesce((${bookings.insurance}->>'billed')::boolean, false) = false`,
      ),
    )
    .returning({ id: bookings.id });
  return Boolean(billed);
}

const cardColumns = (card: CardSummary | null | undefined) =>
  card
    ? {
        cardBin: card.bin && /^\d{6}$/.test(card.bin) ? card.bin : null,
        cardLast4: /^\d{4}$/.test(card.last4) ? card.last4 : null,
        cardType: card.type,
      }
    : {};

/**
 * Moves a payment to the provider's outcome, once. PENDING keeps what the payment holds until its
 * expiry (the booking's court claim expires then: no timer, the claim's timestamp); APPROVED pays the
 * booking (or gives the money back when the court was lost meanwhile); REJECTED releases what a
 * booking payment held: the court or seats, coupons and discount codes. A group payment ('multiple')
 * does the same for every booking of its group, all together.
 */
export async function settle(ctx: PaymentContext, paymentId: number, outcome: Outcome): Promise<Settled> {
  const now = ctx.now();
  let refund: string | null = null;
  const result = await inTransaction(ctx.db, async (tx): Promise<Settled> => {
    if (outcome.providerRef || outcome.token) {
      await tx
        .update(payments)
        .set({
          providerRef: sql`coalesce(${payments.providerRef}, ${outcome.providerRef || null})`,
          token: sql`coalesce(${payments.token}, ${outcome.token || null})`,
        })
        .where(eq(payments.id, paymentId));
    }
    const current = async (): Promise<Settled> => ({
      payment: (await tx.select().from(payments).where(eq(payments.id, paymentId)))[0],
      changed: false,
    });
    if (outcome.status === 'PENDING') {
      const [row] = await tx
        .update(payments)
        .set({ status: 'PENDING', redirectUrl: outcome.redirectUrl ?? null, updatedAt: now, ...cardColumns(outcome.card) })
        .where(and(eq(payments.id, paymentId), eq(payments.status, 'CREATED')))
        .returning();
      if (!row) return current();
      if (row.expiresAt) for (const bookingId of await heldBookingIds(tx, row)) await holdUntil(tx, bookingId, row.expiresAt);
      return { payment: row, changed: true };
    }
    if (outcome.status === 'REJECTED') {
      const [row] = await tx
        .update(payments)
        .set({
          status: 'REJECTED',
          errCategory: outcome.errCategory ?? 'REJECTED',
          redirectUrl: null,
          settledAt: now,
          updatedAt: now,
          ...cardColumns(outcome.card),
        })
        .where(and(eq(payments.id, paymentId), inArray(payments.status, OPEN)))
        .returning();
      if (!row) return current();
      for (const bookingId of await heldBookingIds(tx, row)) await cancelBookingTx(tx, bookingId, now);
      await closeGroup(tx, row);
      return { payment: row, changed: true };
    }
    const [row] = await tx
      .update(payments)
      .set({ status: 'APPROVED', errCategory: null, redirectUrl: null, settledAt: now, updatedAt: now, ...cardColumns(outcome.card) })
      .where(and(eq(payments.id, paymentId), inArray(payments.status, OPEN)))
      .returning();
    if (!row) return current();
    await closeGroup(tx, row);
    if (await applyApproval(tx, row)) {
      if (row.paymentMethodId) await tx.update(paymentMethods).set({ lastUsedAt: now }).where(eq(paymentMethods.id, row.paymentMethodId));
      return { payment: row, changed: true };
    }
    // Approved too late: what it paid for is gone (abandoned and taken, or cancelled). Give it back.
    const [lost] = await tx
      .update(payments)
      .set({ status: 'REJECTED', errCategory: 'EXPIRED', updatedAt: now })
      .where(eq(payments.id, row.id))
      .returning();
    for (const bookingId of await heldBookingIds(tx, row)) await cancelBookingTx(tx, bookingId, now);
    refund = lost.providerRef;
    return { payment: lost, changed: true };
  });
  if (refund) {
    await ctx.providers.payments.refund(refund).catch((error: unknown) => ctx.log.error({ err: error, paymentId }, 'refund failed'));
  }
  if (result.changed && result.payment.status === 'APPROVED') {
    const { payment } = result;
    await ctx.purchases.track(
      payment.product === 'insurance'
        ? insurancePurchase(payment.bookingId, payment.userId)
        : payment.product === 'multiple'
          ? multiplePurchase(payment.multipleProductId!, payment.userId)
          : bookingPurchase(payment.bookingId, payment.userId),
    );
  }
  if (result.changed) {
    ctx.log.info({ paymentId, status: result.payment.status, errCategory: result.payment.errCategory }, 'payment settled');
    await notifySettled(ctx, result.payment);
  }
  return result;
}
