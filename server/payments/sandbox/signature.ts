import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a provider notification carries its signature in: 'sha256=<hex HMAC of the raw body>'. */
export const SIGNATURE_HEADER = 'x-payment-signature';

export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** Constant-time check of a signature against the raw body. */
export function signatureMatches(secret: string, body: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signBody(secret, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
