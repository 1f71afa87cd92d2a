import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

let server: TestServer;
let rival: { id: number; token: string };
beforeAll(async () => {
  server = await startTestServer();
  rival = { id: await server.userId(DEMO.rival), token: await server.login(DEMO.rival) };
});
afterAll(() => server?.close());

const update = (body: Record<string, unknown>) => server.call('updateUser', { token: rival.token, params: { userId: rival.id }, body });
const rowOf = async (id: number) => (await server.db.select().from(users).where(eq(users.id, id)))[0];

describe('getUser', () => {
  it("answers the caller's profile with subscription flags off and no secrets", async () => {
    const id = await server.userId(DEMO.player);
    const response = await server.call('getUser', { token: await server.login(DEMO.player), params: { userId: id } });
    expect(response.body.user).toEqual({
      id,
      first_name: 'Pía',
      last_name: 'Soto',
      email: DEMO.player,
      birth_date: { year: 1992, month: 4, day: 18 },
      gender: 'F',
      phone: { phoneCode: '+56', phoneCountry: 'CL', phoneNumber: '912345678' },
      foid_country: 'CL',
      foid_type: 'NI',
      foid_number: '12345678-5',
      geo: null,
      profilePicture: null,
      language: 'es-CL',
      country_code: 'CL',
      role: 'user',
      corp: null,
      subscription: { hasActiveSubscriptions: false, isEnabledInActiveCountry: false },
    });
    expect(JSON.stringify(response.body)).not.toMatch(/scrypt|password/i);
  });
});

describe('updateUser', () => {
  it('changes only the fields sent and answers the new profile', async () => {
    const response = await update({
      first_name: 'Rodrigo Andrés',
      birth_date: { year: 1988, month: 2, day: 29 },
      gender: 'M',
      geo: { countryCode: 'cl', stateId: 13, cityId: null },
    });
    expect(response.body.user).toMatchObject({
      first_name: 'Rodrigo Andrés',
      last_name: 'Vidal',
      birth_date: { year: 1988, month: 2, day: 29 },
      gender: 'M',
      geo: { countryCode: 'CL', stateId: 13, cityId: null },
    });
    expect(await rowOf(rival.id)).toMatchObject({ firstName: 'Rodrigo Andrés', birthDate: '1988-02-29', email: DEMO.rival });
  });

  it('stores a valid document normalized and a valid phone', async () => {
    const response = await update({
      foid_country: 'CL',
      foid_type: 'NI',
      foid_number: '7.654.321-6',
      phone: { phoneCode: '+56', phoneCountry: 'cl', phoneNumber: '9 8765 4321' },
    });
    expect(response.body.user).toMatchObject({ foid_number: '7654321-6', phone: { phoneCountry: 'CL', phoneNumber: '9 8765 4321' } });
  });

  it.each([
    ['-3', 409, { foid_country: 'CL', foid_type: 'NI', foid_number: '12.345.678-5' }],
    ['-918', 400, { foid_number: '7.654.321-0' }],
    ['-1956', 400, { phone: { phoneCode: '+56', phoneCountry: 'CL', phoneNumber: '12' } }],
    ['-400', 400, { birth_date: { year: 2001, month: 2, day: 29 } }],
    ['-400', 400, { birth_date: { year: 1850, month: 1, day: 1 } }],
    ['-400', 400, { email: 'new@example.com' }],
  ])('answers %s and changes nothing', async (code, status, body) => {
    const before = await rowOf(rival.id);
    const response = await update(body);
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ error: true, code });
    expect(await rowOf(rival.id)).toEqual(before);
  });

  it('clears the document when the number is set to null', async () => {
    const response = await update({ foid_number: null });
    expect(response.body.user).toMatchObject({ foid_country: null, foid_type: null, foid_number: null });
  });
});

describe('setLanguage', () => {
  it.each([
    ['en-US', 'en-US'],
    ['PT_br', 'pt-BR'],
    ['es-ES', 'es'],
    ['klingon', 'es-CL'],
  ])('stores %s as %s', async (language, stored) => {
    const response = await server.call('setLanguage', { token: rival.token, params: { userId: rival.id }, body: { language } });
    expect(response.body).toMatchObject({ error: false, language: stored });
    expect((await rowOf(rival.id)).language).toBe(stored);
  });
});
