// Each country's profile field settings (spec part 3 §3) on the server: seeded per country, served by
// the countries call, and applied by register, PUT /api/user/{id} and PUT /api/users/{id}/foid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COUNTRY_FIELDS, SEED_COUNTRIES } from '#server/db/seed/config';
import { countries, users } from '#server/db/schema';
import { freshRut, registration } from '../support/registration';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ settings: { registerMaxAttempts: 1000 } });
});
afterAll(() => server?.close());

describe('the settings', () => {
  it('every seeded country has all seven fields, stored and served', async () => {
    const response = await server.call('getCountries');
    for (const seeded of SEED_COUNTRIES) {
      const served = response.body.countries.find((c: { isoCode: string }) => c.isoCode === seeded.isoCode);
      expect(Object.keys(served.fields).sort()).toEqual(['birth_date', 'email', 'first_name', 'foid', 'gender', 'last_name', 'phone']);
      expect(served.fields).toEqual(COUNTRY_FIELDS[seeded.isoCode]);
    }
    const [cl] = await server.db.select().from(countries).where(eq(countries.isoCode, 'CL'));
    expect(cl.fields.phone).toMatchObject({ visible: 'Y', mandatory: 'Y' });
  });
});

describe('register applies the country of the registration', () => {
  it('CL: the phone is required (-1956); a RUT of the wrong shape is -918, a passport is not held to it', async () => {
    expect((await server.call('register', { body: registration({ foid_type: 'PP', foid_number: 'AB12345' }) })).body.error).toBe(false);
    expect((await server.call('register', { body: registration({ phone: undefined }) })).body.code).toBe('-1956');
    expect((await server.call('register', { body: registration({ foid_number: '12345678' }) })).body.code).toBe('-918');
  });

  it('BR: the document (-918) and the birth date (the common invalid-input code) are required', async () => {
    const none = registration({ countryCode: 'BR', foid_country: undefined, foid_number: undefined });
    expect((await server.call('register', { body: none })).body.code).toBe('-918');
    const body = registration({ countryCode: 'BR', foid_country: 'BR', foid_number: '529.982.247-25' });
    const response = await server.call('register', { body });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: true, code: '-400' });
    const withDate = await server.call('register', { body: { ...body, birth_date: { year: 1990, month: 5, day: 1 } } });
    expect(withDate.body).toMatchObject({ error: false });
  });

  it('US: no document asked, no phone required; what is sent is stored', async () => {
    const response = await server.call('register', {
      body: registration({
        countryCode: 'US',
        phone: undefined,
        foid_country: undefined,
        foid_type: undefined,
        foid_number: undefined,
        gender: 'F',
      }),
    });
    expect(response.body).toMatchObject({ error: false });
    const [row] = await server.db.select().from(users).where(eq(users.id, response.body.userId));
    expect(row).toMatchObject({ countryCode: 'US', phone: null, foidNumber: null, gender: 'F' });
  });
});

describe('the personal data calls apply the country of the account', () => {
  it('PUT /api/user/{id}: a Chilean account cannot clear its phone (-1956); a valid one is saved', async () => {
    const id = await server.userId(DEMO.rival);
    const token = await server.login(DEMO.rival);
    const cleared = await server.call('updateUser', { token, params: { userId: id }, body: { phone: null } });
    expect(cleared.body.code).toBe('-1956');
    const phone = { phoneCode: '+56', phoneCountry: 'CL', phoneNumber: '987650000' };
    const saved = await server.call('updateUser', { token, params: { userId: id }, body: { phone } });
    expect(saved.body).toMatchObject({ error: false, user: { phone } });
  });

  it('PUT /api/users/{id}/foid: another account has this document → -487; a number of the wrong shape → -400', async () => {
    const email = `foid.${Math.random().toString(36).slice(2, 9)}@example.com`;
    await server.call('register', { body: registration({ email, password: 'demo-pass-1', repeat_password: 'demo-pass-1' }) });
    await server.db
      .update(users)
      .set({ emailConfirmed: true, foidNumber: null, foidCountry: null, foidType: null })
      .where(eq(users.email, email));
    const id = await server.userId(email);
    const token = await server.login(email, 'demo-pass-1');
    const taken = await server.call('updateFoid', {
      token,
      params: { userId: id },
      body: { foidCountry: 'CL', foidType: 'NI', foidNumber: '12.345.678-5' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('-487');
    const shape = await server.call('updateFoid', {
      token,
      params: { userId: id },
      body: { foidCountry: 'CL', foidType: 'NI', foidNumber: '1234' },
    });
    expect(shape.body.code).toBe('-400');
    const mine = freshRut();
    const set = await server.call('updateFoid', {
      token,
      params: { userId: id },
      body: { foidCountry: 'CL', foidType: 'NI', foidNumber: mine },
    });
    expect(set.body).toMatchObject({ error: false, foidCountry: 'CL' });
  });
});
