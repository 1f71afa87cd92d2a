import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import encodingNegotiator from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Answers over 1 KB go out brotli- or gzip-compressed, as the caller's Accept-Encoding allows
// (issue 11 item 2: the whole-day timeslots answer of a 40-court club is 570 KB, under 10 KB so).

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;
/**
 * Brotli's quality 5: on the 750 KB whole-day answer of a 40-court club, 3.6 KB in 1.7 ms, where 4
 * (the plugin's default) gave 7.4 KB in 1.3 ms, gzip 6.9 KB in 2.1 ms and 11 (zlib's default) 300 ms.
 */
const BROTLI_QUALITY = 5;
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };
const encoders: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) => promisify(brotliCompress)(bytes, brotliOptions),
  gzip: (bytes) => promisify(gzip)(bytes),
};

/**
 * Registers @fastify/compress for every route but those serving the build's files, which come with
 * their brotli and gzip copies (spa.ts); event streams are left alone by the plugin's default types.
 * Register before any route: the plugin hooks into the routes declared after it.
 */
export async function registerCompression(app: FastifyInstance, distDir: string): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (existsSync(join(distDir, route.url))) route.compress = false;
  });
  await app.register(fastifyCompress, { threshold: COMPRESS_THRESHOLD, encodings: [...ENCODINGS], brotliOptions });
}

/**
 * The compressed copies of answer bytes that are sent again and again (the availability answers the
 * server keeps, availabilityCache.ts, hand out the same Buffer on every hit): each encoding is made
 * once, off the event loop, and dropped with the bytes.
 */
const copies = new WeakMap<Buffer, Partial<Record<Encoding, Promise<Buffer>>>>();

function compressedCopy(bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  let kept = copies.get(bytes);
  if (!kept) copies.set(bytes, (kept = {}));
  return (kept[encoding] ??= encoders[encoding](bytes));
}

/** The encoding of the answer to this call: br or gzip when accepted and worth it, else none. */
function encodingFor(request: FastifyRequest, bytes: Buffer): Encoding | null {
  const accepted = request.headers['accept-encoding'];
  if (bytes.length < COMPRESS_THRESHOLD || typeof accepted !== 'string' || request.headers['x-no-compression'] !== undefined) return null;
  const chosen = encodingNegotiator.negotiate(accepted.toLowerCase().replace(/\*/g, 'gzip'), [...ENCODINGS]);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/** Sends JSON bytes, with their kept compressed copy when the caller accepts one. */
export async function sendJsonBytes(request: FastifyRequest, reply: FastifyReply, bytes: Buffer): Promise<void> {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = encodingFor(request, bytes);
  if (!encoding) return void reply.send(bytes);
  // With Content-Encoding set, @fastify/compress leaves the answer as it is.
  void reply.header('content-encoding', encoding).send(await compressedCopy(bytes, encoding));
}
