import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { SandboxSocialProvider, SocialIdentity } from './verifier';

/** How long a sandbox token is accepted after it was signed. */
export const SANDBOX_TOKEN_MINUTES = 60;

const PREFIX = 'sbx1';

interface Payload {
  sub: string;
  email: string | null;
  first_name: string;
  last_name: string;
  /** Signed at, epoch seconds. */
  iat: number;
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/**
 * The built-in social provider: tokens are `sbx1.<payload>.<HMAC-SHA256>` signed with the server's
 * sandbox key, so it accepts exactly the tokens it signed itself within the last hour, and nothing
 * else (no third party, deterministic). The same e-mail (or, without one, the same names) always gets
 * the same provider user id, as a real provider keeps a person's id.
 */
export function createSandboxVerifier(secret: string): SandboxSocialProvider {
  const sign = (body: string) => createHmac('sha256', secret).update(`${PREFIX}.${body}`).digest('base64url');

  return {
    name: 'sandbox',
    issue(person, now) {
      const seed = person.email ? person.email.toLowerCase() : `${person.firstName}\u0000${person.lastName}`;
      const sub = `sbx-${createHash('sha256').update(seed).digest('hex').slice(0, 16)}`;
      const payload: Payload = {
        sub,
        email: person.email ? person.email.toLowerCase() : null,
        first_name: person.firstName,
        last_name: person.lastName,
        iat: Math.floor(now.getTime() / 1000),
      };
      const body = b64(JSON.stringify(payload));
      const identity: SocialIdentity = {
        providerUserId: sub,
        email: payload.email,
        firstName: person.firstName,
        lastName: person.lastName,
      };
      return { ...identity, token: `${PREFIX}.${body}.${sign(body)}` };
    },
    async verify(token, now) {
      const [prefix, body, signature, ...rest] = token.split('.');
      if (prefix !== PREFIX || !body || !signature || rest.length > 0) return null;
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      let payload: Payload;
      try {
        payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
      } catch {
        return null;
      }
      const age = now.getTime() / 1000 - payload.iat;
      if (!(age >= -60 && age <= SANDBOX_TOKEN_MINUTES * 60)) return null;
      if (typeof payload.sub !== 'string' || typeof payload.first_name !== 'string' || typeof payload.last_name !== 'string') return null;
      return { providerUserId: payload.sub, email: payload.email ?? null, firstName: payload.first_name, lastName: payload.last_name };
    },
  };
}
