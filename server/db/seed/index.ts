import type { Db } from '../client';
import { seedClubs } from './clubs';
import { seedConfig } from './config';
import { seedCourtBooking } from './courtBooking';
import { DemoAccountsInProductionError, seedDemoAccounts } from './demoAccounts';
import { seedDemoMemberships } from './demoMemberships';
import { seedSports } from './sports';

export interface SeedOptions {
  production: boolean;
  publicUrl: string;
  /** Demo clubs, courts and accounts; default: outside production only. True in production throws. */
  demo?: boolean;
}

/**
 * Seeds reference data (countries, languages, brands, sports) always and demo data (clubs, courts,
 * their booking setup, demo accounts and what they have at the clubs) outside production.
 * Idempotent: running it on a seeded database changes nothing.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  const production = options.production || process.env.NODE_ENV === 'production';
  const demo = options.demo ?? !production;
  if (demo && production) throw new DemoAccountsInProductionError();
  await seedConfig(db, options.publicUrl);
  await seedSports(db);
  if (!demo) return;
  await seedClubs(db);
  await seedCourtBooking(db);
  await seedDemoAccounts(db, { production });
  await seedDemoMemberships(db);
}

export { DemoAccountsInProductionError } from './demoAccounts';
