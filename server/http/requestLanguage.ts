import type { FastifyRequest } from 'fastify';
import { REQUEST_HEADERS } from '#kernel/contract';
import { resolveLanguage, type SupportedLanguage } from '#kernel/lib/i18n';

/** The caller's language: an explicit choice first, else the x-language header; resolved per spec part 1 §5. */
export function requestLanguage(request: FastifyRequest, chosen?: string | null): SupportedLanguage {
  const header = request.headers[REQUEST_HEADERS.language];
  return resolveLanguage(chosen?.trim() || (typeof header === 'string' ? header : undefined));
}

/** The caller's country from the x-country header when it is a plausible ISO code; else null. */
export function requestCountry(request: FastifyRequest): string | null {
  const header = request.headers[REQUEST_HEADERS.country];
  return typeof header === 'string' && /^[A-Za-z]{2}$/.test(header.trim()) ? header.trim().toUpperCase() : null;
}
