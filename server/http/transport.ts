import { readFileSync } from 'node:fs';
import type { Settings } from '#server/settings';

/**
 * How the server speaks to its clients. With a certificate (TLS_CERT_FILE, TLS_KEY_FILE) it serves
 * HTTPS itself, HTTP/2 with HTTP/1.1 for clients that ask for it (ALPN): the app's first load is some
 * thirty small files, and over HTTP/1.1 a browser fetches six at a time (Lighthouse's mobile score of
 * /book/search went from about 84 to 93 with HTTP/2 alone, bench/lighthouse.ts). Without one, plain
 * HTTP/1.1, for a TLS proxy in front.
 */
export function transportOptions(settings: Pick<Settings, 'tls'>): object {
  if (!settings.tls) return {};
  return {
    http2: true,
    https: { allowHTTP1: true, cert: readFileSync(settings.tls.certFile), key: readFileSync(settings.tls.keyFile) },
  };
}
