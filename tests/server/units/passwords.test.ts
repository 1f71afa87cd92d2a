import { describe, expect, it } from 'vitest';
import { dummyVerify, hashPassword, verifyPassword } from '#server/accounts/passwords';

describe('password hashing (scrypt)', () => {
  it('stores algorithm, parameters and a random salt with the hash', async () => {
    const [a, b] = [await hashPassword('correct horse', 10), await hashPassword('correct horse', 10)];
    expect(a).toMatch(/^scrypt\$10\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('correct horse', 10);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('verifies with the parameters stored in the hash, so the cost can change later', async () => {
    const cheap = await hashPassword('pw', 10);
    expect(await verifyPassword('pw', cheap)).toBe(true);
    expect(await verifyPassword('pw', cheap.replace('scrypt$10$', 'scrypt$11$'))).toBe(false);
  });

  it('refuses malformed or tampered hashes instead of throwing', async () => {
    for (const stored of ['', 'plain', 'scrypt$99$8$1$c2FsdA$aGFzaA', 'bcrypt$10$8$1$a$b', 'scrypt$10$8$1$c2FsdA$short']) {
      expect(await verifyPassword('pw', stored)).toBe(false);
    }
  });

  it('treats equivalent Unicode spellings of a password as the same', async () => {
    const stored = await hashPassword('contrase\u00f1a', 10);
    expect(await verifyPassword('contrasen\u0303a', stored)).toBe(true);
  });

  it('dummyVerify always answers false', async () => {
    expect(await dummyVerify('anything', 10)).toBe(false);
  });
});
