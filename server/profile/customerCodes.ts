import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ClubCustomerCodeDto } from '#kernel/contract/profileItems';
import type { Db } from '#server/db/client';
import { clubs, customerCodeRoster, customerCodes, userCustomerCodes, users } from '#server/db/schema';

/** A player's customer codes at clubs (spec part 3 §7 clubcustomercodes). */
export async function listCustomerCodes(db: Db, userId: number): Promise<ClubCustomerCodeDto[]> {
  return db
    .select({
      id: customerCodes.id,
      name: customerCodes.name,
      clubId: clubs.id,
      clubName: clubs.name,
      maxActiveBookings: customerCodes.maxActiveBookings,
    })
    .from(userCustomerCodes)
    .innerJoin(customerCodes, eq(customerCodes.id, userCustomerCodes.customerCodeId))
    .innerJoin(clubs, eq(clubs.id, customerCodes.clubId))
    .where(eq(userCustomerCodes.userId, userId))
    .orderBy(asc(clubs.name), asc(customerCodes.name));
}

/**
 * Retrieves customer codes (spec part 3 §7 retrieve-customer-codes): the codes whose club roster
 * holds the player's identity document become theirs. Null when the profile has no document.
 */
export async function retrieveCustomerCodes(db: Db, userId: number): Promise<{ added: number } | null> {
  const [user] = await db
    .select({ country: users.foidCountry, type: users.foidType, number: users.foidNumber })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.country || !user.type || !user.number) return null;
  const held = await db
    .select({ id: customerCodeRoster.customerCodeId })
    .from(customerCodeRoster)
    .where(
      and(
        eq(customerCodeRoster.foidCountry, user.country),
        eq(customerCodeRoster.foidType, user.type),
        eq(customerCodeRoster.foidNumber, user.number),
      ),
    );
  if (held.length === 0) return { added: 0 };
  const before = await db
    .select({ id: userCustomerCodes.customerCodeId })
    .from(userCustomerCodes)
    .where(
      and(
        eq(userCustomerCodes.userId, userId),
        inArray(
          userCustomerCodes.customerCodeId,
          held.map((h) => h.id),
        ),
      ),
    );
  await db
    .insert(userCustomerCodes)
    .values(held.map((h) => ({ userId, customerCodeId: h.id })))
    .onConflictDoNothing();
  return { added: held.length - before.length };
}
