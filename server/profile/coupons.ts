import { asc, eq } from 'drizzle-orm';
import type { UserCouponDto } from '#kernel/contract/profileItems';
import type { Db } from '#server/db/client';
import { clubCoupons, clubs, userCoupons } from '#server/db/schema';

/** A player's coupons per club (spec part 1 §3, part 2 §3 "Coupon": quantityLeft, deleted Y/N). */
export async function listUserCoupons(db: Db, userId: number): Promise<UserCouponDto[]> {
  const rows = await db
    .select({
      clubCouponId: clubCoupons.id,
      couponName: clubCoupons.name,
      couponsName: clubCoupons.pluralName,
      couponGender: clubCoupons.gender,
      quantityLeft: userCoupons.quantityLeft,
      deleted: clubCoupons.deleted,
      clubId: clubs.id,
      clubName: clubs.name,
      sportId: clubCoupons.sportId,
    })
    .from(userCoupons)
    .innerJoin(clubCoupons, eq(clubCoupons.id, userCoupons.clubCouponId))
    .innerJoin(clubs, eq(clubs.id, clubCoupons.clubId))
    .where(eq(userCoupons.userId, userId))
    .orderBy(asc(clubs.name), asc(clubCoupons.name));
  return rows.map((r) => ({ ...r, deleted: r.deleted ? 'Y' : 'N' }));
}
