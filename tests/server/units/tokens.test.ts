import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from '#server/auth/tokens';
import type { Db } from '#server/db/client';

// Session tokens (server/auth/tokens.ts): a verified token is remembered, so its signature is not
// checked again on every call; what it answers must not change for that.

const payload = { id: 7, role: 'user', corp: null, sid: '0b5e3c1e-8f0a-4c55-9d52-6f3e1d2a4b7c' };
const service = () => TokenService.create(null as unknown as Db, 'unit-test-secret-unit-test-secret');

afterEach(() => vi.useRealTimers());

describe('session tokens', () => {
  it('verifies its own tokens, again and again', async () => {
    const tokens = await service();
    const token = await tokens.sign(payload);
    expect(await tokens.verify(token)).toEqual(payload);
    expect(await tokens.verify(token)).toEqual(payload);
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = await service();
    const token = await tokens.sign(payload);
    expect(await tokens.verify(token)).toEqual(payload);
    vi.setSystemTime(Date.now() + 366 * 86_400_000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a changed token, and one signed with another key, after the right one was verified', async () => {
    const tokens = await service();
    const token = await tokens.sign(payload);
    expect(await tokens.verify(token)).toEqual(payload);
    const [header, body, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = [header, Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url'), signature].join('.');
    expect(await tokens.verify(forged)).toBeNull();
    const other = await TokenService.create(null as unknown as Db, 'another-secret-another-secret-another');
    expect(await other.verify(token)).toBeNull();
  });
});
