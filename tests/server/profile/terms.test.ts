import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';

// GET /api/admin/cms-terms/FULL/{country}/getOne (spec part 3 §2 /terms, public).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const terms = (country: string) => server.call('getTerms', { params: { country } });

describe('GET /api/admin/cms-terms/FULL/:country/getOne', () => {
  it.each([
    ['CL', 'es-CL', 'Términos y condiciones de uso', 'Chile'],
    ['AR', 'es-AR', 'Términos y condiciones de uso', 'Argentina'],
    ['BR', 'pt-BR', 'Termos e condições de uso', 'Brasil'],
    ['US', 'en-US', 'Terms and conditions of use', 'United States'],
  ])('%s: the seeded terms in the country language, without a session', async (country, language, title, name) => {
    const response = await terms(country);
    expect(response.status).toBe(200);
    expect(response.body.terms).toMatchObject({ country, language, title });
    expect(response.body.terms.body).toContain(name);
    expect(response.body.terms.body).toContain('48');
  });

  it('takes the code in any letter case; an unknown country is no-access (404) and a bad code bad input', async () => {
    expect((await terms('pe')).body.terms).toMatchObject({ country: 'PE' });
    const unknown = await terms('ZZ');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: '-404' });
    expect((await terms('CHL')).status).toBe(400);
  });
});
