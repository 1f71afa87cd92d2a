import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmLinkOf } from '../support/outbox';
import { registration } from '../support/registration';
import { startTestServer, type TestServer } from '../support/testServer';

// The self-hosted human check of POST /api/confirm_email (spec part 3 §2, §5; -1399 "captcha not
// validated"): our server creates and signs an ALTCHA challenge, the client solves it, the server
// verifies the solution; nothing leaves for a third party.

const SECRET = 'human-check-test-secret';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    settings: { registerMaxAttempts: 1000, humanCheck: { required: true, secret: SECRET, maxCounter: 400 } },
  });
});
afterAll(() => server?.close());

async function newLink() {
  const body = registration();
  expect((await server.call('register', { body })).status).toBe(200);
  return confirmLinkOf(server.outbox().find((mail) => mail.to === body.email)!)!;
}

async function challenge(): Promise<Challenge> {
  const response = await server.call('getHumanChallenge');
  expect(response.status).toBe(200);
  return response.body.challenge as Challenge;
}

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

async function solved(c?: Challenge): Promise<string> {
  const given = c ?? (await challenge());
  const solution = await solveChallenge({ challenge: given, deriveKey });
  expect(solution).not.toBeNull();
  return encode({ challenge: given, solution });
}

const confirm = (link: { userId: number; token: string }, recaptchaValue?: string) =>
  server.call('confirmEmail', { body: { userId: link.userId, token: link.token, recaptchaValue } });

describe('the human check of confirm_email', () => {
  it('hands out a signed SHA-256 challenge that expires within 10 minutes', async () => {
    const c = await challenge();
    expect(c.parameters.algorithm).toBe('SHA-256');
    expect(c.signature).toMatch(/^[0-9a-f]{64}$/);
    const expiresAt = (c.parameters.expiresAt ?? 0) * 1000;
    expect(expiresAt).toBeGreaterThan(Date.now());
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 10 * 60_000 + 1000);
  });

  it('confirms with a solved challenge', async () => {
    const link = await newLink();
    const response = await confirm(link, await solved());
    expect(response.body).toMatchObject({ error: false, status: 'success' });
  });

  it('answers -1399 without a solution, to garbage, to a wrong key and to a challenge signed elsewhere; the address stays unconfirmed', async () => {
    const link = await newLink();
    const c = await challenge();
    const solution = (await solveChallenge({ challenge: c, deriveKey }))!;
    const foreign = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 5, deriveKey, hmacSignatureSecret: 'another-secret' });
    const foreignSolution = (await solveChallenge({ challenge: foreign, deriveKey }))!;
    const unsigned = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 5, deriveKey });
    for (const value of [
      undefined,
      '',
      'not base64 json',
      encode({ challenge: c, solution: { ...solution, derivedKey: '00'.repeat(32) } }),
      encode({ challenge: foreign, solution: foreignSolution }),
      encode({ challenge: unsigned, solution: (await solveChallenge({ challenge: unsigned, deriveKey }))! }),
    ]) {
      const response = await confirm(link, value);
      expect(response.status, String(value)).toBe(400);
      expect(response.body).toMatchObject({ error: true, code: '-1399' });
    }
    expect((await confirm(link, encode({ challenge: c, solution }))).body.status).toBe('success');
  });

  it('checks the human first: a wrong token with a solved check is -37, a solved check with the used link -36', async () => {
    const link = await newLink();
    expect((await confirm({ ...link, token: 'wrong' }, await solved())).body.code).toBe('-37');
    expect((await confirm(link, await solved())).body.status).toBe('success');
    expect((await confirm(link, await solved())).body.code).toBe('-36');
  });
});
