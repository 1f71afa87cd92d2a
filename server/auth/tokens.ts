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
/** A club's invitation to link its member record to an account (encodedClubMemberId), never a session. */
const CLUB_MEMBER_AUDIENCE = 'club-member';
const CLUB_MEMBER_LIFETIME_S = 60 * 24 * 3600;

/** What an encodedClubMemberId says: this club counts the person with this e-mail as its member. */
export interface ClubMemberClaim {
  clubId: number;
  email: string;
}
const LIFETIME = '365d'; // the auth cookie lasts one year (spec part 1 §9)
/** Verified tokens remembered (a few hundred bytes each). */
const VERIFIED_KEPT = 10_000;

/**
 * Signs and verifies session tokens. The HS256 key comes from JWT_SECRET or, by default, from the
 * database, so that every stateless instance on the same database shares it.
 */
export class TokenService {
  /**
   * Tokens verified lately, with their payload and expiry: a player sends the same token with every
   * call, and checking its signature again (WebCrypto's HMAC, about 0.25 ms) was a quarter of the
   * CPU of a kept availability answer. The same token under the same key always verifies the same
   * way; only its expiry is checked again. Whether its session is still open is asked of the
   * database on every call all the same (authenticate.ts).
   */
  private readonly verified = new Map<string, { payload: TokenPayload; expiresAt: number }>();

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

  /** An encodedClubMemberId for a club's member record: signed with the same key, its own audience. */
  signClubMember(claim: ClubMemberClaim, now: Date): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ clubId: claim.clubId, email: claim.email.toLowerCase() })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience(CLUB_MEMBER_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + CLUB_MEMBER_LIFETIME_S)
      .sign(this.key);
  }

  /** The claim of a well-signed, unexpired encodedClubMemberId; null for anything else (a session token included). */
  async verifyClubMember(encoded: string, now: Date): Promise<ClubMemberClaim | null> {
    try {
      const { payload } = await jwtVerify(encoded, this.key, {
        issuer: ISSUER,
        audience: CLUB_MEMBER_AUDIENCE,
        algorithms: ['HS256'],
        currentDate: now,
      });
      if (typeof payload.clubId !== 'number' || !Number.isInteger(payload.clubId) || typeof payload.email !== 'string') return null;
      return { clubId: payload.clubId, email: payload.email };
    } catch {
      return null;
    }
  }

  /** The payload of a well-signed, unexpired token; null for anything else. */
  async verify(token: string): Promise<TokenPayload | null> {
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAt) return known.payload;
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (
        payload.aud !== undefined ||
        typeof payload.id !== 'number' ||
        typeof payload.role !== 'string' ||
        typeof payload.jti !== 'string'
      )
        return null;
      const verified = {
        id: payload.id,
        role: payload.role,
        corp: typeof payload.corp === 'string' ? payload.corp : null,
        sid: payload.jti,
      };
      if (typeof payload.exp === 'number') {
        // The oldest go first (a Map iterates in insertion order).
        if (this.verified.size >= VERIFIED_KEPT) this.verified.delete(this.verified.keys().next().value!);
        this.verified.set(token, { payload: verified, expiresAt: payload.exp * 1000 });
      }
      return verified;
    } catch {
      return null;
    }
  }
}
