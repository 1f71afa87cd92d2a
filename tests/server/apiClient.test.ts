import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, sessionLostPath, type ClientHooks } from '#api/client';
import { ApiError } from '#api/apiError';
import { REQUEST_HEADERS, type SessionHeaders } from '#kernel/contract';
import { users } from '#server/db/schema';
import { startTestServer, type TestServer } from './support/testServer';
import { getConfig, getLanguages } from '#kernel/contract/config';
import { validateToken, getUser } from '#kernel/contract/account';
import { login } from '#kernel/contract/accountEntry';

/** The browser's ky client against the real server: header set, schemas, envelope, 401, App-Front-Id. */
let server: TestServer;
const seen: { frontIds: string[]; lost: boolean[]; headers: Record<string, string>[] } = { frontIds: [], lost: [], headers: [] };
let session: SessionHeaders;

function client(overrides: Partial<ClientHooks> = {}) {
  return createApiClient(
    {
      headers: () => session,
      onFrontId: (id) => seen.frontIds.push(id),
      onSessionLost: (loggedIn) => seen.lost.push(loggedIn),
      ...overrides,
    },
    { prefixUrl: server.baseUrl, fetch: recordingFetch },
  );
}

/** The real fetch, noting the headers each request leaves with. */
const recordingFetch: typeof fetch = (input, init) => {
  const request = new Request(input, init);
  seen.headers.push(Object.fromEntries(request.headers.entries()));
  return fetch(request);
};

beforeAll(async () => {
  server = await startTestServer({ listen: true });
});
afterAll(() => server.close());

describe('api client', () => {
  it('sends the whole header set on every call', async () => {
    session = { appId: 'fg', appOs: 'android', appVersion: '3.2.1', language: 'pt-BR', country: 'BR', token: null };
    seen.headers.length = 0;
    const answer = await client().call(getConfig);
    expect(answer.appConfig.appid).toBe('fg');
    const h = seen.headers.at(-1)!;
    expect(h[REQUEST_HEADERS.appId]).toBe('fg');
    expect(h[REQUEST_HEADERS.appOs]).toBe('android');
    expect(h[REQUEST_HEADERS.appVersion]).toBe('3.2.1');
    expect(h[REQUEST_HEADERS.language]).toBe('pt-BR');
    expect(h[REQUEST_HEADERS.country]).toBe('BR');
    expect(h[REQUEST_HEADERS.requestedWith]).toBe('XMLHttpRequest');
    expect(h[REQUEST_HEADERS.authorization]).toBeUndefined();
  });

  it('reads App-Front-Id from every answer', async () => {
    seen.frontIds.length = 0;
    await client().call(getLanguages);
    expect(seen.frontIds).toEqual(['dev']);
  });

  it('logs in, sends the token, and parses the answer with its schema', async () => {
    session = { appId: 'main', appOs: 'web', appVersion: '1', language: 'es-CL', country: 'CL', token: null };
    const { token } = await client().call(login, { body: { email: 'player@courtflow.test', password: 'courtflow' } });
    session = { ...session, token };
    const valid = await client().call(validateToken);
    const me = await client().call(getUser, { params: { userId: valid.claims.id } });
    expect(me.user.email).toBe('player@courtflow.test');
    expect(seen.headers.at(-1)![REQUEST_HEADERS.authorization]).toBe(`Bearer ${token}`);
  });

  it('turns the error envelope into a typed ApiError with the call-specific code', async () => {
    session = { ...session, token: null };
    const error = await client()
      .call(login, { body: { email: 'player@courtflow.test', password: 'not-the-password' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('-2');
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).endpointId).toBe('login');
  });

  it('on 401 tells a logged-in user to log out and an anonymous one to log in again', async () => {
    seen.lost.length = 0;
    session = { ...session, token: 'not-a-token' };
    await expect(client().call(validateToken)).rejects.toMatchObject({ status: 401, code: '-401' });
    session = { ...session, token: null };
    await expect(client().call(validateToken)).rejects.toMatchObject({ status: 401 });
    expect(seen.lost).toEqual([true, false]);
    expect(sessionLostPath(true)).toBe('/logout');
    expect(sessionLostPath(false)).toBe('/login?refresh=1');
  });

  it('on 403 (a closed account) also sends the logged-in user to /logout', async () => {
    const token = await server.login('rival@courtflow.test');
    await server.db.update(users).set({ closedAt: new Date() }).where(eq(users.email, 'rival@courtflow.test'));
    session = { ...session, token };
    seen.lost.length = 0;
    await expect(client().call(validateToken)).rejects.toMatchObject({ status: 403, code: '-403' });
    expect(seen.lost).toEqual([true]);
    await server.db.update(users).set({ closedAt: null }).where(eq(users.email, 'rival@courtflow.test'));
  });

  it('another user id answers the no-access envelope with 404, not a lost session', async () => {
    const token = await server.login('player@courtflow.test');
    const rival = await server.userId('rival@courtflow.test');
    session = { ...session, token };
    seen.lost.length = 0;
    await expect(client().call(getUser, { params: { userId: rival } })).rejects.toMatchObject({ status: 404, code: '-404' });
    expect(seen.lost).toEqual([]);
  });

  it('a server that cannot be reached is a network error and marks the app offline', async () => {
    let offline = 0;
    const dead = createApiClient({ headers: () => session, onNetworkError: () => offline++ }, { prefixUrl: 'http://127.0.0.1:9' });
    await expect(dead.call(getConfig)).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    expect(offline).toBe(1);
  });
});
