import { inArray, sql } from 'drizzle-orm';
import { hashPassword } from '#server/accounts/passwords';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema';
import { seedDatabase } from '#server/db/seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/db/seed/demoAccounts';
import { TEST_PASSWORD_COST } from './testSettings';

/**
 * Seeds a migrated test database with the demo data, then hashes the demo accounts' password again at
 * the tests' cost: the seed hashes it at the production cost (scrypt 2^15, about 0.1 s of CPU for each
 * check), and the server tests log the demo accounts in a few hundred times. A hash carries its cost,
 * so every login still checks the password the same way. (A change here changes TEST_SEED_VERSION in
 * seedFingerprint.ts, which names the kept snapshots and templates.)
 */
export async function seedTestDatabase(db: Db): Promise<void> {
  await seedDatabase(db, { production: false });
  const passwordHash = await hashPassword(DEMO_PASSWORD, TEST_PASSWORD_COST);
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  await db
    .update(users)
    .set({ passwordHash })
    .where(inArray(sql`lower(${users.email})`, emails));
}
