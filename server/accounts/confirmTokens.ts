import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// Link tokens (e-mail confirmation, e-mail change, password reset): 32 random bytes sent in the
// link; only their SHA-256 is stored, so a database read does not hand out confirmations or resets.
// The confirmation's hash stays after confirming, so the same link clicked again answers "already
// confirmed" (-36) while any other token still answers -37.

/** The stored form of a link token (also what a lookup by token compares). */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

export function newConfirmToken(): { token: string; stored: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, stored: tokenDigest(token) };
}

export function confirmTokenMatches(token: string, stored: string | null): boolean {
  if (!stored) return false;
  const given = Buffer.from(tokenDigest(token));
  const expected = Buffer.from(stored);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
