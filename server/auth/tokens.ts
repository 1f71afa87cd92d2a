import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '#server/db/client';
import { serverSecrets } from '#server/db/schema';

export interface TokenPayload {
  id: number;
  role: string;
  corp: string | null;
  /** Session id: logout revokes it. */
  sid: string;
}

const ISSUER = 'courtflow';
const LIFETIME = '365d'; // the auth cookie lasts one year (spec part 1 §9)

/**
 * Signs and verifies session tokens. The HS256 key comes from JWT_SECRET or, by default, from the
 * database, so that every stateless instance on the same database shares it.
 */
export class TokenService {
  private constructor(private readonly key: Uint8Array) {}

  static async create(db: Db, configured?: string): Promise<TokenService> {
    if (configured) return new TokenService(new TextEncoder().encode(configured));
    await db
      .insert(serverSecrets)
      .values({ id: 1, jwtSecret: randomBytes(48).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db
      .select()
      .from(serverSecrets)
      .where(eq(serverSecrets.id, sql`1`));
    return new TokenService(new TextEncoder().encode(row.jwtSecret));
  }

  sign(payload: TokenPayload): Promise<string> {
    return new SignJWT({ id: payload.id, role: payload.role, corp: payload.corp })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setJti(payload.sid)
      .setIssuedAt()
      .setExpirationTime(LIFETIME)
      .sign(this.key);
  }

  /** The payload of a well-signed, unexpired token; null for anything else. */
  async verify(token: string): Promise<TokenPayload | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (typeof payload.id !== 'number' || typeof payload.role !== 'string' || typeof payload.jti !== 'string') return null;
      return { id: payload.id, role: payload.role, corp: typeof payload.corp === 'string' ? payload.corp : null, sid: payload.jti };
    } catch {
      return null;
    }
  }
}
