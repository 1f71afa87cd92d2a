import type { FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client';
import { sessionCheck } from './sessionChecks';
import type { TokenPayload, TokenService } from './tokens';

export type AuthState =
  { kind: 'anonymous' } | { kind: 'invalid' } | { kind: 'rejected'; payload: TokenPayload } | { kind: 'user'; payload: TokenPayload };

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match ? match[1].trim() : null;
}

/**
 * Who is calling: a valid token whose session is open and whose account is not closed is a user;
 * a closed account is 'rejected' (403); a bad, expired or revoked token is 'invalid' (401).
 */
export async function authenticate(request: FastifyRequest, db: Db, tokens: TokenService): Promise<AuthState> {
  const token = bearerToken(request);
  if (!token) return { kind: 'anonymous' };
  const payload = await tokens.verify(token);
  if (!payload) return { kind: 'invalid' };
  const row = await sessionCheck(db)(payload.sid, payload.id);
  if (!row) return { kind: 'invalid' };
  if (row.closedAt) return { kind: 'rejected', payload };
  // Role and corp in the database win over stale ones in the token.
  return { kind: 'user', payload: { ...payload, role: row.role, corp: row.corp } };
}
