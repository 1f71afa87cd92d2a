import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods, paymentMethodScopes, users } from '#server/db/schema';
import { FOP_IDS } from '#server/payments/fops';
import { clubIdOf } from '../support/booking';
import { CARDS, cardParts, holdAndBook, paymentWorld, saveCard, tokenize, type PaymentWorld } from './support';

// Card enrolment with the card provider (KUSHKI): the provider script tokenizes in the browser
// (the number and CVV never reach our API), our server saves the card from the token with the
// provider; each error code of the calls (spec part 2 §8 "Card enrolment", part 3 §8 "Cards").

let world: PaymentWorld;
let bogota: number;
beforeAll(async () => {
  world = await paymentWorld();
  bogota = await clubIdOf(world.server.db, 'bogota-futbol-5');
});
afterAll(() => world?.server.close());

const cardsOf = (userId: number) => world.server.db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId));

describe('the provider script and the country config', () => {
  it('serves the provider script, which tokenizes against the sandbox', async () => {
    const script = await world.server.app.inject({ method: 'GET', url: '/sandbox/kushki.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body).toContain('/sandbox/kushki/v1/tokens');
    const made = await tokenize(world.server, CARDS.approve);
    expect(made).toMatchObject({ status: 200, body: { token: expect.stringMatching(/^sbx_tok_/), requires3ds: false, secureId: null } });
    expect((await tokenize(world.server, '4111111111111112')).body).toMatchObject({ code: '017' }); // not a card (Luhn)
    expect((await tokenize(world.server, CARDS.approve, { expiryYear: '20' })).status).toBe(400); // expired
  });

  it('country config: the profile’s country by default, the club’s when named; the maximum of cards', async () => {
    const { server, player } = world;
    const chile = await server.call('getCardCountryConfig', { token: player.token });
    expect(chile.body.countryAppConfig).toEqual({
      currencyCode: 'CLP',
      publicMerchantId: 'sbx_pk_cl',
      askForFoid: false,
      askForAddress: false,
      testEnvironment: true,
      status: 'ACTIVE',
      reachedMaxCards: false,
      maxCards: 3,
    });
    const colombia = await server.call('getCardCountryConfig', { token: player.token, query: { clubId: String(bogota) } });
    expect(colombia.body.countryAppConfig).toMatchObject({ currencyCode: 'COP', askForFoid: true, status: 'ACTIVE' });
    const argentina = await server.call('getCardCountryConfig', { token: player.token, headers: { 'x-country': 'AR' } });
    expect(argentina.body.countryAppConfig).toMatchObject({ currencyCode: 'ARS', status: 'INACTIVE' });
  });
});

describe('saving cards', () => {
  it('saves a card from a token: only the provider’s id, bin, last four and type; listed for the cashier', async () => {
    const { server, player } = world;
    const saved = await saveCard(server, player, CARDS.approve);
    expect(saved.body).toMatchObject({
      error: false,
      userKushkiSubscriptionId: expect.stringMatching(/^sbx_sub_/),
      bin: '411111',
      lfd: '1111',
      cardType: 'credit',
    });
    expect(await cardsOf(player.id)).toEqual([
      expect.objectContaining({
        provider: 'KUSHKI',
        bin: '411111',
        last4: '1111',
        cardType: 'credit',
        brand: 'VISA',
        expMonth: '12',
        expYear: '30',
      }),
    ]);
    const listed = await server.call('listKushkiTokenizedCards', { token: player.token, params: { userId: player.id } });
    expect(listed.body.cards).toEqual([
      expect.objectContaining({
        userKushkiSubscriptionId: saved.body.userKushkiSubscriptionId,
        bin: '411111',
        lastDigits: '1111',
        cardLastUsed: false,
      }),
    ]);
    const fops = await server.call('listClubFops', { token: player.token, params: { userId: player.id, clubId: world.vitacura } });
    expect(fops.body.fops.find((f: { fopId: number }) => f.fopId === 15).cards).toHaveLength(1);
  });

  it('-376: the same card again (also at the pre-check); the same token twice makes one card', async () => {
    const { server, player } = world;
    const again = await saveCard(server, player, CARDS.approve);
    expect(again).toMatchObject({ status: 409, body: { code: '-376' } });
    const pre = await server.call('precheckCardSubscription', {
      token: player.token,
      params: { userId: player.id },
      body: cardParts(CARDS.approve),
    });
    expect(pre.body.code).toBe('-376');
    const ok = await server.call('precheckCardSubscription', {
      token: player.token,
      params: { userId: player.id },
      body: cardParts(CARDS.mastercard),
    });
    expect(ok.body).toMatchObject({ error: false, canEnrol: true });
    const made = await tokenize(server, CARDS.mastercard);
    const body = { token: made.body.token, ...cardParts(CARDS.mastercard) };
    const [a, b] = await Promise.all([
      server.call('createCardSubscription', { token: player.token, params: { userId: player.id }, body }),
      server.call('createCardSubscription', { token: player.token, params: { userId: player.id }, body }),
    ]);
    // One of them saves it; the other answers the same card, or that it is already saved.
    expect([a.status, b.status]).toContain(200);
    expect([a.status, b.status].every((status) => status === 200 || status === 409)).toBe(true);
    expect((await cardsOf(player.id)).filter((c) => c.last4 === '4444')).toHaveLength(1);
  });

  it('-375 with maxCards when the maximum is reached (the config says reachedMaxCards)', async () => {
    const { server, player } = world;
    expect((await saveCard(server, player, CARDS.amex)).status).toBe(200);
    const over = await saveCard(server, player, CARDS.approveWebpay);
    expect(over).toMatchObject({ status: 422, body: { code: '-375', details: { maxCards: 3 } } });
    const pre = await server.call('precheckCardSubscription', {
      token: player.token,
      params: { userId: player.id },
      body: cardParts(CARDS.approveWebpay),
    });
    expect(pre.body).toMatchObject({ code: '-375', details: { maxCards: 3 } });
    expect((await server.call('getCardCountryConfig', { token: player.token })).body.countryAppConfig.reachedMaxCards).toBe(true);
  });

  it('-33 with msg when a subscription charges the card; otherwise deleted (the provider forgets it too)', async () => {
    const { server, player, rival } = world;
    const [first, second, third] = await cardsOf(player.id);
    await server.db.insert(paymentMethodScopes).values([
      { paymentMethodId: first.id, scope: 'PRIME', reference: 'subscription-1', createdAt: new Date() },
      { paymentMethodId: second.id, scope: 'CLUB_MEMBERSHIP', reference: 'membership-1', createdAt: new Date() },
    ]);
    const prime = await server.call('deletePaymentMethod', {
      token: player.token,
      params: { userId: player.id, paymentMethodId: String(first.id) },
    });
    expect(prime).toMatchObject({ status: 409, body: { code: '-33', details: { msg: 'CARD_USED_BY_PRIME' } } });
    const club = await server.call('deletePaymentMethod', {
      token: player.token,
      params: { userId: player.id, paymentMethodId: second.providerToken },
    });
    expect(club.body).toMatchObject({ code: '-33', details: { msg: 'CARD_USED_BY_CLUB_MEMBERSHIP' } });
    // Another user naming the card through their own id: nothing happens to it.
    const intruder = await server.call('deletePaymentMethod', {
      token: rival.token,
      params: { userId: rival.id, paymentMethodId: String(third.id) },
    });
    expect(intruder.body).toMatchObject({ error: false, deleted: false });
    const other = await server.call('deletePaymentMethod', {
      token: rival.token,
      params: { userId: player.id, paymentMethodId: String(third.id) },
    });
    expect(other).toMatchObject({ status: 404, body: { code: '-404' } });
    const deleted = await server.call('deletePaymentMethod', {
      token: player.token,
      params: { userId: player.id, paymentMethodId: String(third.id) },
    });
    expect(deleted.body).toMatchObject({ error: false, deleted: true });
    expect(
      (await server.call('deletePaymentMethod', { token: player.token, params: { userId: player.id, paymentMethodId: String(third.id) } }))
        .body.deleted,
    ).toBe(false);
    expect((await server.call('listKushkiTokenizedCards', { token: player.token, params: { userId: player.id } })).body.cards).toHaveLength(
      2,
    );
    // A deleted card no longer charges: the provider forgot its subscription; -133 and nothing is booked.
    const slot = await world.padel('Cancha 1', '10:00:00', '11:00:00');
    const paid = await holdAndBook(server, player, slot, {
      action: 'pay',
      fopId: FOP_IDS.KUSHKI,
      fopParams: { paymentType: 'card', paymentMode: 'savedCard', token: third.providerToken },
    });
    expect(paid).toMatchObject({ status: 422, body: { code: '-133' } });
  });
});

describe('error codes of the provider and of the profile', () => {
  it('-333 with msg and internalCode: the provider refuses the card; or its 3-D Secure was not passed', async () => {
    const { server, rival } = world;
    const refused = await saveCard(server, rival, CARDS.enrolProviderError);
    expect(refused).toMatchObject({
      status: 422,
      body: { code: '-333', details: { msg: 'Tarjeta no válida para suscripción', internalCode: 'K322' } },
    });
    const made = await tokenize(server, CARDS.threeDsPass);
    expect(made.body).toMatchObject({ requires3ds: true, secureId: expect.stringMatching(/^sbx_3ds_/) });
    const body = { token: made.body.token, ...cardParts(CARDS.threeDsPass) };
    const skipped = await server.call('createCardSubscription', { token: rival.token, params: { userId: rival.id }, body });
    expect(skipped.body).toMatchObject({ code: '-333', details: { internalCode: 'K3DS' } });
    const check = await server.app.inject({ method: 'POST', url: `/sandbox/kushki/v1/3ds/${made.body.secureId}`, payload: {} });
    expect(check.json()).toMatchObject({ passed: true });
    expect((await server.call('createCardSubscription', { token: rival.token, params: { userId: rival.id }, body })).status).toBe(200);
    const failing = await saveCard(server, rival, CARDS.threeDsFail);
    expect(failing.body).toMatchObject({ code: '-333', details: { internalCode: 'K3DS' } });
    // The browser describing another card than the token's.
    const other = await tokenize(server, CARDS.mastercard);
    const mismatch = await server.call('createCardSubscription', {
      token: rival.token,
      params: { userId: rival.id },
      body: { token: other.body.token, ...cardParts(CARDS.approve) },
    });
    expect(mismatch.body).toMatchObject({ code: '-333', details: { internalCode: 'MISMATCH' } });
  });

  it('-901: a provider error passed through (also for a token that is not one)', async () => {
    const { server, rival } = world;
    const passed = await saveCard(server, rival, CARDS.enrolPassThrough);
    expect(passed).toMatchObject({ status: 422, body: { code: '-901', details: { internalCode: 'K901' } } });
    const bogus = await server.call('createCardSubscription', {
      token: rival.token,
      params: { userId: rival.id },
      body: { token: 'sbx_tok_ffffffffffffffffffffffffffffffff', ...cardParts(CARDS.approve) },
    });
    expect(bogus.body).toMatchObject({ code: '-901', details: { internalCode: 'K004' } });
  });

  it('-487: another account has the document (the provider says so; and the missing-data update)', async () => {
    const { server, rival, player } = world;
    expect((await saveCard(server, rival, CARDS.enrolDocumentTaken)).body).toMatchObject({ code: '-487' });
    const [owner] = await server.db.select().from(users).where(eq(users.id, player.id));
    const taken = await server.call('updateMissingData', {
      token: rival.token,
      params: { userId: rival.id },
      body: { foid: { foidCountry: owner.foidCountry, foidType: owner.foidType, foidNumber: owner.foidNumber } },
    });
    expect(taken).toMatchObject({ status: 409, body: { code: '-487' } });
  });

  it('-12 when the method asks for the ID number and the profile has none; the missing-data update completes it', async () => {
    const { server, rival } = world;
    const body = { ...cardParts(CARDS.debit), clubId: bogota };
    expect((await server.call('precheckCardSubscription', { token: rival.token, params: { userId: rival.id }, body })).body.code).toBe(
      '-12',
    );
    const made = await tokenize(server, CARDS.debit);
    const refused = await server.call('createCardSubscription', {
      token: rival.token,
      params: { userId: rival.id },
      body: { ...body, token: made.body.token },
    });
    expect(refused).toMatchObject({ status: 422, body: { code: '-12' } });
    const updated = await server.call('updateMissingData', {
      token: rival.token,
      params: { userId: rival.id },
      body: {
        foid: { foidCountry: 'CO', foidType: 'CC', foidNumber: '1020304050' },
        address: { countryCode: 'CO', geoStateId: null, geoCityId: null, address: 'Calle 100 #19-50' },
      },
    });
    expect(updated.body).toMatchObject({ error: false, updated: ['foid', 'address'] });
    const saved = await server.call('createCardSubscription', {
      token: rival.token,
      params: { userId: rival.id },
      body: { ...body, token: made.body.token },
    });
    expect(saved.body).toMatchObject({ error: false, cardType: 'debit' });
  });

  it('-932: a club card must be a credit card; only administrators enrol club cards', async () => {
    const { server, admin, player } = world;
    const debit = await tokenize(server, CARDS.debit);
    const params = { clubId: world.vitacura };
    const refused = await server.call('createClubCardSubscription', {
      token: admin.token,
      params,
      body: { token: debit.body.token, ...cardParts(CARDS.debit) },
    });
    expect(refused).toMatchObject({ status: 422, body: { code: '-932' } });
    const credit = await tokenize(server, CARDS.approve);
    const notAdmin = await server.call('createClubCardSubscription', {
      token: player.token,
      params,
      body: { token: credit.body.token, ...cardParts(CARDS.approve) },
    });
    expect(notAdmin).toMatchObject({ status: 404, body: { code: '-404' } });
    const saved = await server.call('createClubCardSubscription', {
      token: admin.token,
      params,
      body: { token: credit.body.token, ...cardParts(CARDS.approve) },
    });
    expect(saved.body).toMatchObject({ error: false, cardType: 'credit' });
    const [row] = await server.db.select().from(paymentMethods).where(eq(paymentMethods.clubId, world.vitacura));
    expect(row).toMatchObject({ userId: null, last4: '1111' });
  });
});

describe('paying with a saved card', () => {
  it('charges the saved card (marked used last); a card of someone else is not enrolled', async () => {
    const { server, rival, player } = world;
    const cards = await server.call('listKushkiTokenizedCards', { token: rival.token, params: { userId: rival.id } });
    const card = cards.body.cards.find((c: { lastDigits: string }) => c.lastDigits === '3220');
    const slot = await world.padel('Cancha 2', '10:00:00', '11:00:00');
    const paid = await holdAndBook(server, rival, slot, {
      action: 'pay',
      fopId: FOP_IDS.KUSHKI,
      fopParams: { installments: 1, paymentType: 'card', paymentMode: 'savedCard', token: card.userKushkiSubscriptionId, bin: card.bin },
    });
    expect(paid.body).toMatchObject({ status: 'PAYED', paymentData: { status: 'APPROVED' } });
    const after = await server.call('listKushkiTokenizedCards', { token: rival.token, params: { userId: rival.id } });
    expect(after.body.cards[0]).toMatchObject({ lastDigits: '3220', cardLastUsed: true });
    const slot2 = await world.padel('Cancha 3', '10:00:00', '11:00:00');
    const stolen = await holdAndBook(server, player, slot2, {
      action: 'pay',
      fopId: FOP_IDS.KUSHKI,
      fopParams: { paymentType: 'card', paymentMode: 'savedCard', token: card.userKushkiSubscriptionId },
    });
    // Not the caller's card: -133 before anything is booked (tests/server/security/savedCardOwner.test.ts walks every path).
    expect(stolen).toMatchObject({ status: 422, body: { code: '-133' } });
  });
});
