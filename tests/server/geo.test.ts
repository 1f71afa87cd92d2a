import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/rows';
import { startTestServer, type TestServer } from './support/testServer';

// The geo data (spec part 3 §3, §7, §9; part 1 §7): countries, a country's states, a state's cities,
// the city search ('Showing 10 of N'), and the demo clubs pointing at their cities.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type City = { id: number; name: string; stateId: number; stateName: string; countryCode: string };
const states = (country: string) => server.call('listGeoStates', { params: { country } });
const cities = (country: string, stateId: number) => server.call('listGeoCities', { params: { country, stateId } });
const search = (q: string, country?: string) => server.call('searchGeoCities', { query: country ? { q, country } : { q } });

describe('countries and states', () => {
  it('lists the countries, onlyActives the ones the product operates in', async () => {
    const all = await server.call('listGeoCountries', { query: {} });
    expect(all.status).toBe(200);
    const codes = (all.body.countries as { isoCode: string }[]).map((c) => c.isoCode);
    expect(codes).toEqual(expect.arrayContaining(['CL', 'AR', 'BR', 'CO', 'PE', 'MX', 'US']));
    const active = await server.call('listGeoCountries', { query: { onlyActives: 'true' } });
    expect((active.body.countries as { active: boolean }[]).every((c) => c.active)).toBe(true);
  });

  it("lists a country's states by name, any case of its code; an unknown country is not there", async () => {
    const chile = await states('cl');
    expect(chile.status).toBe(200);
    const names = (chile.body.states as { name: string; shortName: string }[]).map((s) => s.name);
    expect(names).toContain('Región Metropolitana de Santiago');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect((await states('ZZ')).body).toMatchObject({ code: '-404' });
    expect((await states('ZZ')).status).toBe(404);
    expect((await states('CHL')).status).toBe(400);
  });

  it("lists a state's cities; a state of another country is not there", async () => {
    const rm = (await states('CL')).body.states.find((s: { name: string }) => s.name === 'Región Metropolitana de Santiago');
    const answer = await cities('CL', rm.id);
    expect(answer.status).toBe(200);
    const list = answer.body.cities as City[];
    expect(list.map((c) => c.name)).toEqual(expect.arrayContaining(['Santiago', 'Vitacura', 'Ñuñoa']));
    expect(list.every((c) => c.stateId === rm.id && c.countryCode === 'CL')).toBe(true);
    const other = await cities('AR', rm.id);
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ code: '-404' });
  });
});

describe('the city search', () => {
  it('ignores accents and case and puts names that start with the text first', async () => {
    const answer = await search('NUNOA');
    expect(answer.status).toBe(200);
    expect((answer.body.cities as City[]).map((c) => c.name)).toEqual(['Ñuñoa']);
    const sa = (await search('san')).body.cities as City[];
    const starts = sa.findIndex((c) => !c.name.toLowerCase().startsWith('san'));
    if (starts >= 0) expect(sa.slice(starts).every((c) => !c.name.toLowerCase().startsWith('san'))).toBe(true);
    expect(sa.map((c) => c.name)).toEqual(expect.arrayContaining(['Santiago', 'San Miguel', 'San Bernardo']));
  });

  it('answers 10 at most with how many match in all (Showing 10 of N)', async () => {
    const answer = await search('a', 'CL');
    expect(answer.body.cities).toHaveLength(10);
    expect(answer.body.total).toBeGreaterThan(10);
    expect((answer.body.cities as City[]).every((c) => c.countryCode === 'CL')).toBe(true);
  });

  it('takes LIKE characters literally and refuses an empty text', async () => {
    expect((await search('%')).body).toMatchObject({ cities: [], total: 0 });
    expect((await search('_')).body).toMatchObject({ cities: [], total: 0 });
    expect((await search('   ')).status).toBe(400);
  });
});

describe('the demo clubs', () => {
  it('point at the city of their name in their country', async () => {
    const list = await queryRows<{ city: string; geo: string | null; state_country: string | null; country_code: string }>(
      server.db,
      sql`select c.city, g.name as geo, s.country_code as state_country, c.country_code
          from clubs c left join geo_cities g on g.id = c.city_id left join geo_states s on s.id = g.state_id`,
    );
    expect(list.length).toBeGreaterThan(5);
    for (const row of list) expect(row, row.city).toMatchObject({ geo: row.city, state_country: row.country_code });
  });
});
