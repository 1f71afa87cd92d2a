import { dispenserOf } from '#server/booking/golf/dispenser';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BookingSummaryDto } from '#kernel/contract/booking';
import type { Db } from '#server/db/client';
import {
  bookings,
  bookingStatusHistory,
  clubAncillaries,
  clubRules,
  clubCoupons,
  clubs,
  courts,
  discountCodes,
  discountCodeUses,
  sports,
  users,
} from '#server/db/schema';
import { INACTIVE_BOOKING } from '#server/booking/availability/occupancy';
import { atClubTotal, linesTotal, priceLines, type ShareFigures } from './quote/priceLines';
import { readableBooking } from './summaryAccess';
import { bookingMinPlayersOf } from './bookingMinPlayers';
import { creditBalance } from './creditExchange';
import { changeFacts } from './exchange/exchangeBasis';
import { backNinesOf } from '#server/booking/golf/bookedRounds';

/**
 * GET /api/bookings/{id}: a booking of the caller (booking user, maker or player; anyone else gets
 * 404) with its price lines rebuilt from what was stored — each person's share, extras, coupon and
 * code as written with the booking, its fee and insurance — so the confirmation shows what is stored.
 */
export async function bookingSummary(db: Db, bookingId: number, callerId: number, now: Date): Promise<BookingSummaryDto> {
  const { booking: b, people, owner } = await readableBooking(db, bookingId, callerId);
  const [[found], [rules], history, names, minPlayers, credit, change, [replacedBy], backNines] = await Promise.all([
    db
      .select({
        clubName: clubs.name,
        country: clubs.countryCode,
        timezone: clubs.timezone,
        clubLanguage: clubs.languageCode,
        sportCode: sports.code,
        sportName: sports.name,
        courtName: courts.name,
      })
      .from(clubs)
      .innerJoin(sports, eq(sports.id, b.sportId))
      .innerJoin(courts, eq(courts.id, b.courtId))
      .where(eq(clubs.id, b.clubId)),
    db.select({ downpayPercent: clubRules.downpayPercent }).from(clubRules).where(eq(clubRules.clubId, b.clubId)),
    db
      .select({ action: bookingStatusHistory.action, at: bookingStatusHistory.at })
      .from(bookingStatusHistory)
      .where(eq(bookingStatusHistory.bookingId, b.id))
      .orderBy(asc(bookingStatusHistory.id)),
    people.length
      ? db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(
            inArray(
              users.id,
              people.map((p) => p.userId),
            ),
          )
      : [],
    bookingMinPlayersOf(db, b.id),
    creditBalance(db, callerId, b.clubId, b.currencyCode),
    changeFacts(db, b, callerId, now),
    db.select({ id: bookings.id }).from(bookings).where(eq(bookings.exchangedFromId, b.id)),
    backNinesOf(db, [b.id]),
  ]);
  const extraIds = [...new Set(people.flatMap((p) => p.ancillaries.map((a) => a.club_ancillary_id)))];
  const couponIds = [...new Set(people.map((p) => p.clubCouponId).filter((id): id is number => id !== null))];
  const [extras, coupons, codes] = await Promise.all([
    extraIds.length
      ? db
          .select({ id: clubAncillaries.id, name: clubAncillaries.name, dispenser: clubAncillaries.dispenser })
          .from(clubAncillaries)
          .where(inArray(clubAncillaries.id, extraIds))
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
  // What POST /api/bookings/{id}/pay would charge (server/payments/payLater.ts): the rest of the
  // online amount, with the fee when nothing was paid yet; downpay: the club's part of it.
  const feeDue = b.totalPaid === 0 ? b.serviceFee : 0;
  const remaining = Math.max(0, b.onlineAmount - b.totalPaid);
  const percent = rules?.downpayPercent ?? 0;
  const payable = owner && active && b.status !== 'USED' && remaining > 0;
  const downpayable = payable && b.totalPaid === 0 && percent > 0 && percent < 100;
  const nameOf = new Map(names.map((n) => [n.id, n]));
  return {
    id: b.id,
    status: b.status,
    statusHistory: history.map((h) => ({ action: h.action, at: h.at.toISOString() })),
    club_id: b.clubId,
    club_name: found.clubName,
    club_country: found.country,
    club_timezone: found.timezone,
    club_language_code: found.clubLanguage,
    sport_id: b.sportId,
    sport_code: found.sportCode,
    sport_name: found.sportName,
    court_id: b.courtId,
    courtName: found.courtName,
    ...(backNines.has(b.id) ? { round: backNines.get(b.id) } : {}),
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
    ...(await dispenserOf(db, b.id, people, extras)),
    insuranceCanBeCharged: owner && active && b.status !== 'USED' && insurance !== null && !insurance.billed && insurance.amountTotal > 0,
    players: people.map((p) => ({
      id: p.id,
      user_id: p.userId,
      position: p.position + 1,
      status: p.status,
      firstName: nameOf.get(p.userId)?.firstName ?? '',
      lastName: nameOf.get(p.userId)?.lastName ?? '',
    })),
    capacityEnabled: b.seats !== null ? 'Y' : 'N',
    usedCapacity: b.seats ?? 1,
    isPayable: payable,
    payAmount: payable ? remaining + feeDue : 0,
    isDownpayable: downpayable,
    downpayAmount: downpayable ? Math.ceil((b.onlineAmount * percent) / 100) + feeDue : 0,
    creditBalance: credit,
    priceLines: lines,
    totalAmount: total,
    paidAmount: paid,
    pendingAmount: active ? Math.max(0, total - paid) : 0,
    atClubAmount: atClubTotal(lines),
    ...change,
    exchangedFromId: b.exchangedFromId,
    exchangedToId: replacedBy?.id ?? null,
    // Read by id just above: the row exists.
    ...minPlayers!,
  };
}
