import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmLinkOf } from '../support/outbox';
import { registration } from '../support/registration';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

let server: TestServer;
let link: { userId: number; token: string };
beforeAll(async () => {
  server = await startTestServer();
  const body = registration();
  await server.call('register', { body });
  link = confirmLinkOf(server.outbox().find((mail) => mail.to === body.email)!)!;
});
afterAll(() => server?.close());

const confirm = (userId: number, token: string) => server.call('confirmEmail', { body: { userId, token } });

describe('confirmEmail', () => {
  it('answers -37 to a wrong token and leaves the account unconfirmed', async () => {
    const wrong = await confirm(link.userId, `${link.token.slice(0, -2)}xx`);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: true, code: '-37' });
  });

  it('answers -37 for an unknown user and for a confirmed demo account (no token to match)', async () => {
    expect((await confirm(999_999, link.token)).body.code).toBe('-37');
    expect((await confirm(await server.userId(DEMO.player), link.token)).body.code).toBe('-37');
  });

  it('confirms with the right token, then answers -36 to the same link', async () => {
    const first = await confirm(link.userId, link.token);
    expect(first.body).toMatchObject({ error: false, code: '0', status: 'success' });
    const again = await confirm(link.userId, link.token);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: true, code: '-36' });
  });

  it('refuses a missing token as invalid input', async () => {
    const response = await server.call('confirmEmail', { body: { userId: link.userId } });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('-400');
  });
});
