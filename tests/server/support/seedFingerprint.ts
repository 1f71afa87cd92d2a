import { seedFingerprint as sourcesFingerprint } from '#server/db/seed/fingerprint';

/** Changes when seedTestDatabase.ts changes what a test database holds beyond the seed. */
const TEST_SEED_VERSION = 't3';

/** Names the kept test snapshots and templates: the seed's sources and the test seed's version. */
export const seedFingerprint = () => `${sourcesFingerprint()}_${TEST_SEED_VERSION}`;
