import { eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '#server/accounts/passwords';
import type { Db } from '../client';
import { userFeatures, users } from '../schema';

export const DEMO_PASSWORD = 'courtflow';

/** Confirmed demo accounts for trying the app locally; never created in production. */
export const DEMO_ACCOUNTS = [
  {
    email: 'player@courtflow.test',
    firstName: 'Pía',
    lastName: 'Soto',
    role: 'user',
    corp: null,
    phone: { phoneCode: '+56', phoneCountry: 'CL', phoneNumber: '912345678' },
    foidCountry: 'CL',
    foidType: 'NI',
    foidNumber: '12345678-5',
    birthDate: '1992-04-18',
    gender: 'F',
  },
  { email: 'teacher@courtflow.test', firstName: 'Tomás', lastName: 'Rojas', role: 'teacher', corp: null },
  { email: 'admin@courtflow.test', firstName: 'Andrea', lastName: 'Morales', role: 'admin', corp: 'courtflow' },
  { email: 'rival@courtflow.test', firstName: 'Rodrigo', lastName: 'Vidal', role: 'user', corp: null },
  { email: 'prime@courtflow.test', firstName: 'Pilar', lastName: 'Ibáñez', role: 'user', corp: null },
] as const;

/** The prime demo subscriber: MATCH_BOOKING (picks club, court and time when challenging) until prime sells subscriptions. */
export const PRIME_DEMO_EMAIL = 'prime@courtflow.test';

export class DemoAccountsInProductionError extends Error {
  constructor() {
    super('Refusing to create demo accounts (password "courtflow") in production (NODE_ENV=production)');
    this.name = 'DemoAccountsInProductionError';
  }
}

/**
 * Creates the missing demo accounts. The password is hashed once for all of them, and not at all when
 * they already exist, so that a server start stays fast. Throws in production.
 */
export async function seedDemoAccounts(db: Db, options: { production: boolean }): Promise<void> {
  if (options.production || process.env.NODE_ENV === 'production') throw new DemoAccountsInProductionError();
  const emails = DEMO_ACCOUNTS.map((a) => a.email);
  const existing = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const present = new Set(existing.map((row) => row.email));
  const missing = DEMO_ACCOUNTS.filter((a) => !present.has(a.email));
  if (missing.length > 0) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db
      .insert(users)
      .values(missing.map((account) => ({ ...account, passwordHash, emailConfirmed: true, language: 'es-CL', countryCode: 'CL' })))
      .onConflictDoNothing();
  }
  const [prime] = await db.select({ id: users.id }).from(users).where(eq(users.email, PRIME_DEMO_EMAIL));
  if (prime) await db.insert(userFeatures).values({ userId: prime.id, feature: 'MATCH_BOOKING', source: 'SEED' }).onConflictDoNothing();
}
