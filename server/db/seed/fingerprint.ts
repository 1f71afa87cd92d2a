import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { projectRoot as root } from '#server/projectRoot';

/** What a migrated and seeded database is made of: migrations, schema, seed and what they use. */
const SOURCES = ['server/db', 'server/accounts/passwords.ts', 'kernel/contract/brands.ts', 'package-lock.json'];

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

let cached: string | undefined;

/**
 * A short hash of the sources a seeded database comes from. The server skips a seed it already
 * ran (seed_state); the tests name their cached snapshots and templates with it.
 */
export function seedFingerprint(): string {
  if (cached) return cached;
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    for (const file of filesUnder(join(root, source))) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  cached = hash.digest('hex').slice(0, 12);
  return cached;
}
