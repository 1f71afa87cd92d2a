import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../support/registration';
import { startTestServer, type TestServer } from '../support/testServer';

// An unknown e-mail must cost the same password-hash work as a wrong password, or answer times
// would tell which e-mails have accounts. A costlier hash makes the difference stand out from noise.

let server: TestServer;
let email: string;
beforeAll(async () => {
  server = await startTestServer({ settings: { passwordHashCost: 14, emailConfirmation: 'optional', loginMaxFailures: 1000 } });
  const body = registration();
  email = String(body.email);
  await server.call('register', { body });
});
afterAll(() => server?.close());

async function medianLoginMs(loginEmail: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    const response = await server.call('login', { body: { email: loginEmail, password: 'wrong-password' } });
    times.push(performance.now() - started);
    expect(response.body.code).toBe('-2');
  }
  return times.sort((a, b) => a - b)[2];
}

describe('login timing', () => {
  it('takes about as long for an unknown e-mail as for a wrong password', async () => {
    await medianLoginMs('warm-up@example.com');
    const wrongPassword = await medianLoginMs(email);
    const unknownEmail = await medianLoginMs('nobody-here@example.com');
    expect(unknownEmail).toBeGreaterThan(wrongPassword * 0.5);
    expect(unknownEmail).toBeLessThan(wrongPassword * 2);
  });
});
