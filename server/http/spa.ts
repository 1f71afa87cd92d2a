import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite writes only content-hashed names into dist/assets: a name there never changes content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Anything else (index.html first of all) may change with a deploy: revalidated every time, by its ETag. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built app; any GET outside /api that is not a file answers index.html (client routing).
 * The build writes brotli and gzip copies beside every file over 1 KB (vite.config.ts): the one the
 * caller accepts is sent, with its Content-Encoding and `Vary: Accept-Encoding`.
 */
export async function serveSpa(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) return false;
  const hashed = join(distDir, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => {
      reply.header('cache-control', path.startsWith(hashed) ? IMMUTABLE : REVALIDATE);
    },
  });
  return true;
}

export function isSpaRequest(method: string, url: string): boolean {
  return method === 'GET' && !url.startsWith('/api/') && url !== '/api' && !url.startsWith('/assets/');
}
