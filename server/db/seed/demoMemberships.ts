import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { clubCoupons, clubMembers, clubs, customerCodes, playerHandicaps, userCoupons, userCustomerCodes, users } from '../schema';
import { SPORT_ID } from './sports';

/**
 * What the demo accounts have at the demo clubs: the player is a member of the members-only club,
 * has padel coupons, a customer code with a limit and a golf handicap; the rival has one coupon and
 * no handicap. Idempotent (nothing already there is changed, used coupons included).
 */
export async function seedDemoMemberships(db: Db): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['player@courtflow.test', 'rival@courtflow.test']));
  const player = people.find((p) => p.email === 'player@courtflow.test')?.id;
  const rival = people.find((p) => p.email === 'rival@courtflow.test')?.id;
  const clubRows = await db.select({ id: clubs.id, slug: clubs.slug }).from(clubs);
  const club = (slug: string) => clubRows.find((c) => c.slug === slug)?.id;
  if (!player || !rival) return;

  const privateClub = club('club-privado-lo-curro');
  if (privateClub) await db.insert(clubMembers).values({ clubId: privateClub, userId: player }).onConflictDoNothing();

  const vitacura = club('club-padel-vitacura');
  if (vitacura) {
    const [coupon] = await db
      .select()
      .from(clubCoupons)
      .where(and(eq(clubCoupons.clubId, vitacura), eq(clubCoupons.name, 'Cupón pádel')));
    if (coupon) {
      await db
        .insert(userCoupons)
        .values([
          { userId: player, clubCouponId: coupon.id, quantityLeft: 3 },
          { userId: rival, clubCouponId: coupon.id, quantityLeft: 1 },
        ])
        .onConflictDoNothing();
    }
  }

  const polanco = club('polanco-padel');
  if (polanco) {
    await db.insert(customerCodes).values({ clubId: polanco, name: 'Socio Polanco', maxActiveBookings: 2 }).onConflictDoNothing();
    const [code] = await db
      .select()
      .from(customerCodes)
      .where(and(eq(customerCodes.clubId, polanco), eq(customerCodes.name, 'Socio Polanco')));
    await db.insert(userCustomerCodes).values({ userId: player, customerCodeId: code.id }).onConflictDoNothing();
  }

  await db.insert(playerHandicaps).values({ userId: player, sportId: SPORT_ID.golf, handicap: 18.4 }).onConflictDoNothing();
}
