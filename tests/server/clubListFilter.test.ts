import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/rows';
import { startTestServer, type TestServer } from './support/testServer';

// The club list's filter (spec part 1 §9: a state, at most 3 of its cities and 3 sports): the list
// keeps only the clubs in those cities (or that state) offering one of those sports.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Club = { name: string; city: string; sports: { code: string }[] };
const list = async (query: Record<string, string>) => server.call('listClubs', { query: { pageSize: '100', countryCode: 'CL', ...query } });
const clubsOf = async (query: Record<string, string>) => (await list(query)).body.result.data as Club[];
const idOf = async (table: 'geo_cities' | 'geo_states' | 'sports', column: string, value: string) =>
  (await queryRows<{ id: number }>(server.db, sql`select id from ${sql.raw(table)} where ${sql.raw(column)} = ${value} limit 1`))[0].id;

describe('the club filter', () => {
  it('keeps the clubs of the chosen cities only', async () => {
    const vina = await idOf('geo_cities', 'name', 'Viña del Mar');
    const clubs = await clubsOf({ cityIds: String(vina) });
    expect(clubs.length).toBeGreaterThan(0);
    expect(clubs.every((c) => c.city === 'Viña del Mar')).toBe(true);
    const concepcion = await idOf('geo_cities', 'name', 'Concepción');
    const two = await clubsOf({ cityIds: `${vina},${concepcion}` });
    expect(new Set(two.map((c) => c.city))).toEqual(new Set(['Viña del Mar', 'Concepción']));
  });

  it("keeps a state's clubs, and those offering one of the sports", async () => {
    const metropolitana = await idOf('geo_states', 'name', 'Región Metropolitana de Santiago');
    const all = await clubsOf({});
    const inState = await clubsOf({ stateId: String(metropolitana) });
    expect(inState.length).toBeGreaterThan(0);
    expect(inState.length).toBeLessThan(all.length);
    expect(inState.some((c) => c.city === 'Viña del Mar')).toBe(false);
    const tennis = await idOf('sports', 'code', 'tennis');
    const withTennis = await clubsOf({ sportIds: String(tennis) });
    expect(withTennis.length).toBeGreaterThan(0);
    expect(withTennis.every((c) => c.sports.some((s) => s.code === 'tennis'))).toBe(true);
    expect(withTennis.length).toBeLessThan(all.length);
  });

  it('refuses a fourth city or a list that is not ids', async () => {
    expect((await list({ cityIds: '1,2,3,4' })).status).toBe(400);
    expect((await list({ sportIds: '1;2' })).status).toBe(400);
  });
});
