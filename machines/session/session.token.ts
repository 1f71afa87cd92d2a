// The decoded token data (id, role, corp) from a JWT's payload: base64url JSON. Nothing is
// verified here; the server checks the token (GET /api/token/valid) and every call.
import type { SessionClaims } from './session.types';

function base64UrlToText(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The claims of a JWT, or null when it is not a JWT or lacks a numeric id and a role. */
export function decodeTokenClaims(token: string): SessionClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlToText(parts[1]));
    if (typeof payload !== 'object' || payload === null) return null;
    const { id, role, corp } = payload as Record<string, unknown>;
    const numericId = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
    if (typeof numericId !== 'number' || !Number.isInteger(numericId) || typeof role !== 'string') return null;
    return { id: numericId, role, corp: typeof corp === 'string' ? corp : null };
  } catch {
    return null;
  }
}
