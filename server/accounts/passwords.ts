import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Passwords are hashed with scrypt (node's crypto), a random 16-byte salt and the parameters stored
// with the hash: `scrypt$<log2 N>$<r>$<p>$<salt base64url>$<hash base64url>`. Raising the cost later
// keeps old hashes verifiable.

export const DEFAULT_PASSWORD_COST = 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r * p + 1_048_576 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, logN: number = DEFAULT_PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, logN, BLOCK_SIZE, PARALLELISM);
  return ['scrypt', logN, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  logN: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [logN, r, p] = parts.slice(1, 4).map(Number);
  const valid = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;
  if (!valid(logN, 20) || !valid(r, 16) || !valid(p, 4)) return null;
  return { logN, r, p, salt: Buffer.from(parts[4], 'base64url'), key: Buffer.from(parts[5], 'base64url') };
}

/** True when the password matches the stored hash; compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  const key = await derive(password, parsed.salt, parsed.logN, parsed.r, parsed.p);
  return timingSafeEqual(key, parsed.key);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Does the same work as checking a real password, for logins with an unknown e-mail, so that the
 * answer time does not tell whether an account exists. Always false.
 */
export async function dummyVerify(password: string, logN: number = DEFAULT_PASSWORD_COST): Promise<false> {
  let dummy = dummyHashes.get(logN);
  if (!dummy) {
    dummy = hashPassword(randomBytes(12).toString('base64url'), logN);
    dummyHashes.set(logN, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}
