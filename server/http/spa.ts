import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built app; any GET outside /api that is not a file answers index.html (client routing). */
export async function serveSpa(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, { root: distDir, prefix: '/', wildcard: false, index: ['index.html'] });
  return true;
}

export function isSpaRequest(method: string, url: string): boolean {
  return method === 'GET' && !url.startsWith('/api/') && url !== '/api';
}
