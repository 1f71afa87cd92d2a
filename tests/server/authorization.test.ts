import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, COMMON_ERRORS, errorEnvelope } from '#kernel/contract';
import { sampleRequest } from './support/sampleRequest';
import { snapshotTables } from './support/tableSnapshot';
import { startTestServer, type TestServer } from './support/testServer';
import { DEMO } from './support/users';

// Every endpoint with an owner param, called by user B with user A's id and an otherwise valid
// request, answers 404 with the NO_ACCESS envelope (never 2xx, never 401/403, which would log B
// out), and no row in the database changes. New endpoints are covered when they declare ownerParam.

const owned = allEndpoints.filter((endpoint) => endpoint.ownerParam);
/** Owned calls that also need a role of B (the teacher of a court): B's own id still gets no access. */
const ROLE_GATED = new Set(['teacherUpdateBooking']);

let server: TestServer;
let owner: number;
beforeAll(async () => {
  server = await startTestServer();
  owner = await server.userId(DEMO.player);
  await server.login(DEMO.player); // A has an open session that B must not be able to end
});
afterAll(() => server?.close());

describe('contract-wide authorization', () => {
  it('covers the endpoints that own user data', () => {
    expect(owned.map((e) => e.id)).toEqual(expect.arrayContaining(['logout', 'getUser', 'updateUser', 'setLanguage']));
  });

  it.each(owned.map((e) => [e.id, e] as const))(
    "%s: user B with user A's id gets 404 NO_ACCESS (or the call's own no-access code) and changes nothing",
    async (_id, endpoint) => {
      const intruder = await server.login(DEMO.rival);
      const request = sampleRequest(endpoint, owner);
      expect(endpoint.params.safeParse(Object.fromEntries(Object.entries(request.params).map(([k, v]) => [k, String(v)]))).success).toBe(
        true,
      );
      expect(endpoint.body.safeParse(request.body).success, `add a valid sample for ${endpoint.id} to SAMPLE_REQUESTS`).toBe(true);

      const before = await snapshotTables(server.db);
      const response = await server.call(endpoint, { ...request, token: intruder });
      expect(response.status).toBe(404);
      expect(errorEnvelope.parse(response.body).code).toBe(endpoint.noAccessCode ?? COMMON_ERRORS.NO_ACCESS);
      expect(await snapshotTables(server.db)).toEqual(before);
    },
  );

  it.each(owned.map((e) => [e.id, e] as const))(
    '%s: the same request with B’s own id passes validation and ownership',
    async (_id, endpoint) => {
      const rivalId = await server.userId(DEMO.rival);
      const token = await server.login(DEMO.rival);
      const response = await server.call(endpoint, { ...sampleRequest(endpoint, rivalId), token });
      expect(response.status).toBeLessThan(500);
      // A call for a role (a teacher of the court) still answers no-access to B, who has not that role:
      // what counts is that B's own id passed the owner check and the input was valid.
      const refused = ROLE_GATED.has(endpoint.id) ? [] : [endpoint.noAccessCode ?? COMMON_ERRORS.NO_ACCESS];
      expect([...refused, COMMON_ERRORS.INVALID_INPUT, COMMON_ERRORS.UNAUTHENTICATED]).not.toContain(response.body.code);
    },
  );

  it('also answers NO_ACCESS for an id that belongs to nobody', async () => {
    const token = await server.login(DEMO.rival);
    const response = await server.call('getUser', { params: { userId: 2_000_000 }, token });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe(COMMON_ERRORS.NO_ACCESS);
  });
});
