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

async function loginMs(loginEmail: string): Promise<number> {
  const started = performance.now();
  const response = await server.call('login', { body: { email: loginEmail, password: 'wrong-password' } });
  expect(response.body.code).toBe('-2');
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('login timing', () => {
  it('takes about as long for an unknown e-mail as for a wrong password', async () => {
    await loginMs('warm-up@example.com');
    // Interleaved, so that load from other processes drifts both series alike.
    const wrongPassword: number[] = [];
    const unknownEmail: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      wrongPassword.push(await loginMs(email));
      unknownEmail.push(await loginMs('nobody-here@example.com'));
    }
    // Without the dummy hash an unknown e-mail answers ~100x faster; these bounds only catch that.
    expect(median(unknownEmail)).toBeGreaterThan(median(wrongPassword) * 0.4);
    expect(median(unknownEmail)).toBeLessThan(median(wrongPassword) * 2.5);
  });
});
