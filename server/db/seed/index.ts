import type { Db } from '../client';
import { seedConfig } from './config';

export interface SeedOptions {
  production: boolean;
  publicUrl: string;
}

/**
 * Seeds reference data always and demo data (clubs, courts, demo accounts) outside production.
 * Idempotent: running it on a seeded database changes nothing.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  await seedConfig(db, options.publicUrl);
}
