import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BookingSummaryDto } from '#kernel/contract/booking';
import type { Db } from '#server/db/client';
import {
  bookingPlayers,
  bookings,
  clubAncillaries,
  clubCoupons,
  clubs,
  courts,
  discountCodes,
  discountCodeUses,
  sports,
} from '#server/db/schema';
import { noAccess } from '#server/http/apiFailure';
import { INACTIVE_BOOKING } from '#server/booking/availability/occupancy';
import { atClubTotal, linesTotal, priceLines, type ShareFigures } from './quote/priceLines';

/**
 * GET /api/bookings/{id}: a booking of the caller (booking user, maker or player; anyone else gets
 * 404) with its price lines rebuilt from what was stored — each person's share, extras, coupon and
 * code as written with the booking, its fee and insurance — so the confirmation shows what is stored.
 */
export async function bookingSummary(db: Db, bookingId: number, callerId: number): Promise<BookingSummaryDto> {
  const [found] = await db
    .select({
      booking: bookings,
      clubName: clubs.name,
      timezone: clubs.timezone,
      clubLanguage: clubs.languageCode,
      sportCode: sports.code,
      sportName: sports.name,
      courtName: courts.name,
    })
    .from(bookings)
    .innerJoin(clubs, eq(clubs.id, bookings.clubId))
    .innerJoin(sports, eq(sports.id, bookings.sportId))
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .where(eq(bookings.id, bookingId));
  if (!found) throw noAccess();
  const b = found.booking;
  const people = await db.select().from(bookingPlayers).where(eq(bookingPlayers.bookingId, b.id)).orderBy(asc(bookingPlayers.position));
  if (b.userId !== callerId && b.createdBy !== callerId && !people.some((p) => p.userId === callerId)) throw noAccess();

  const extraIds = [...new Set(people.flatMap((p) => p.ancillaries.map((a) => a.club_ancillary_id)))];
  const couponIds = [...new Set(people.map((p) => p.clubCouponId).filter((id): id is number => id !== null))];
  const [extras, coupons, codes] = await Promise.all([
    extraIds.length
      ? db.select({ id: clubAncillaries.id, name: clubAncillaries.name }).from(clubAncillaries).where(inArray(clubAncillaries.id, extraIds))
      : [],
    couponIds.length
      ? db.select({ id: clubCoupons.id, name: clubCoupons.name }).from(clubCoupons).where(inArray(clubCoupons.id, couponIds))
      : [],
    db
      .select({ userId: discountCodeUses.userId, code: discountCodes.code, bins: discountCodes.bins })
      .from(discountCodeUses)
      .innerJoin(discountCodes, eq(discountCodes.id, discountCodeUses.discountCodeId))
      .where(and(eq(discountCodeUses.bookingId, b.id))),
  ]);
  const figures: ShareFigures[] = people.map((p) => {
    const extrasTotal = p.ancillaries.reduce((sum, a) => sum + a.amount, 0);
    const onlineExtras = p.ancillaries.filter((a) => a.online).reduce((sum, a) => sum + a.amount, 0);
    const base = p.amount - extrasTotal;
    // A coupon pays the share's whole price (pricing.ts); the code took what is left between the
    // share's online amount before and after discounts.
    const couponAmount = p.clubCouponId !== null ? base : 0;
    const code = codes.find((c) => c.userId === p.userId) ?? null;
    return {
      userId: p.userId,
      priceType: b.seats !== null ? 'PLAYER' : 'COURT',
      base,
      ancillaries: p.ancillaries,
      clubCouponId: p.clubCouponId,
      couponAmount,
      promoAmount: Math.max(0, base + onlineExtras - couponAmount - p.onlineAmount),
      promoCode: code?.code ?? null,
      bankPromotion: (code?.bins?.length ?? 0) > 0,
    };
  });
  const extraName = new Map(extras.map((e) => [e.id, e.name]));
  const couponName = new Map(coupons.map((c) => [c.id, c.name]));
  const insurance = b.insurance;
  const lines = priceLines(
    figures,
    { extra: (id) => extraName.get(id) ?? null, coupon: (id) => couponName.get(id) ?? null },
    b.serviceFee,
    insurance ? { amount: insurance.amountTotal, players: insurance.playerCount } : null,
  );
  const total = linesTotal(lines);
  // The fee is charged with the first payment of the booking; the insurance when billed.
  const paid = b.totalPaid + (b.totalPaid > 0 ? b.serviceFee : 0) + (insurance?.billed ? insurance.amountTotal : 0);
  const active = !(INACTIVE_BOOKING as readonly string[]).includes(b.status);
  return {
    id: b.id,
    status: b.status,
    club_id: b.clubId,
    club_name: found.clubName,
    club_timezone: found.timezone,
    club_language_code: found.clubLanguage,
    sport_id: b.sportId,
    sport_code: found.sportCode,
    sport_name: found.sportName,
    court_id: b.courtId,
    courtName: found.courtName,
    user_id: b.userId,
    local_date: b.localDate,
    local_start_time: b.localStartTime,
    local_end_time: b.localEndTime,
    timespan: b.timespan,
    currencyCode: b.currencyCode,
    amount: b.amount,
    onlineAmount: b.onlineAmount,
    downpayment: b.downpayment,
    totalAmountPayed: b.totalPaid,
    serviceFee: { serviceFeeTotal: b.serviceFee, feeAmount: b.serviceFee },
    hasInsurance: insurance !== null,
    insuranceBilled: insurance?.billed ? 'Y' : 'N',
    insuranceTotalAmount: insurance?.amountTotal ?? 0,
    insurancePlayerQuantity: insurance?.playerCount ?? 0,
    priceLines: lines,
    totalAmount: total,
    paidAmount: paid,
    pendingAmount: active ? Math.max(0, total - paid) : 0,
    atClubAmount: atClubTotal(lines),
  };
}
