import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { seedState } from '../schema';
import { seedCheckInRules } from './checkInRules';
import { seedClubNews } from './clubNews';
import { seedClubPage } from './clubPage';
import { seedSportBlocks } from './sportBlocks';
import { seedClubs } from './clubs';
import { seedConfig } from './config';
import { seedCourtBooking } from './courtBooking';
import { seedCrossCourtBlocks } from './crossCourtBlocks';
import { DemoAccountsInProductionError, seedDemoAccounts } from './demoAccounts';
import { seedDemoMemberships } from './demoMemberships';
import { seedFingerprint } from './fingerprint';
import { linkClubCities, seedGeo } from './geo';
import { seedMatchPlayers, seedMatchSports } from './matchPlayers';
import { seedOpenMatches } from './openMatches';
import { seedProfileItems } from './profileItems';
import { seedSports } from './sports';
import { seedTeacherCourts } from './teacherCourts';
import { seedTerms } from './terms';

export interface SeedOptions {
  production: boolean;
  /** Demo clubs, courts and accounts; default: outside production only. True in production throws. */
  demo?: boolean;
  /** Seed even when seed_state says this seed already ran. */
  force?: boolean;
}

/**
 * Seeds reference data (countries, languages, brands, sports) always and demo data (clubs, courts,
 * their booking setup, demo accounts and what they have at the clubs) outside production.
 * Idempotent: running it on a seeded database changes nothing; a seed already run from the same
 * sources and options is skipped (answers false), so restarts stay fast.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<boolean> {
  const production = options.production || process.env.NODE_ENV === 'production';
  const demo = options.demo ?? !production;
  if (demo && production) throw new DemoAccountsInProductionError();
  const fingerprint = `${seedFingerprint()}|demo=${demo}`;
  const [last] = await db.select({ fingerprint: seedState.fingerprint }).from(seedState).where(eq(seedState.id, 1));
  if (last?.fingerprint === fingerprint && !options.force) return false;
  await seedConfig(db);
  await seedGeo(db);
  await seedSports(db);
  await seedMatchSports(db);
  await seedTerms(db);
  if (demo) {
    await seedClubs(db);
    await linkClubCities(db);
    await seedCheckInRules(db);
    await seedCourtBooking(db);
    await seedCrossCourtBlocks(db);
    await seedDemoAccounts(db, { production });
    await seedDemoMemberships(db);
    await seedTeacherCourts(db);
    await seedOpenMatches(db);
    await seedClubPage(db);
    await seedSportBlocks(db);
    await seedClubNews(db);
    await seedProfileItems(db);
    await seedMatchPlayers(db);
  }
  if (last?.fingerprint !== fingerprint) {
    await db
      .insert(seedState)
      .values({ id: 1, fingerprint })
      .onConflictDoUpdate({ target: seedState.id, set: { fingerprint, seededAt: new Date() } });
  }
  return true;
}

export { DemoAccountsInProductionError } from './demoAccounts';
