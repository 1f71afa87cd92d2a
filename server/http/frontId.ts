import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The build id written by the Vite build (dist/front-id.txt); 'dev' when no build is served. */
export function readFrontId(distDir: string): string {
  try {
    return readFileSync(join(distDir, 'front-id.txt'), 'utf8').trim() || 'dev';
  } catch {
    return 'dev';
  }
}
