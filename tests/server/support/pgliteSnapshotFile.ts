import { join } from 'node:path';
import { projectRoot } from '#server/projectRoot';
import { seedFingerprint } from './seedFingerprint';

/**
 * Where the PGlite snapshot of the current sources is kept: this checkout's git-ignored .tmp/, named
 * by the fingerprint (a folder shared by several checkouts would have each delete the others').
 */
export const pgliteSnapshotFile = () => join(projectRoot, '.tmp', 'test-snapshots', `pglite-${seedFingerprint()}.tar`);
