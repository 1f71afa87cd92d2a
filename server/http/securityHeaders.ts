import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

// Browser security headers (issue 10, item 6) on every answer: the app's pages, its assets, the API
// and the sandbox provider's pages. Pages get a Content-Security-Policy with no 'unsafe-inline' and
// no 'unsafe-eval': scripts only from our origin and the payment provider's (its tokenizing script),
// the boot splash's one inline style allowed by its hash (read from the built index.html), nothing
// may frame us. Anything else (JSON, assets) gets a policy that loads nothing. Static serving's
// compression and cache headers belong elsewhere; this module only sets these.

export interface SecurityHeaderOptions {
  /** The built app's folder: the hashes of index.html's inline styles are read from it. */
  distDir: string;
  /** Origins of the payment provider (its script, its API, its pages a form posts to). */
  providerOrigins: string[];
  /** The map tiles' address template (MAP_TILES_URL): the pages may load images from its origin. */
  mapTilesUrl?: string | null;
}

const COMMON = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  // Cross-origin requests learn our origin only, never a path or query (payment tokens travel in them).
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/** For anything that is not a page: it may load nothing and be framed by nothing. */
const NOT_A_PAGE = "default-src 'none'; frame-ancestors 'none'";

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The CSP hashes of the inline <style> elements of the built index.html (none without a build). */
export function inlineStyleHashes(distDir: string): string[] {
  let html: string;
  try {
    html = readFileSync(join(distDir, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, css]) => sha256(css));
}

/** The policy of our pages (the app and the sandbox provider's). */
export function pagePolicy(options: SecurityHeaderOptions, styleHashes: string[]): string {
  const providers = [...new Set(options.providerOrigins)].filter((origin) => /^https?:\/\/[^\s;,']+$/.test(origin));
  const self = ["'self'", ...providers].join(' ');
  return [
    "default-src 'self'",
    `script-src ${self}`,
    ["style-src 'self'", ...styleHashes].join(' '),
    ["img-src 'self' data:", ...(options.mapTilesUrl ? [new URL(options.mapTilesUrl.replace(/[{}]/g, '')).origin] : [])].join(' '),
    "font-src 'self'",
    `connect-src ${self}`,
    `form-action ${self}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The headers of an answer that is not a page, for the few answers sent outside any route (a URL the router cannot decode). */
export function notAPageHeaders(): Record<string, string> {
  return { ...COMMON, 'content-security-policy': NOT_A_PAGE };
}

/** Sets the headers on every answer of the app (registered once, before the routes). */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const page = pagePolicy(options, inlineStyleHashes(options.distDir));
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(COMMON);
    const type = String(reply.getHeader('content-type') ?? '');
    reply.header('content-security-policy', type.startsWith('text/html') ? page : NOT_A_PAGE);
    return payload;
  });
}
