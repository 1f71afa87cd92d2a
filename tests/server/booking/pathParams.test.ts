import { afterAll, beforeAll, expect, it } from 'vitest';
import { fillPath } from '#kernel/contract';
import { startTestServer, type TestServer } from '../support/testServer';

// A path param that is a dot segment must not resolve to another endpoint: /api/clubs/../sports would
// be /api/sports (every URL parser resolves it), so the client sends it as data and the server refuses it.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

it.each(['.', '..'])("fillPath keeps '%s' a value, and the server answers 400 instead of another endpoint", async (value) => {
  expect(fillPath('/api/clubs/:clubId/sports', { clubId: value })).not.toMatch(/\/\.\.?\//);
  const response = await server.call('listClubSports', { params: { clubId: value } });
  expect(response.status).toBe(400);
  expect(response.body.code).toBe('-400');
});
