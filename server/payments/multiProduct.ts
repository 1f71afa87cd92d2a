import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { EndpointDef } from '#kernel/contract';
import type { MultipleProductItemDto } from '#kernel/contract/payments';
import { bookings, clubRules, clubs, multipleProductItems, multipleProducts, payments } from '#server/db/schema';
import { SQLSTATE, sqlState } from '#server/db/rows';
import { inTransaction, type Tx } from '#server/db/transaction';
import { cancelBookingTx } from '#server/booking/reservations/cancelBooking';
import { managesAll } from '#server/booking/reservations/bookingAccess';
import { callFailure, noAccess } from '#server/http/apiFailure';
import { PRODUCT_IDS } from './analytics/purchases';
import { clubFopCodes, fopCodeOf } from './fops';
import { checkCard, type PaymentGateway } from './gateway';
import { paymentDataOf } from './payLater';
import { settle, type PaymentRow } from './settle';

// POST /api/multiple-products/create-and-pay and /cancel (spec part 2 §4 "Multi-product payment",
// §7 "Booking"): several of the caller's unpaid court bookings paid in one payment, settled together
// by the same compare-and-swap as any payment (server/payments/settle.ts), or cancelled together.
// Every check runs before anything is written, and the writes of one call share a transaction.

type BookingRow = typeof bookings.$inferSelect;
const OPEN = ['CREATED', 'PENDING'] as const;

/** Activities (productId 2) come with the activities issue: refused with -91 before anything else. */
function refuseActivities(endpoint: EndpointDef, items: MultipleProductItemDto[]): void {
  const activity = items.find((item) => item.productId === PRODUCT_IDS.activity);
  if (activity) throw callFailure(endpoint, '-91', { productId: activity.productId, productTransactionId: activity.productTransactionId });
}

function refuseRepeats(endpoint: EndpointDef, items: MultipleProductItemDto[]): void {
  const seen = new Set<string>();
  for (const item of items) {
    const key = `${item.productId}-${item.productTransactionId}`;
    if (seen.has(key)) throw callFailure(endpoint, '-400', { reason: 'A product appears twice', ...item });
    seen.add(key);
  }
}

/** The caller's bookings by id, all of them, or NO_ACCESS (404) when any is missing or someone else's. */
async function ownBookings(db: PaymentGateway['ctx']['db'] | Tx, ids: number[], callerId: number): Promise<BookingRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(bookings).where(inArray(bookings.id, ids)).orderBy(asc(bookings.id));
  if (rows.length !== new Set(ids).size || !(await managesAll(db, rows, callerId))) throw noAccess();
  return rows;
}

/** Why a booking cannot be paid in a group (null: it can). */
function notPayable(booking: BookingRow, now: Date): string | null {
  if (booking.status !== 'BOOKED' || booking.totalPaid > 0) return 'Only unpaid bookings (BOOKED, nothing paid) are paid together';
  if (booking.onlineAmount <= 0) return 'Nothing to pay';
  if (booking.startsAt.getTime() <= now.getTime()) return 'The booking has started; pay it on its own';
  return null;
}

/** Open payments of these bookings: their own (pay, insurance) or a group's they are in. */
export async function openPaymentsOf(db: PaymentGateway['ctx']['db'] | Tx, bookingIds: number[]): Promise<PaymentRow[]> {
  if (bookingIds.length === 0) return [];
  const groups = db
    .select({ id: multipleProductItems.multipleProductId })
    .from(multipleProductItems)
    .where(and(inArray(multipleProductItems.bookingId, bookingIds), eq(multipleProductItems.open, true)));
  return db
    .select()
    .from(payments)
    .where(
      and(inArray(payments.status, [...OPEN]), or(inArray(payments.bookingId, bookingIds), inArray(payments.multipleProductId, groups))),
    );
}

export interface MultiProductPayRequest {
  callerId: number;
  items: MultipleProductItemDto[];
  fopId: number;
  fopParams: Record<string, unknown>;
  deviceSessionId: string | null;
}

export async function createAndPayMultipleProducts(gateway: PaymentGateway, endpoint: EndpointDef, request: MultiProductPayRequest) {
  const { ctx } = gateway;
  const { db } = ctx;
  const invalid = (reason: string, details?: Record<string, unknown>) => callFailure(endpoint, '-400', { reason, ...details });
  refuseActivities(endpoint, request.items);
  const group = request.items.find((item) => item.productId === PRODUCT_IDS.multiple);
  if (group) throw invalid('A group cannot contain another group', { productTransactionId: group.productTransactionId });
  refuseRepeats(endpoint, request.items);
  const ids = request.items.map((item) => item.productTransactionId);
  // Ownership before anything else: another person's booking answers 404 and nothing is written.
  const found = await ownBookings(db, ids, request.callerId);
  // Payments left open past their time are abandoned first: they may release these very bookings.
  for (const id of ids) await gateway.releaseAbandoned({ bookingId: id });

  const fopCode = fopCodeOf(request.fopId);
  const clubIds = [...new Set(found.map((b) => b.clubId))];
  const clubRows = await db.select().from(clubs).where(inArray(clubs.id, clubIds));
  const ruleRows = await db.select().from(clubRules).where(inArray(clubRules.clubId, clubIds));
  for (const club of clubRows) {
    const rules = ruleRows.find((r) => r.clubId === club.id);
    const offered = clubFopCodes({
      countryCode: club.countryCode,
      onlinePayment: rules?.onlinePayment ?? true,
      oneClick: rules?.oneClick ?? false,
    });
    if (!fopCode || !offered.includes(fopCode))
      throw invalid('A club of these bookings does not offer this form of payment', { fopId: request.fopId, clubId: club.id });
  }
  await checkCard(ctx, endpoint, request.callerId, fopCode, request.fopParams);

  const now = ctx.now();
  let payment: PaymentRow;
  try {
    payment = await inTransaction(db, async (tx) => {
      // Locked in id order (as a group's approval and a single payment lock them): no other payment
      // of these bookings can start until this one is recorded.
      const locked = await tx.select().from(bookings).where(inArray(bookings.id, ids)).orderBy(asc(bookings.id)).for('update');
      if (locked.length !== ids.length || !(await managesAll(tx, locked, request.callerId))) throw noAccess();
      for (const booking of locked) {
        const reason = notPayable(booking, now);
        if (reason) throw invalid(reason, { productId: PRODUCT_IDS.booking, productTransactionId: booking.id });
      }
      const currencies = new Set(locked.map((b) => b.currencyCode));
      if (currencies.size > 1) throw invalid('The bookings are in different currencies', { currencies: [...currencies] });
      if ((await openPaymentsOf(tx, ids)).length > 0) throw callFailure(endpoint, '-1698');
      const byId = new Map(locked.map((b) => [b.id, b]));
      const parts = ids.map((id) => {
        const booking = byId.get(id)!;
        return { booking, bookingPart: booking.onlineAmount - booking.totalPaid, feePart: booking.serviceFee };
      });
      const amount = parts.reduce((sum, p) => sum + p.bookingPart + p.feePart, 0);
      const [made] = await tx.insert(multipleProducts).values({ userId: request.callerId, createdAt: now }).returning();
      await tx.insert(multipleProductItems).values(
        parts.map((p, position) => ({
          multipleProductId: made.id,
          position,
          productId: PRODUCT_IDS.booking,
          productTransactionId: p.booking.id,
          bookingId: p.booking.id,
          bookingPart: p.bookingPart,
          feePart: p.feePart,
        })),
      );
      const [row] = await tx
        .insert(payments)
        .values({
          bookingId: parts[0].booking.id,
          userId: request.callerId,
          provider: gateway.name,
          action: 'pay',
          amount,
          currencyCode: parts[0].booking.currencyCode,
          fopId: request.fopId,
          product: 'multiple',
          multipleProductId: made.id,
          bookingPart: parts.reduce((sum, p) => sum + p.bookingPart, 0),
          status: 'CREATED',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return row;
    });
  } catch (error) {
    if (sqlState(error) === SQLSTATE.uniqueViolation) throw callFailure(endpoint, '-1698');
    throw error;
  }
  const settled = await gateway.begin(payment, {
    product: 'multiple',
    bookingPart: payment.bookingPart,
    fopParams: request.fopParams,
    deviceSessionId: request.deviceSessionId,
  });
  if (settled.errCategory === 'PROVIDER_ERROR') throw callFailure(endpoint, '-44');
  return {
    paymentData: paymentDataOf(settled),
    productId: PRODUCT_IDS.multiple,
    productTransactionId: settled.multipleProductId!,
    webpay_id: String(settled.id),
  };
}

/** The booking ids the cancel names: bookings (productId 1) and the bookings of groups (productId 4), the caller's only. */
async function bookingIdsToCancel(gateway: PaymentGateway, items: MultipleProductItemDto[], callerId: number): Promise<number[]> {
  const { db } = gateway.ctx;
  const ids = items.filter((item) => item.productId === PRODUCT_IDS.booking).map((item) => item.productTransactionId);
  const groupIds = items.filter((item) => item.productId === PRODUCT_IDS.multiple).map((item) => item.productTransactionId);
  if (groupIds.length > 0) {
    const groups = await db.select().from(multipleProducts).where(inArray(multipleProducts.id, groupIds));
    if (groups.length !== groupIds.length || groups.some((g) => g.userId !== callerId)) throw noAccess();
    const grouped = await db
      .select({ bookingId: multipleProductItems.bookingId })
      .from(multipleProductItems)
      .where(inArray(multipleProductItems.multipleProductId, groupIds));
    for (const { bookingId } of grouped) if (bookingId !== null) ids.push(bookingId);
  }
  return [...new Set(ids)];
}

/**
 * Cancels the named bookings, all or none: every one must be the caller's (else 404) and unpaid and
 * not started (else -52); a cancelled one is fine (already done). An open payment of them is voided
 * first — won by compare-and-swap, so a payment approved meanwhile is not voided (then -52).
 */
export async function cancelMultipleProducts(
  gateway: PaymentGateway,
  endpoint: EndpointDef,
  callerId: number,
  items: MultipleProductItemDto[],
) {
  const { ctx } = gateway;
  refuseActivities(endpoint, items);
  refuseRepeats(endpoint, items);
  const ids = await bookingIdsToCancel(gateway, items, callerId);
  const cannot = (booking: BookingRow) =>
    callFailure(endpoint, '-52', { productId: PRODUCT_IDS.booking, productTransactionId: booking.id, status: booking.status });
  const cancellable = (booking: BookingRow, now: Date) =>
    booking.status === 'CANCELLED' ||
    (booking.status === 'BOOKED' && booking.totalPaid === 0 && booking.startsAt.getTime() > now.getTime());
  for (const booking of await ownBookings(ctx.db, ids, callerId)) if (!cancellable(booking, ctx.now())) throw cannot(booking);

  const opened = await openPaymentsOf(ctx.db, ids);
  // Voiding a group's payment releases all its bookings: only when the cancel names them all.
  const named = new Set(ids);
  for (const open of opened.filter((p) => p.multipleProductId !== null)) {
    const grouped = await ctx.db
      .select({ bookingId: multipleProductItems.bookingId })
      .from(multipleProductItems)
      .where(eq(multipleProductItems.multipleProductId, open.multipleProductId!));
    const outside = grouped.find(({ bookingId }) => bookingId !== null && !named.has(bookingId));
    if (outside)
      throw callFailure(endpoint, '-52', {
        reason: 'The booking is being paid in a group: cancel the group',
        productId: PRODUCT_IDS.multiple,
        productTransactionId: open.multipleProductId,
      });
  }
  for (const open of opened) {
    const voided = await settle(ctx, open.id, { status: 'REJECTED', errCategory: 'ABORTED' });
    if (voided.changed && voided.payment.providerRef) {
      await ctx.providers.payments
        .refund(voided.payment.providerRef)
        .catch((error: unknown) => ctx.log.error({ err: error, paymentId: open.id }, 'void failed'));
    }
  }
  const now = ctx.now();
  await inTransaction(ctx.db, async (tx) => {
    const locked = await tx.select().from(bookings).where(inArray(bookings.id, ids)).orderBy(asc(bookings.id)).for('update');
    for (const booking of locked) if (!cancellable(booking, now)) throw cannot(booking);
    if ((await openPaymentsOf(tx, ids)).length > 0)
      throw callFailure(endpoint, '-52', { reason: 'A payment of these bookings started meanwhile' });
    for (const booking of locked) await cancelBookingTx(tx, booking.id, now);
  });
  return { cancelled: ids.sort((a, b) => a - b) };
}
