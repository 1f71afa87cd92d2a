// Journeys through the whole booking flow with the real children (reservation, hold countdown,
// paymentResult) and only the API calls faked, wired the way the app wires them (provideBookingFlow).
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { provideBookingFlow, type BookingFlowActors } from '#machines/booking/booking.provide';
import * as bookingView from '#machines/booking/booking.selectors';
import * as reservationView from '#machines/booking/reservation/reservation.selectors';
import { errorModal } from '#machines/paymentResult/paymentResult.selectors';
import type { BookingInput } from '#machines/booking/booking.types';
import {
  bookingInput,
  club,
  clubList,
  clubSport,
  FRIEND,
  hold,
  membersOnlyClub,
  padel,
  quote,
  quotes,
  slot,
  timeslotAnswers,
} from './fixtures/bookingData';
import { errorFor } from './fixtures/bookingErrors';
import { flush, savedCardCashier } from './fixtures/bookingDriver';

type Answers = { [K in keyof BookingFlowActors]?: unknown };

function startFlow(answers: Answers, input: BookingInput = bookingInput()) {
  const calls: Array<{ src: string; input: unknown }> = [];
  const effects: Array<{ type: string; params: unknown }> = [];
  const defaults: Answers = {
    loadClubs: { clubs: clubList, total: 2 },
    loadClub: club,
    loadClubSports: { sports: [padel] },
    loadClubSport: clubSport,
    fetchTimeslots: timeslotAnswers.results,
    fetchSchedule: { schedule: [] },
    createHold: hold,
    releaseHold: undefined,
    fetchInsurancePlan: new Error('no insurance'),
    loadCouponsSummary: { coupons: [] },
    requestQuote: quotes.free,
    checkServiceFee: { active: false, feeAmount: 0 },
    createBooking: { bookingId: 99, paymentData: { status: 'APPROVED' } },
  };
  const all = { ...defaults, ...answers };
  const actors = Object.fromEntries(
    Object.entries(all).map(([src, answer]) => [
      src,
      fromPromise(async ({ input: actorInput }) => {
        calls.push({ src, input: actorInput });
        if (answer instanceof Error || (typeof answer === 'object' && answer !== null && 'code' in answer)) throw answer;
        return answer;
      }),
    ]),
  ) as unknown as BookingFlowActors;
  actors.cashier = savedCardCashier();
  const record = (type: string) => (params: unknown) => effects.push({ type, params });
  const machine = provideBookingFlow(actors, {
    navigate: record('navigate'),
    showToast: record('showToast'),
    requestLogin: record('requestLogin'),
    openInBrowser: record('openInBrowser'),
    redirectExternal: record('redirectExternal'),
    showErrorPage: record('showErrorPage'),
    trackPurchase: record('trackPurchase'),
  });
  const actor = createActor(machine, { input }).start();
  const reservation = () => bookingView.reservationRef(actor.getSnapshot())!;
  return { actor, calls, effects, reservation };
}

async function toSummary(answers: Answers) {
  const flow = startFlow(answers);
  await flush();
  flow.actor.send({ type: 'club.select', clubId: 1 });
  await flush(6);
  flow.actor.send({ type: 'search.submit' });
  await flush();
  flow.actor.send({ type: 'slot.select', slot: slot(5, '12:30:00') });
  await flush(6);
  expect(bookingView.screen(flow.actor.getSnapshot())).toBe('reservation');
  return flow;
}

describe('booking flow with its real children', () => {
  it('paid booking: pay, payment modal, APPROVED → purchase tracked and the booking summary opened', async () => {
    const flow = await toSummary({ requestQuote: quotes.paid, checkServiceFee: { active: true, feeAmount: 500 } });
    const r = flow.reservation();
    expect(reservationView.countdown(r.getSnapshot())).toBe('05:00');
    r.send({ type: 'players.add', player: FRIEND });
    await flush();
    r.send({ type: 'ancillary.add', ancillaryId: 4 });
    await flush();
    r.send({ type: 'booking.pay' });
    expect(reservationView.screen(r.getSnapshot())).toBe('payment');
    await flush();
    reservationView.cashierRef(r.getSnapshot())!.send({ type: 'cashier.pay' });
    await flush(8);
    expect(flow.actor.getSnapshot().value).toBe('completed');
    expect(flow.effects).toEqual([
      { type: 'trackPurchase', params: { orderId: '1-99', product: 'booking' } },
      { type: 'navigate', params: { to: '/summary/99' } },
    ]);
    expect(flow.calls.find((c) => c.src === 'createBooking')?.input).toMatchObject({
      action: 'pay',
      fopId: 15,
      serviceFee: { amount: 500, isActive: true },
    });
    expect(flow.calls.some((c) => c.src === 'releaseHold')).toBe(false);
  });

  it('PENDING: the provider redirect URL is opened', async () => {
    const flow = await toSummary({
      createBooking: { bookingId: 99, paymentData: { status: 'PENDING', redirectURL: 'https://pay.example/1' } },
    });
    flow.reservation().send({ type: 'booking.book' });
    await flush(8);
    expect(flow.actor.getSnapshot().value).toBe('completed');
    expect(flow.effects).toEqual([{ type: 'redirectExternal', params: { url: 'https://pay.example/1' } }]);
  });

  it('-4498 on the booking: the payment-result modal, then bookings to pay', async () => {
    const flow = await toSummary({ createBooking: errorFor('-4498') });
    flow.reservation().send({ type: 'booking.book' });
    await flush(6);
    const result = reservationView.paymentResultRef(flow.reservation().getSnapshot())!;
    expect(errorModal(result.getSnapshot())?.next).toBe('goToBookingsToPay');
    result.send({ type: 'result.dismiss' });
    await flush(6);
    expect(flow.actor.getSnapshot().value).toBe('left');
    expect(flow.effects).toEqual([{ type: 'navigate', params: { to: '/bookings?toPay=1' } }]);
  });

  it('-1698 on the booking: the modal, then the summary again', async () => {
    const flow = await toSummary({ createBooking: errorFor('-1698') });
    flow.reservation().send({ type: 'booking.book' });
    await flush(6);
    reservationView.paymentResultRef(flow.reservation().getSnapshot())!.send({ type: 'result.dismiss' });
    await flush(6);
    expect(reservationView.screen(flow.reservation().getSnapshot())).toBe('summary');
  });

  it("-99 on the booking: 'not available anymore' modal, hold released, the search reloaded", async () => {
    const flow = await toSummary({ createBooking: errorFor('-99') });
    flow.reservation().send({ type: 'booking.book' });
    await flush(8);
    expect(bookingView.screen(flow.actor.getSnapshot())).toBe('slots');
    i18n.loadAndActivate({ locale: 'es-CL', messages: {} });
    const shown = bookingView.failure(flow.actor.getSnapshot())!;
    expect(i18n._(shown.message)).toBe('Esta cancha ya no está disponible a esta hora.');
    expect(flow.calls.filter((c) => c.src === 'releaseHold')).toEqual([
      {
        src: 'releaseHold',
        input: { clubId: 1, sportId: 1, courtId: 5, userId: 10, date: '2026-03-10', startTime: '12:30:00', endTime: '13:30:00' },
      },
    ]);
    flow.actor.send({ type: 'error.dismiss' });
    expect(bookingView.failure(flow.actor.getSnapshot())).toBeNull();
  });

  it('-375 on the quote is about one person: shown inline, the summary stays', async () => {
    const flow = await toSummary({ requestQuote: errorFor('-375') });
    expect(reservationView.screen(flow.reservation().getSnapshot())).toBe('summary');
    expect(reservationView.failure(flow.reservation().getSnapshot())?.show).toBe('inline');
  });

  it('back from the summary releases the hold and searches again', async () => {
    const flow = await toSummary({});
    flow.reservation().send({ type: 'reservation.back' });
    await flush(6);
    expect(bookingView.screen(flow.actor.getSnapshot())).toBe('slots');
    expect(flow.calls.filter((c) => c.src === 'releaseHold')).toHaveLength(1);
    expect(flow.calls.filter((c) => c.src === 'fetchTimeslots')).toHaveLength(2);
  });

  it('members-only club, anonymous visitor: login with a return state', async () => {
    const flow = startFlow({ loadClub: membersOnlyClub }, bookingInput({ user: null }));
    await flush();
    flow.actor.send({ type: 'club.select', clubId: 1 });
    await flush(4);
    expect(flow.actor.getSnapshot().value).toBe('left');
    expect(flow.effects).toEqual([{ type: 'requestLogin', params: { returnTo: '/book/clubs/1/sports', returnParams: {} } }]);
  });

  it('a club missing from the loaded list: toast, the list stays', async () => {
    const flow = startFlow({});
    await flush();
    flow.actor.send({ type: 'club.select', clubId: 404 });
    expect(bookingView.screen(flow.actor.getSnapshot())).toBe('clubs');
    expect(flow.effects[0]).toMatchObject({ type: 'showToast', params: { kind: 'error' } });
    expect(flow.calls.some((c) => c.src === 'loadClub')).toBe(false);
  });

  it("search defaults come from the club's timezone (a club in Madrid)", async () => {
    const flow = startFlow({ loadClub: { ...club, timezone: 'Europe/Madrid' } });
    await flush();
    flow.actor.send({ type: 'club.select', clubId: 1 });
    await flush(6);
    expect(bookingView.search(flow.actor.getSnapshot())).toEqual({ date: '2026-03-10', time: '16:30:00', timespan: 90 });
    expect(bookingView.offeredTime(flow.actor.getSnapshot())).toBe('17:00:00');
  });

  it('a free quote of 0 books with no payment modal', async () => {
    const flow = await toSummary({ requestQuote: quote({ pay: 0 }), createBooking: { bookingId: 7 } });
    flow.reservation().send({ type: 'booking.book' });
    await flush(8);
    expect(flow.effects).toContainEqual({ type: 'navigate', params: { to: '/summary/7' } });
  });
});
