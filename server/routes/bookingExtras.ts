import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookingContract } from '#kernel/contract';
import { rulesOf } from '#server/booking/availability/clubContext';
import { findClub } from '#server/booking/availability/clubDirectory';
import { insurancePlanFor } from '#server/booking/reservations/insurancePlan';
import { serviceFeeFor } from '#server/booking/reservations/serviceFee';
import { clubCoupons, clubRules, primeOffers, userCoupons } from '#server/db/schema';
import type { ServerDeps } from '#server/deps';
import { noAccess } from '#server/http/apiFailure';
import { registerEndpoint } from '#server/http/registerEndpoint';
import { requestCountry, requestLanguage } from '#server/http/requestLanguage';
import { announcementsFor } from '#server/booking/announcements';

/** Spec part 1 §7 and part 2 §7: service fee, coupons summary, prime offers, booking insurance, announcements. */
export function bookingExtraRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  const clubWithRules = async (clubId: number) => {
    const club = await findClub(db, clubId);
    if (!club) throw noAccess();
    const [rules] = await db.select().from(clubRules).where(eq(clubRules.clubId, clubId));
    return { club, rules: rulesOf(rules) };
  };

  registerEndpoint(app, deps, bookingContract.serviceFeeFeasibility, async ({ body }) => {
    const { club, rules } = await clubWithRules(body.clubId);
    const fee = await serviceFeeFor(db, club.id, rules.onlinePayment ? body.bookingAmount : 0);
    return { ...fee, currencyCode: club.currencyCode };
  });

  registerEndpoint(app, deps, bookingContract.couponsSummary, async ({ params, auth }) => {
    if (!(await findClub(db, params.clubId))) throw noAccess();
    const rows = await db
      .select({ coupon: clubCoupons, quantityLeft: userCoupons.quantityLeft })
      .from(userCoupons)
      .innerJoin(clubCoupons, eq(clubCoupons.id, userCoupons.clubCouponId))
      .where(
        and(
          eq(userCoupons.userId, auth.id),
          eq(clubCoupons.clubId, params.clubId),
          eq(clubCoupons.deleted, false),
          or(isNull(clubCoupons.sportId), eq(clubCoupons.sportId, params.sportId)),
        ),
      )
      .orderBy(asc(clubCoupons.name));
    return {
      coupons: rows.map(({ coupon, quantityLeft }) => ({
        clubCouponId: coupon.id,
        couponName: coupon.name,
        couponsName: coupon.pluralName,
        couponGender: coupon.gender,
        quantityLeft,
        deleted: 'N' as const,
      })),
    };
  });

  registerEndpoint(app, deps, bookingContract.offersAvailability, async ({ query, auth, request }) => {
    if (query.user_id !== undefined && query.user_id !== auth?.id) throw noAccess();
    const country = (query.country ?? requestCountry(request) ?? 'CL').toUpperCase();
    const [offer] = await db.select().from(primeOffers).where(eq(primeOffers.countryCode, country));
    return {
      available: Boolean(offer),
      usedFree: false,
      bestOffer: offer ? { name: offer.name, amount: offer.amount, currencyCode: offer.currencyCode, freeDays: offer.freeDays } : null,
    };
  });

  registerEndpoint(app, deps, bookingContract.listAnnouncements, async ({ request }) => ({
    announcements: await announcementsFor(db, requestLanguage(request), deps.now()),
  }));

  registerEndpoint(app, deps, bookingContract.getInsurancePlan, async ({ query }) => {
    const { club, rules } = await clubWithRules(query.club_id);
    const plan = await insurancePlanFor(db, club, rules, deps.now());
    if (!plan) throw noAccess();
    return { plan };
  });
}
