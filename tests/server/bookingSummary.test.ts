import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FOP_IDS } from '#server/payments/fops';
import { clubIdOf, courtIdOf, SPORT_ID } from './support/booking';
import { createPlayers } from './support/manyPlayers';
import { CARDS, holdAndBook, onProviderPage, paymentWorld, type PaymentWorld } from './payments/support';

// Spec part 2 §2 "Booking summary", §7 "Booking": GET /api/bookings/{id} with its status history and
// players; vouchers, multiple vouchers, multiple bookings, cross-sell, a group's items, can_review.
// Another user's booking answers 404 with -404 on every one of them (never 401/403, never the data).

let world: PaymentWorld;
beforeEach(async () => {
  world = await paymentWorld();
});
afterEach(() => world?.server.close());

// Spec part 2 §6: -64, no access to the booking (another user's and a missing one look the same).
const NOT_FOUND = { error: true, code: '-64', message: 'Not found' };
// Calls that are not about one booking (a user's review flag, a multi-product group) keep the common code.
const NO_ACCESS = { error: true, code: '-404', message: 'Not found' };
const call = (id: string, token: string, params: Record<string, unknown>) => world.server.call(id as never, { token, params } as never);

/** Every call of the summary about one booking. */
const bookingCalls = (bookingId: number): Array<[string, Record<string, unknown>]> => [
  ['getBooking', { bookingId }],
  ['listBookingVouchers', { bookingId }],
  ['listBookingMultipleVouchers', { bookingId }],
  ['listMultipleBookings', { bookingId }],
  ['getCrossSell', { bookingId }],
];

describe('the booking summary calls', () => {
  it('tell status, history, players and vouchers through a later payment; a stranger gets 404 on every call', async () => {
    const { server, player, rival } = world;
    const [stranger] = await createPlayers(server.db, server.deps.tokens, 1, 'summary');
    const slot = await world.padel('Cancha 1', '10:00:00', '11:00:00');
    const booked = await holdAndBook(server, player, slot, { action: 'book' });
    const bookingId = booked.body.bookingId as number;

    const before = await call('getBooking', player.token, { bookingId });
    expect(before.status).toBe(200);
    expect(before.body.booking).toMatchObject({
      id: bookingId,
      status: 'BOOKED',
      club_country: 'CL',
      isPayable: true,
      payAmount: 20600,
      isDownpayable: false, // Vitacura takes no downpayment
      capacityEnabled: 'N',
      usedCapacity: 1,
      players: [{ user_id: player.id, position: 1, status: 'CONFIRMED', firstName: expect.any(String) }],
    });
    expect(before.body.booking.statusHistory.map((h: { action: string }) => h.action)).toEqual(['CREATED']);

    for (const [id, params] of bookingCalls(bookingId)) {
      for (const who of [stranger, rival]) {
        const response = await call(id, who.token, params);
        expect(response.status, `${id}`).toBe(404);
        expect(response.body, `${id}`).toEqual(NOT_FOUND);
      }
      // An unknown id is the same answer.
      expect((await call(id, player.token, { bookingId: 2_000_000 })).body).toEqual(NOT_FOUND);
    }

    const started = await server.call('payBooking', {
      token: player.token,
      params: { id: bookingId },
      body: { action: 'pay', fopId: FOP_IDS.WEBPAY, fopParams: { installments: 1 } },
    });
    await onProviderPage(server, started.body.paymentData.redirectURL, { card: CARDS.approve });

    const after = await call('getBooking', player.token, { bookingId });
    expect(after.body.booking).toMatchObject({ status: 'PAYED', isPayable: false, payAmount: 0, pendingAmount: 0 });
    const history = after.body.booking.statusHistory as Array<{ action: string; at: string }>;
    expect(history.map((h) => h.action)).toEqual(['CREATED', 'PAYED']);
    expect(Date.parse(history[1].at)).toBeGreaterThanOrEqual(Date.parse(history[0].at));

    const vouchers = await call('listBookingVouchers', player.token, { bookingId });
    expect(vouchers.body.vouchers).toEqual([
      expect.objectContaining({ fopId: FOP_IDS.WEBPAY, product: 'booking', amount: 20600, currencyCode: 'CLP' }),
    ]);
    expect((await call('listBookingMultipleVouchers', player.token, { bookingId })).body.vouchers).toEqual([]);
    // A court booked whole has no seats to list.
    expect((await call('listMultipleBookings', player.token, { bookingId })).body.multipleBookings).toEqual([]);
  });

  it('an unbilled insurance can be charged until it is paid; its payment is a voucher', async () => {
    const { server, player } = world;
    const plan = (
      await server.call('getInsurancePlan', {
        token: player.token,
        query: { timespan: '60', players: '4', sport_id: '1', club_id: String(world.vitacura) },
      })
    ).body.plan;
    const slot = await world.padel('Cancha 4', '12:00:00', '13:00:00');
    const insuranceInformation = {
      playerCount: 1,
      amountUnitary: plan.amount,
      amountTotal: plan.amount,
      planCode: plan.planCode,
      selected: 'single',
      timespan: 60,
      country: 'CL',
    };
    const booked = await holdAndBook(server, player, slot, { action: 'book', insuranceInformation });
    const bookingId = booked.body.bookingId as number;
    const before = await call('getBooking', player.token, { bookingId });
    expect(before.body.booking).toMatchObject({
      hasInsurance: true,
      insuranceBilled: 'N',
      insuranceCanBeCharged: true,
      insuranceTotalAmount: plan.amount,
    });
    const card = await server.app.inject({
      method: 'POST',
      url: '/sandbox/kushki/v1/tokens',
      payload: { card: { name: 'Pia Soto', number: CARDS.approve, cvc: '123', expiryMonth: '12', expiryYear: '30' } },
    });
    const paid = await server.call('payBookingInsurance', {
      token: player.token,
      params: { id: bookingId },
      body: { action: 'pay', fopId: FOP_IDS.KUSHKI, fopParams: { paymentType: 'card', token: card.json().token } },
    });
    expect(paid.body).toMatchObject({ paymentData: { status: 'APPROVED' } });
    const after = await call('getBooking', player.token, { bookingId });
    expect(after.body.booking).toMatchObject({ insuranceBilled: 'Y', insuranceCanBeCharged: false, status: 'BOOKED' });
    const vouchers = await call('listBookingVouchers', player.token, { bookingId });
    expect(vouchers.body.vouchers).toEqual([expect.objectContaining({ product: 'insurance', amount: plan.amount, fopId: FOP_IDS.KUSHKI })]);
  });

  it('records a cancellation in the history', async () => {
    const { server, player } = world;
    const slot = await world.padel('Cancha 2', '10:00:00', '11:00:00');
    const booked = await holdAndBook(server, player, slot, { action: 'book' });
    const bookingId = booked.body.bookingId as number;
    const cancelled = await server.call('cancelBooking', {
      token: player.token,
      params: { bookingId },
      body: [{ op: 'replace', path: '/status', value: 'CANCELLED' }],
    });
    expect(cancelled.status).toBe(200);
    const after = await call('getBooking', player.token, { bookingId });
    expect(after.body.booking).toMatchObject({ status: 'CANCELLED', isPayable: false, pendingAmount: 0 });
    expect(after.body.booking.statusHistory.map((h: { action: string }) => h.action)).toEqual(['CREATED', 'CANCELLED']);
  });

  it('lists the seats of a capacity booking to its owner only, and suggests another sport of the club', async () => {
    const { server } = world;
    const people = await createPlayers(server.db, server.deps.tokens, 2, 'seats');
    const slot = {
      clubId: await clubIdOf(server.db, 'club-padel-vitacura'),
      sportId: SPORT_ID.padel,
      courtId: await courtIdOf(server.db, 'club-padel-vitacura', 'Clínica de pádel'),
      date: '2026-03-04',
      startTime: '09:00:00',
      endTime: '10:00:00',
    };
    const booked = await holdAndBook(server, people[0], slot, { action: 'book' }, [people[0].id, people[1].id]);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const bookingId = booked.body.bookingId as number;
    const summary = await call('getBooking', people[0].token, { bookingId });
    expect(summary.body.booking).toMatchObject({ capacityEnabled: 'Y', usedCapacity: 2 });
    const seats = await call('listMultipleBookings', people[0].token, { bookingId });
    expect(seats.body.multipleBookings).toEqual([
      expect.objectContaining({ position: 1, user_id: people[0].id, status: 'CONFIRMED', amount: 8000 }),
      expect.objectContaining({ position: 2, user_id: people[1].id, amount: 8000 }),
    ]);
    // The second person may read the booking, not its seats.
    expect((await call('listMultipleBookings', people[1].token, { bookingId })).body).toMatchObject({ multipleBookings: [] });

    const cross = await call('getCrossSell', people[0].token, { bookingId });
    expect(cross.status).toBe(200);
    expect(cross.body.crossSellData).toMatchObject({ clubId: slot.clubId, date: '2026-03-04' });
  });

  it('can_review: only for the caller, once they have a paid booking; a group is its owner’s only', async () => {
    const { server, player, rival } = world;
    expect((await call('getCanReview', rival.token, { userId: player.id, os: 'ios' })).body).toEqual(NO_ACCESS);
    const first = await call('getCanReview', player.token, { userId: player.id, os: 'android' });
    expect(first.status).toBe(200);
    const slot = await world.padel('Cancha 3', '10:00:00', '11:00:00');
    const booked = await holdAndBook(server, player, slot, { action: 'book' });
    const started = await server.call('payBooking', {
      token: player.token,
      params: { id: booked.body.bookingId },
      body: { action: 'pay', fopId: FOP_IDS.WEBPAY },
    });
    await onProviderPage(server, started.body.paymentData.redirectURL, { card: CARDS.approve });
    expect((await call('getCanReview', player.token, { userId: player.id, os: 'ios' })).body).toMatchObject({ canReview: true });
    expect((await call('getMultipleProduct', player.token, { multipleProductId: 2_000_000 })).body).toEqual(NO_ACCESS);
  });
});
