import { and, eq, gte, sql } from 'drizzle-orm';
import { bookingContract, COMMON_ERRORS } from '#kernel/contract';
import { bookingPlayers, bookings, discountCodeUses, discountCodes, holds, userCoupons, type BookingInsurance } from '#server/db/schema';
import type { Tx } from '#server/db/transaction';
import { ApiFailure, callFailure } from '#server/http/apiFailure';
import type { BookingBody } from './bookingForm';
import { claimForBooking } from './claims';
import type { ClubSportContext } from '#server/booking/availability/clubContext';
import type { ResolvedSlot } from '#server/booking/availability/findSlot';
import type { HoldRow } from './holds';
import type { Quote } from './quote/quote';
import { minPlayersOf } from './minPlayersExpiry';
import { adjustSeats } from './seats';
import { entryAccountIds, saveAccountId } from './latamPass';

const notAvailable = () => callFailure(bookingContract.createBooking, '-99');

/**
 * The compare-and-swap that turns the caller's hold into a booking: it succeeds once, only while the
 * hold is held and not expired, and only for this slot. Null when there is no such live hold.
 */
export async function takeHold(tx: Tx, callerId: number, holdId: number | null, slot: ResolvedSlot, now: Date): Promise<HoldRow | null> {
  if (holdId === null) return null;
  const [hold] = await tx
    .update(holds)
    .set({ state: 'booked' })
    .where(
      and(
        eq(holds.id, holdId),
        eq(holds.userId, callerId),
        eq(holds.state, 'held'),
        eq(holds.purpose, 'booking'),
        sql`${holds.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  if (!hold) return null;
  if (
    hold.courtId !== slot.court.id ||
    hold.startsAt.getTime() !== slot.grid.startsAt.getTime() ||
    hold.timespan !== slot.grid.timespan ||
    hold.crossBlockId !== (slot.round?.blockId ?? null)
  )
    throw notAvailable();
  return hold;
}

export interface BookingRecord {
  context: ClubSportContext;
  slot: ResolvedSlot;
  hold: HoldRow;
  quote: Quote;
  body: BookingBody;
  callerId: number;
  insurance: BookingInsurance | null;
  now: Date;
}

/** Writes the booking, moves the hold's claim (or seats) to it, and spends its coupons and codes. */
export async function recordBooking(tx: Tx, record: BookingRecord): Promise<typeof bookings.$inferSelect> {
  const { context, slot, hold, quote, body, callerId, now } = record;
  const entries = body.bookUserIds;
  const capacity = slot.court.capacity !== null;
  const accepted = quote.verdicts.map((v, i) => ({ code: v.code, userId: entries[i].userId })).filter((v) => v.code !== null);
  const [booking] = await tx
    .insert(bookings)
    .values({
      userId: entries[0].userId,
      createdBy: callerId,
      clubId: context.club.id,
      sportId: context.config.sportId,
      courtId: slot.court.id,
      holdId: hold.id,
      startsAt: slot.grid.startsAt,
      // A golf round ends with its back nine.
      endsAt: slot.round?.end.grid.endsAt ?? slot.grid.endsAt,
      localDate: slot.grid.localDate,
      localStartTime: slot.grid.localStartTime,
      localEndTime: slot.round?.end.grid.localEndTime ?? slot.grid.localEndTime,
      timespan: slot.grid.timespan,
      seats: capacity ? entries.length : null,
      currencyCode: context.club.currencyCode,
      amount: quote.shares.reduce((sum, s) => sum + s.amount, 0),
      onlineAmount: quote.actions.paymentAmounts.pay,
      downpayment: body.action === 'downpay' ? quote.actions.paymentAmounts.downpay : 0,
      serviceFee: quote.fee.active ? quote.fee.feeAmount : 0,
      insurance: record.insurance,
      comments: body.comments?.trim() || null,
      dataConfigValues: body.dataConfigValues ?? [],
      // Kept only where the club sport asks for them.
      playWith: context.config.askPlayWith ? body.playWith?.trim() || null : null,
      bookingMotive: context.config.askMotiveAndArrival ? body.bookingMotive?.trim() || null : null,
      arrivalTime: context.config.askMotiveAndArrival ? (body.arrivalTime ?? null) : null,
      promoCode: accepted[0]?.code?.code ?? null,
      customerCodeIds: [
        ...new Set(entries.map((e) => quote.facts.customerCodes.get(e.userId)?.id).filter((id): id is number => id !== undefined)),
      ],
      idempotencyKey: body.idempotencyKey ?? null,
      createdAt: now,
      ...minPlayersOf(context.config, { onlineAmount: quote.actions.paymentAmounts.pay, startsAt: slot.grid.startsAt }, now),
    })
    .returning();
  if (capacity) await adjustSeats(tx, slot.court.id, slot.grid.startsAt, entries.length - (hold.seats ?? 0));
  else if ((await claimForBooking(tx, hold.id, booking.id)) !== (slot.round ? 2 : 1)) throw notAvailable();
  const accountIds = entryAccountIds(context, entries);
  await tx.insert(bookingPlayers).values(
    entries.map((entry, position) => ({
      latamPassAccountId: accountIds[position],
      bookingId: booking.id,
      userId: entry.userId,
      position,
      clubCouponId: quote.shares[position].clubCouponId,
      ancillaries: quote.shares[position].ancillaries,
      amount: quote.shares[position].amount,
      onlineAmount: Math.max(
        0,
        quote.shares[position].appAmount - quote.shares[position].couponAmount - quote.verdicts[position].promoAmount,
      ),
      // Only the one who books has said yes: everyone they name is invited until they answer.
      status: entry.userId === callerId ? ('CONFIRMED' as const) : ('INVITED' as const),
      respondedAt: entry.userId === callerId ? now : null,
    })),
  );
  // The booker's own account id is saved for their next booking (GET /api/users/{userId}/latampassid).
  const ownIndex = entries.findIndex((e) => e.userId === callerId);
  if (ownIndex >= 0 && accountIds[ownIndex] !== null) await saveAccountId(tx, callerId, accountIds[ownIndex]);
  const couponsUsed = new Map<number, number>();
  for (const share of quote.shares)
    if (share.clubCouponId !== null) couponsUsed.set(share.clubCouponId, (couponsUsed.get(share.clubCouponId) ?? 0) + 1);
  for (const [couponId, n] of couponsUsed) {
    const spent = await tx
      .update(userCoupons)
      .set({ quantityLeft: sql`${userCoupons.quantityLeft} - ${n}` })
      .where(and(eq(userCoupons.userId, callerId), eq(userCoupons.clubCouponId, couponId), gte(userCoupons.quantityLeft, n)))
      .returning();
    if (spent.length === 0) throw callFailure(bookingContract.createBooking, '-7711', { clubCouponId: couponId });
  }
  for (const { code, userId } of accepted) {
    const used = await tx
      .update(discountCodes)
      .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
      .where(
        and(
          eq(discountCodes.id, code!.id),
          sql`(${discountCodes.maxUses} is null or ${discountCodes.usedCount} < ${discountCodes.maxUses})`,
        ),
      )
      .returning();
    if (used.length === 0)
      throw new ApiFailure(COMMON_ERRORS.INVALID_INPUT, 400, 'The discount code is no longer available', { discountCode: code!.code });
    await tx.insert(discountCodeUses).values({ discountCodeId: code!.id, userId, bookingId: booking.id });
  }
  return booking;
}
