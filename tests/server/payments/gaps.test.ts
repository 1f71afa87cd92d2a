// ON_POSTGRES: CI runs this file again on the PostgreSQL server, for its concurrent transactions (PGlite has one connection).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clubAncillaries, courts, paymentMethods, payments, sandboxCardTokens, sandboxSessions } from '#server/db/schema';
import { queryRows } from '#server/db/rows';
import { FOP_IDS } from '#server/payments/fops';
import { clubIdOf, courtIdOf, hold, SPORT_ID, type SlotRef } from '../support/booking';
import { bookingOf, cardParts, CARDS, holdAndBook, onProviderPage, paymentsOf, paymentWorld, tokenize, type PaymentWorld } from './support';

// The payments issue's loose ends, each proven: seats of a capacity court held by an abandoned payment
// are free at the configured time for the next search or hold, whoever asks; concurrent card
// enrolments never pass PAYMENT_MAX_CARDS; installments default to 1; a bank transfer goes with its
// subtotals at tax 0.

let world: PaymentWorld;
afterEach(() => world?.server.close());

const webpay = { action: 'pay', fopId: FOP_IDS.WEBPAY, fopParams: { installments: 1 } };

describe('a capacity court’s seats held by an abandoned payment', () => {
  it('are free at the configured time for a search and a hold, though nobody checked the payment', async () => {
    world = await paymentWorld();
    const { server, player, rival, clock } = world;
    const slot = await world.padel('Clínica de pádel', '18:00:00', '19:00:00');
    // A clinic of 2 seats, both taken by the player's booking while it is being paid.
    await server.db.update(courts).set({ capacity: 2, maxCapacityPerBooking: 2 }).where(eq(courts.id, slot.courtId));
    const booked = await holdAndBook(server, player, slot, webpay, [player.id, rival.id], { seats: 2 });
    expect(booked.body).toMatchObject({ status: 'BOOKED', paymentData: { status: 'PENDING' } });
    const clinic = async () => {
      const answer = await server.call('getClubTimeslots', {
        token: rival.token,
        params: { clubId: slot.clubId, sportId: slot.sportId },
        query: { date: slot.date, time: '18:00:00', timespan: '60' },
      });
      expect(answer.status).toBe(200);
      return (answer.body.timeslots as { courtId: number; local_start_time: string; availableCapacity: number }[]).find(
        (t) => t.courtId === slot.courtId && t.local_start_time === '18:00:00',
      );
    };
    expect((await clinic())?.availableCapacity ?? 0).toBe(0);
    clock.advanceMinutes(14);
    expect((await clinic())?.availableCapacity ?? 0).toBe(0);
    expect((await hold(server, rival, slot)).status).toBe(409);
    clock.advanceMinutes(1); // PAYMENT_ABANDON_MINUTES (15) after the payment started
    expect(await clinic()).toMatchObject({ availableCapacity: 2, usedCapacity: 0 });
    expect((await hold(server, rival, slot, { seats: 2 })).status).toBe(200);
    expect((await paymentsOf(server, booked.body.bookingId))[0]).toMatchObject({ status: 'REJECTED' });
    expect(await bookingOf(server, booked.body.bookingId)).toMatchObject({ status: 'CANCELLED' });
    const [used] = await queryRows<{ used: number }>(server.db, sql`select used from capacity_slots where court_id = ${slot.courtId}`);
    expect(Number(used.used)).toBe(2); // the rival's hold only
  });

  it('calls of the same second share one sweep; a later call sweeps again', async () => {
    world = await paymentWorld();
    const { server, rival, clock } = world;
    const slot = await world.padel('Cancha 1', '18:00:00', '19:00:00');
    const sweeps = vi.spyOn(server.deps.payments, 'releaseExpired');
    const search = () =>
      server.call('getClubTimeslots', {
        token: rival.token,
        params: { clubId: slot.clubId, sportId: slot.sportId },
        query: { date: slot.date, time: '18:00:00', timespan: '60' },
      });
    const answers = await Promise.all(Array.from({ length: 10 }, search));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await search()).toMatchObject({ status: 200 });
    expect(sweeps).toHaveBeenCalledTimes(1);
    clock.advanceMinutes(1);
    await search();
    expect(sweeps).toHaveBeenCalledTimes(2);
  });

  it('a search through all clubs sees them free too', async () => {
    world = await paymentWorld({ paymentAbandonMinutes: 5 });
    const { server, player, rival, clock } = world;
    const slot = await world.padel('Clínica de pádel', '19:00:00', '20:00:00');
    await server.db.update(courts).set({ capacity: 2, maxCapacityPerBooking: 2 }).where(eq(courts.id, slot.courtId));
    await holdAndBook(server, player, slot, webpay, [player.id, rival.id], { seats: 2 });
    clock.advanceMinutes(5);
    const search = await server.call('searchTimeslots', {
      token: rival.token,
      params: { sportId: slot.sportId },
      query: { date: slot.date, time: '19:00:00', timespan: '60', noLimitDistance: '1' },
    });
    expect(search.status, JSON.stringify(search.body).slice(0, 300)).toBe(200);
    const clinic = (search.body.timeslots as { courtId: number; availableCapacity: number }[]).find((t) => t.courtId === slot.courtId);
    expect(clinic).toMatchObject({ availableCapacity: 2 });
    expect((await server.db.select().from(payments).where(eq(payments.userId, player.id)))[0].status).toBe('REJECTED');
    const [used] = await queryRows<{ used: number }>(server.db, sql`select used from capacity_slots where court_id = ${slot.courtId}`);
    expect(Number(used.used)).toBe(0);
  });
});

/** The provider takes a while to answer a subscription (as a real one does): concurrent enrolments overlap. */
function slowProvider(server: PaymentWorld['server'], ms = 300): void {
  const cards = server.deps.payments.ctx.providers.cards;
  const createSubscription = cards.createSubscription.bind(cards);
  cards.createSubscription = async (input) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return createSubscription(input);
  };
}

describe('PAYMENT_MAX_CARDS under concurrent enrolments', () => {
  it('five enrolments at once with two cards saved: one more is saved, the others get -375 and leave nothing at the provider', async () => {
    world = await paymentWorld();
    const { server, rival } = world;
    expect(server.settings.paymentMaxCards).toBe(3);
    const save = async (number: string) => {
      const made = await tokenize(server, number);
      expect(made.status).toBe(200);
      return server.call('createCardSubscription', {
        token: rival.token,
        params: { userId: rival.id },
        body: { token: made.body.token, ...cardParts(number) },
      });
    };
    expect((await save(CARDS.approve)).status).toBe(200);
    expect((await save(CARDS.mastercard)).status).toBe(200);
    slowProvider(server);
    const numbers = [CARDS.amex, CARDS.debit, CARDS.approveWebpay, '4242424242424242', '5105105105105100'];
    const tokens = await Promise.all(numbers.map((n) => tokenize(server, n)));
    const answers = await Promise.all(
      numbers.map((number, i) =>
        server.call('createCardSubscription', {
          token: rival.token,
          params: { userId: rival.id },
          body: { token: tokens[i].body.token, ...cardParts(number) },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(4);
    for (const answer of refused) expect(answer).toMatchObject({ status: 422, body: { code: '-375', details: { maxCards: 3 } } });
    const live = await server.db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, rival.id), isNull(paymentMethods.deletedAt)));
    expect(live).toHaveLength(3);
    const subscriptions = await server.db
      .select()
      .from(sandboxCardTokens)
      .where(and(eq(sandboxCardTokens.kind, 'SUBSCRIPTION'), isNull(sandboxCardTokens.deletedAt)));
    expect(subscriptions.map((s) => s.token).sort()).toEqual(live.map((c) => c.providerToken).sort());
    const config = await server.call('getCardCountryConfig', { token: rival.token, query: { country: 'CL' } });
    expect(config.body.countryAppConfig).toMatchObject({ reachedMaxCards: true, maxCards: 3 });
  });

  it('the same card enrolled twice at once with two tokens: saved once (-376 for the other)', async () => {
    world = await paymentWorld();
    const { server, rival } = world;
    slowProvider(server);
    const [t1, t2] = await Promise.all([tokenize(server, CARDS.approve), tokenize(server, CARDS.approve)]);
    const answers = await Promise.all(
      [t1, t2].map((t) =>
        server.call('createCardSubscription', {
          token: rival.token,
          params: { userId: rival.id },
          body: { token: t.body.token, ...cardParts(CARDS.approve) },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.code).toBe('-376');
    expect(await server.db.select().from(paymentMethods).where(eq(paymentMethods.userId, rival.id))).toHaveLength(1);
  });
});

describe('what reaches the provider', () => {
  it('installments default to 1 (booking, pay later, any value that is not a whole 1–48), else the number asked', async () => {
    world = await paymentWorld();
    const { server, player } = world;
    // The session the provider got; then the person leaves the page (a pending payment blocks new bookings).
    const sessionOf = async (booked: { body: { bookingId: number; paymentData: { redirectURL: string } } }) => {
      const [payment] = await paymentsOf(server, booked.body.bookingId);
      const [session] = await server.db.select().from(sandboxSessions).where(eq(sandboxSessions.token, payment.token!));
      await onProviderPage(server, booked.body.paymentData.redirectURL, 'cancel');
      return session;
    };
    const a = await holdAndBook(server, player, await world.padel('Cancha 1', '09:00:00', '10:00:00'), {
      action: 'pay',
      fopId: FOP_IDS.WEBPAY,
    });
    expect((await sessionOf(a)).meta).toMatchObject({ installments: 1 });
    const b = await holdAndBook(server, player, await world.padel('Cancha 2', '09:00:00', '10:00:00'), {
      action: 'pay',
      fopId: FOP_IDS.WEBPAY,
      fopParams: { installments: 'many' },
    });
    expect(b.body, JSON.stringify(b.body)).toMatchObject({ status: 'BOOKED' });
    expect((await sessionOf(b)).meta).toMatchObject({ installments: 1 });
    const c = await holdAndBook(server, player, await world.padel('Cancha 3', '09:00:00', '10:00:00'), {
      action: 'pay',
      fopId: FOP_IDS.WEBPAY,
      fopParams: { installments: 3 },
    });
    expect((await sessionOf(c)).meta).toMatchObject({ installments: 3 });
    const d = await holdAndBook(server, player, await world.padel('Cancha 1', '11:00:00', '12:00:00'), { action: 'book' });
    const later = await server.call('payBooking', {
      token: player.token,
      params: { id: d.body.bookingId },
      body: { action: 'pay', fopId: FOP_IDS.WEBPAY, fopParams: {} },
    });
    expect(later.status).toBe(200);
    const laterPayments = await paymentsOf(server, d.body.bookingId);
    const [session] = await server.db.select().from(sandboxSessions).where(eq(sandboxSessions.token, laterPayments[0].token!));
    expect(session.meta).toMatchObject({ installments: 1 });
    const refused = await server.call('payBooking', {
      token: player.token,
      params: { id: d.body.bookingId },
      body: { action: 'pay', fopId: FOP_IDS.WEBPAY, fopParams: { installments: 0 } },
    });
    expect(refused).toMatchObject({ status: 400, body: { code: '-400' } });
  });

  it('a bank transfer paying two bookings together: the subtotals at tax 0 for the whole amount', async () => {
    world = await paymentWorld();
    const { server, player } = world;
    const { db } = server;
    const clubId = await clubIdOf(db, 'bogota-futbol-5');
    const slotAt = async (court: string): Promise<SlotRef> => ({
      clubId,
      sportId: SPORT_ID.football,
      courtId: await courtIdOf(db, 'bogota-futbol-5', court),
      date: '2026-03-03',
      startTime: '10:00:00',
      endTime: '11:00:00',
    });
    const [ball] = await db.select().from(clubAncillaries).where(eq(clubAncillaries.clubId, clubId));
    const players = [{ userId: player.id, ancillaries: [{ club_ancillary_id: ball.id, quantity: 1 }] }];
    const a = await holdAndBook(server, player, await slotAt('Cancha 1'), { action: 'book' }, players);
    const b = await holdAndBook(server, player, await slotAt('Cancha 2'), { action: 'book' }, players);
    expect([a.body.status, b.body.status]).toEqual(['BOOKED', 'BOOKED']);
    const made = await server.app.inject({
      method: 'POST',
      url: '/sandbox/kushki/v1/transfer/tokens',
      payload: { bankId: '1022', documentNumber: '1020304050' },
    });
    const paid = await server.call('createAndPayMultipleProducts', {
      token: player.token,
      body: {
        action: 'pay',
        fopId: FOP_IDS.KUSHKI,
        fopParams: { paymentType: 'transfer', token: made.json().token },
        items: [a, b].map((x) => ({ productId: 1, productTransactionId: x.body.bookingId })),
      },
    });
    expect(paid.body, JSON.stringify(paid.body)).toMatchObject({
      error: false,
      productId: 4,
      paymentData: { status: 'PENDING', redirectURL: expect.stringMatching(/\/sandbox\/kushki\/transfer\/sbx_/) },
    });
    const [payment] = await db.select().from(payments).where(eq(payments.multipleProductId, paid.body.productTransactionId));
    const [session] = await db.select().from(sandboxSessions).where(eq(sandboxSessions.token, payment.token!));
    expect(session.amountDetails).toEqual({ subtotalIva: 0, subtotalIva0: payment.amount, iva: 0, ice: 0 });
    expect(payment.amount).toBeGreaterThan(0);
  });
});
