import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardSecureValidations, users } from '#server/db/schema';
import { snapshotTables } from '../support/tableSnapshot';
import { CARDS, paymentWorld, tokenize, type PaymentWorld } from './support';

// POST /api/kushki/users/{userId}/save3DSValidationDiscount: the provider's word that a card passed
// 3-D Secure, recorded by bin for 30 minutes (never the browser's word alone). PUT
// /api/users/{userId}/foid: the ID document, validated per country like registration.

let world: PaymentWorld;
beforeAll(async () => {
  world = await paymentWorld();
});
afterAll(() => world?.server.close());

const save = (body: Record<string, unknown>, who = world.rival, userId = who.id) =>
  world.server.call('saveSecureValidationDiscount', { token: who.token, params: { userId }, body });
const passed3ds = (secureId: string) => world.server.app.inject({ method: 'POST', url: `/sandbox/kushki/v1/3ds/${secureId}`, payload: {} });

describe('save3DSValidationDiscount', () => {
  it('records a passed 3-D Secure by its bin, once, for 30 minutes', async () => {
    const { server, rival } = world;
    const made = await tokenize(server, CARDS.threeDsPass);
    expect(made.body.requires3ds).toBe(true);
    const bin = CARDS.threeDsPass.slice(0, 6);
    // Before the 3-D Secure step: the provider does not confirm it; nothing is recorded.
    expect(await save({ token: made.body.token, bin })).toMatchObject({
      status: 422,
      body: { code: '-333', details: { msg: 'AUTHENTICATION_UNSUCCESSFUL' } },
    });
    expect((await passed3ds(made.body.secureId!)).json()).toMatchObject({ passed: true });
    const saved = await save({ token: made.body.token, bin });
    expect(saved.body).toEqual({ error: false, code: '0', saved: true, bin, validUntil: '2026-03-02T15:30:00.000Z' });
    expect((await save({ token: made.body.token, bin })).body).toMatchObject({ saved: true, validUntil: '2026-03-02T15:30:00.000Z' });
    const rows = await server.db.select().from(cardSecureValidations).where(eq(cardSecureValidations.userId, rival.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ bin, provider: 'KUSHKI' });
    // Someone else with the same token: 404, nothing told.
    expect(await save({ token: made.body.token, bin }, world.player)).toMatchObject({ status: 404, body: { code: '-404' } });
  });

  it('refuses a failed check, another bin, a card never asked for 3-D Secure, an unknown or expired token; writes nothing', async () => {
    const { server, clock } = world;
    const before = await snapshotTables(server.db, ['card_secure_validations']);
    const failing = await tokenize(server, CARDS.threeDsFail);
    await passed3ds(failing.body.secureId!);
    expect((await save({ token: failing.body.token, bin: CARDS.threeDsFail.slice(0, 6) })).body).toMatchObject({
      code: '-333',
      details: { msg: 'AUTHENTICATION_UNSUCCESSFUL' },
    });
    const good = await tokenize(server, CARDS.threeDsPass);
    await passed3ds(good.body.secureId!);
    expect((await save({ token: good.body.token, bin: '411111' })).body).toMatchObject({ code: '-333', details: { msg: 'BIN_MISMATCH' } });
    const plain = await tokenize(server, CARDS.approve);
    expect((await save({ token: plain.body.token, bin: CARDS.approve.slice(0, 6) })).body).toMatchObject({
      code: '-333',
      details: { msg: 'AUTHENTICATION_UNSUCCESSFUL' },
    });
    expect((await save({ token: 'sbx_tok_ffffffffffffffffffffffffffffffff', bin: '400000' })).body).toMatchObject({
      code: '-333',
      details: { msg: 'UNKNOWN_TOKEN' },
    });
    expect((await save({ token: good.body.token, bin: '40000' })).body).toMatchObject({ code: '-400' });
    clock.advanceMinutes(16);
    expect((await save({ token: good.body.token, bin: CARDS.threeDsPass.slice(0, 6) })).body).toMatchObject({
      code: '-333',
      details: { msg: 'TOKEN_EXPIRED' },
    });
    expect(await snapshotTables(server.db, ['card_secure_validations'])).toEqual(before);
    // Another person's user id in the path: 404 (the contract-wide authorization test covers it too).
    expect((await save({ token: good.body.token, bin: '400000' }, world.rival, world.player.id)).status).toBe(404);
  });
});

describe('PUT /api/users/{userId}/foid', () => {
  const put = (body: Record<string, unknown>, who = world.rival, userId = who.id) =>
    world.server.call('updateFoid', { token: who.token, params: { userId }, body });
  const documentOf = async (id: number) => {
    const [row] = await world.server.db
      .select({ foidCountry: users.foidCountry, foidType: users.foidType, foidNumber: users.foidNumber })
      .from(users)
      .where(eq(users.id, id));
    return row;
  };

  it('validates the number per country and type and stores it normalised', async () => {
    const { rival } = world;
    const before = await documentOf(rival.id);
    for (const body of [
      { foidCountry: 'CL', foidType: 'NI', foidNumber: '11.111.111-2' },
      { foidCountry: 'BR', foidType: 'NI', foidNumber: '529.982.247-26' },
      { foidCountry: 'CO', foidType: 'NI', foidNumber: '12345' },
      { foidCountry: 'CL', foidType: 'PP', foidNumber: '   ' },
    ]) {
      expect(await put(body)).toMatchObject({ status: 400, body: { code: '-400' } });
    }
    expect(await put({ foidCountry: 'CHL', foidType: 'NI', foidNumber: '11111111-1' })).toMatchObject({
      status: 400,
      body: { code: '-400' },
    });
    expect(await documentOf(rival.id)).toEqual(before);
    const saved = await put({ foidCountry: 'cl', foidType: 'ni', foidNumber: '16.543.210-k' });
    expect(saved.body).toMatchObject({
      error: false,
      foidCountry: 'CL',
      foidType: 'NI',
      foidNumber: expect.stringMatching(/^16543210-?K$/),
    });
    expect(await documentOf(rival.id)).toEqual({ foidCountry: 'CL', foidType: 'NI', foidNumber: saved.body.foidNumber });
    const passport = await put({ foidCountry: 'AR', foidType: 'PP', foidNumber: ' aa123456 ' });
    expect(passport.body).toMatchObject({ foidCountry: 'AR', foidType: 'PP', foidNumber: 'AA123456' });
  });

  it('-487 when another account has the document; 404 for someone else’s id; the missing-data update validates too', async () => {
    const { server, player, rival } = world;
    const owner = await documentOf(player.id);
    expect(owner.foidNumber).toBeTruthy();
    const before = await documentOf(rival.id);
    expect(await put({ foidCountry: owner.foidCountry, foidType: owner.foidType, foidNumber: owner.foidNumber })).toMatchObject({
      status: 409,
      body: { code: '-487' },
    });
    expect(await put({ foidCountry: 'AR', foidType: 'PP', foidNumber: 'ZZ999' }, rival, player.id)).toMatchObject({
      status: 404,
      body: { code: '-404' },
    });
    expect(await documentOf(rival.id)).toEqual(before);
    const missing = await server.call('updateMissingData', {
      token: rival.token,
      params: { userId: rival.id },
      body: { foid: { foidCountry: 'CL', foidType: 'NI', foidNumber: '11.111.111-2' } },
    });
    expect(missing).toMatchObject({ status: 400, body: { code: '-400' } });
    expect(await documentOf(rival.id)).toEqual(before);
  });
});
