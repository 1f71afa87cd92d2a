import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, errorEnvelope, type EndpointDef } from '#kernel/contract';
import { contractAccepts } from './support/contractAccepts';
import { fuzzRequests, type FuzzRequest, type TokenKind } from './support/fuzzRequests';
import { sampleRequest } from './support/sampleRequest';
import { stringFields, withStringField } from './support/stringFields';
import { startTestServer, type TestServer } from './support/testServer';
import { DEMO } from './support/users';

// Every contract endpoint, with generated malformed params, query, bodies, content types and tokens:
// the answer is a 4xx error envelope, never a 5xx; a 2xx only for a request the contract accepts,
// and then it matches the response schema. New endpoints are covered as soon as they are registered.

const RUNS = Number(process.env.FUZZ_RUNS ?? 80);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/** FUZZ_STATS=1 prints how often each endpoint answered each status (to see what the fuzz reaches). */
const statusCounts = new Map<string, Map<number, number>>();

let server: TestServer;
let playerId: number;
const tokens: Record<TokenKind, string | null> = { none: null, valid: null, garbage: 'garbage.token.value', forged: null };

beforeAll(async () => {
  server = await startTestServer({ settings: { registerMaxAttempts: 10_000, loginMaxFailures: 10_000 } });
  playerId = await server.userId(DEMO.player);
  tokens.valid = await server.login(DEMO.player);
  tokens.forged = await new SignJWT({ id: playerId, role: 'admin', corp: 'courtflow' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('courtflow')
    .setJti('00000000-0000-0000-0000-000000000000')
    .sign(new TextEncoder().encode('not-the-server-key-not-the-server-key'));
});
afterAll(async () => {
  if (process.env.FUZZ_STATS) {
    for (const [id, counts] of statusCounts) console.log(id, Object.fromEntries([...counts].sort(([a], [b]) => a - b)));
  }
  await server?.close();
});

async function send(endpoint: EndpointDef, request: FuzzRequest) {
  return server.call(endpoint, {
    params: request.params,
    query: request.query,
    body: request.body,
    rawBody: request.rawBody,
    contentType: request.contentType,
    token: tokens[request.token],
  });
}

/** Checks one answer; keeps the valid token usable when a request happened to log it out. */
async function checkAnswer(endpoint: EndpointDef, request: FuzzRequest): Promise<void> {
  const response = await send(endpoint, request);
  const counts = statusCounts.get(endpoint.id) ?? new Map<number, number>();
  statusCounts.set(endpoint.id, counts.set(response.status, (counts.get(response.status) ?? 0) + 1));
  const where = `${endpoint.id} ${JSON.stringify(request).slice(0, 400)} → ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`;
  expect(response.status, where).toBeLessThan(500);
  if (response.status >= 400) {
    expect(errorEnvelope.safeParse(response.body).success, where).toBe(true);
    return;
  }
  expect(contractAccepts(endpoint, request, playerId), `2xx for a request the contract refuses: ${where}`).toBe(true);
  expect(endpoint.response.safeParse(response.body).success, where).toBe(true);
  await keepValidToken();
}

/** A request may have logged the valid token out; log in again so later runs keep using a live one. */
async function keepValidToken(): Promise<void> {
  if ((await server.call('validateToken', { token: tokens.valid })).status !== 200) tokens.valid = await server.login(DEMO.player);
}

describe('every contract endpoint is served', () => {
  it.each(allEndpoints.map((e) => [e.id, e] as const))('%s is registered on the server', (_id, endpoint) => {
    expect(server.app.hasRoute({ method: endpoint.method, url: endpoint.path })).toBe(true);
  });
});

describe('contract-wide fuzz: bad input gets a 4xx envelope, never a 5xx', () => {
  it.each(allEndpoints.map((e) => [e.id, e] as const))('%s', async (_id, endpoint) => {
    const sample = sampleRequest(endpoint, playerId);
    await fc.assert(
      fc.asyncProperty(fuzzRequests(endpoint, sample), (request) => checkAnswer(endpoint, request)),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  });
});

describe('hand-picked malformed requests', () => {
  const cases: [string, Partial<FuzzRequest>][] = [
    ['no body', { body: undefined }],
    ['an array body', { body: [1, 2, 3] }],
    ['a JSON null body', { rawBody: 'null', contentType: 'application/json' }],
    ['broken JSON', { rawBody: '{"email": ', contentType: 'application/json' }],
    ['a text body', { rawBody: 'hello', contentType: 'text/plain' }],
    ['a body over the size limit', { rawBody: JSON.stringify({ x: 'y'.repeat(1_100_000) }), contentType: 'application/json' }],
    ['a prototype-poisoning body', { rawBody: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' }],
  ];
  const bodyEndpoints = allEndpoints.filter((e) => e.method !== 'GET' && e.method !== 'DELETE');

  it.each(bodyEndpoints.flatMap((e) => cases.map(([name, change]) => [e.id, name, e, change] as const)))(
    '%s with %s',
    async (_id, _name, endpoint, change) => {
      const request: FuzzRequest = { ...sampleRequest(endpoint, playerId), token: 'valid', ...change };
      if ('rawBody' in change) delete request.body;
      const response = await send(endpoint, request);
      expect(response.status).toBeLessThan(500);
      if (!contractAccepts(endpoint, request, playerId)) {
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(errorEnvelope.safeParse(response.body).success).toBe(true);
      }
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      await keepValidToken();
    },
  );
});

describe('a NUL or a control character in any string field answers -400 (issue 10, item 3)', () => {
  // Every string the contract takes (path params, query, body, nested and optional fields), one at a
  // time in an otherwise valid request with a live session: refused at the contract, never a 500.
  const TEXTS = ['a\u0000b', '\u0000', 'a\u0001b', 'a\u001bb', 'a\u007fb', 'a\u0085b'];
  const withFields = allEndpoints.map((e) => [e.id, e, stringFields(e)] as const).filter(([, , fields]) => fields.length > 0);

  it('finds string fields to put them in', () => {
    expect(withFields.length).toBeGreaterThan(30);
  });

  it.each(withFields)('%s', async (_id, endpoint, fields) => {
    const sample = sampleRequest(endpoint, playerId);
    for (const field of fields) {
      for (const text of TEXTS) {
        const request = withStringField(endpoint, sample, field, text);
        const response = await send(endpoint, { ...request, token: 'valid' });
        const where = `${endpoint.id} ${field.part}.${field.path.join('.')}=${JSON.stringify(text)} → ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`;
        expect(response.status, where).toBe(400);
        expect(response.body, where).toMatchObject({ error: true, code: '-400' });
      }
    }
    await keepValidToken();
  });
});
