import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '#kernel/contract';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

describe('OpenAPI document', () => {
  it('lists every contract endpoint under its path and method, named by its id', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, { operationId?: string }>> };
    expect(document.openapi).toMatch(/^3\./);
    for (const endpoint of allEndpoints) {
      const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect(operation?.operationId).toBe(endpoint.id);
    }
  });

  it('describes request bodies from the contract schemas', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    const body = document.paths['/api/register'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['first_name', 'last_name', 'email', 'password', 'repeat_password']));
  });
});
