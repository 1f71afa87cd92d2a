// The reservation resumed and unblocked (issue 9, items 1, 3 and 5): a draft brings back what the
// player chose (a reload, or back from a provider's page), a resumed payment opens the cashier at
// once on the form of payment asked for, and -1698 names the booking in progress with its two ways
// on: back to paying it, or cancel it and go on at once.
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { draftOf } from '#machines/booking/reservation/reservation.actions';
import * as view from '#machines/booking/reservation/reservation.selectors';
import type { ReservationDraft } from '#machines/booking/reservation/reservation.types';
import { cashierMachine } from '#machines/cashier/cashier.machine';
import type { LoadFopsInput, LoadFopsOutput } from '#machines/cashier/cashier.types';
import { coupons, FRIEND, insuranceClub, plans, quote, quotes, racket, reservationInput, USER } from './fixtures/bookingData';
import { errorFor } from './fixtures/bookingErrors';
import { flush, startReservation } from './fixtures/bookingDriver';

const draft: ReservationDraft = {
  insurance: { wantInsurance: true, amount: 1500, amountUnitary: 1500, playerCount: 1, planCode: 'CL-1', selected: 'single' },
  plan: plans.chile,
  players: [{ userId: USER.id, firstName: USER.firstName, lastName: USER.lastName }, FRIEND],
  couponByUser: { [USER.id]: 7 },
  ancillaryCounts: { [racket.club_ancillary_id]: 1 },
  discountCode: 'PROMO',
  bin: null,
  comments: 'Llegamos antes',
  termsAccepted: true,
  fieldValues: { 1: 'Intermedio' },
};

const IN_PROGRESS = {
  bookingId: 41,
  clubId: 1,
  clubName: 'Club Pádel Vitacura',
  sportId: 1,
  courtId: 2,
  courtName: 'Cancha 2',
  date: '2026-03-11',
  startTime: '19:00:00',
  endTime: '20:30:00',
  webpay_id: '77',
  redirectURL: 'http://localhost/sandbox/webpay/sbx_abc',
};
const inProgressError = () => ({ error: errorFor('-1698', IN_PROGRESS) });

describe('a draft resumes what the player chose', () => {
  it('players, extras, coupons, discount code, comments, terms and fields come back; the insurance step is not asked again', async () => {
    const run = startReservation(reservationInput({ club: insuranceClub, draft }), { quote: quotes.paid, coupons, plan: plans.chile });
    await flush();
    const s = run.snapshot();
    expect(view.isInsuranceStep(s)).toBe(false);
    expect(view.screen(s)).toBe('summary');
    expect(view.insurance(s)).toEqual(draft.insurance);
    expect(view.players(s)).toEqual(draft.players);
    expect(view.couponOf(s, USER.id)).toBe(7);
    // The restored coupon is spent again on the summary: none of that kind left to give.
    expect(view.coupons(s).find((c) => c.clubCouponId === 7)?.quantityLeft).toBe(0);
    expect(view.comments(s)).toBe('Llegamos antes');
    expect(view.termsAccepted(s)).toBe(true);
    expect(view.fieldValues(s)).toEqual({ 1: 'Intermedio' });
    expect(view.discountCode(s)).toBe('PROMO');
    // The quote is asked with all of it.
    expect(run.calls.requestQuote?.[0]).toMatchObject({
      bookUserIds: [
        { userId: USER.id, clubCouponId: 7, discountCode: 'PROMO', ancillaries: [{ club_ancillary_id: 4, quantity: 1 }] },
        { userId: FRIEND.userId },
      ],
    });
    expect(run.calls.fetchInsurancePlan).toBeUndefined();
  });

  it('draftOf gives back what a later reservation restores (the booking user stays first)', async () => {
    const run = startReservation(reservationInput({ draft }), { quote: quotes.paid, coupons });
    await flush();
    expect(draftOf(run.snapshot().context)).toEqual(draft);
    const other = startReservation(reservationInput({ draft: { ...draft, players: [FRIEND] } }), { quote: quotes.paid });
    await flush();
    expect(view.players(other.snapshot()).map((p) => p.userId)).toEqual([USER.id, FRIEND.userId]);
  });

  it('a hold that ran out starts the countdown at 00:00 (a reload never restarts it)', async () => {
    const run = startReservation(reservationInput({ hold: null, holdExpired: true, draft }), { quote: quote() });
    await flush();
    expect(view.countdown(run.snapshot())).toBe('00:00');
    expect(view.isHoldExpired(run.snapshot())).toBe(true);
  });
});

describe('a payment resumed on coming back', () => {
  it('opens the cashier once the summary is ready, on the form of payment asked for', async () => {
    let cashierInput: unknown = null;
    const cashier = cashierMachine.provide({
      actors: {
        loadFops: fromPromise<LoadFopsOutput, LoadFopsInput>(async ({ input }) => {
          cashierInput = input;
          return { fops: [] };
        }),
      },
    });
    const run = startReservation(reservationInput({ draft, resumePayment: { action: 'pay', fopCode: 'WEBPAYONECLICK' } }), {
      quote: quotes.payNow,
      cashier,
    });
    await flush(6);
    expect(view.isChoosingPayment(run.snapshot())).toBe(true);
    expect(view.cashierRef(run.snapshot())?.getSnapshot().context).toMatchObject({ preferredFopCode: 'WEBPAYONECLICK', fopAction: 'pay' });
    expect(cashierInput).toMatchObject({ kind: 'club' });
    // Once: closing the cashier stays on the summary.
    run.snapshot().children.cashier!.send({ type: 'cashier.cancel' });
    await flush();
    expect(view.screen(run.snapshot())).toBe('summary');
  });

  it('is dropped when the quote offers nothing to pay (a free slot): the summary waits for the player', async () => {
    const run = startReservation(reservationInput({ resumePayment: { action: 'pay', fopCode: null } }), { quote: quotes.free });
    await flush(6);
    expect(view.screen(run.snapshot())).toBe('summary');
    expect(run.snapshot().context.resumePayment).toBeNull();
  });
});

describe('a booking in progress (-1698)', () => {
  it('on the quote: the summary names it (club, court, date, time) instead of hanging on a modal', async () => {
    const run = startReservation(reservationInput(), { quotes: [inProgressError(), quotes.free] });
    await flush();
    expect(view.bookingInProgress(run.snapshot())).toMatchObject({
      bookingId: 41,
      clubName: 'Club Pádel Vitacura',
      courtName: 'Cancha 2',
      date: '2026-03-11',
      startTime: '19:00:00',
      endTime: '20:30:00',
    });
    expect(view.failure(run.snapshot())).toBeNull();
    expect(run.snapshot().can({ type: 'inProgress.continue' })).toBe(true);
    expect(run.snapshot().can({ type: 'inProgress.cancel' })).toBe(true);
  });

  it('cancel: the booking in progress is cancelled (its id), the quote is asked again and this booking goes through', async () => {
    const run = startReservation(reservationInput(), { quotes: [inProgressError(), quotes.free] });
    await flush();
    run.actor.send({ type: 'inProgress.cancel' });
    await flush();
    expect(run.calls.cancelBooking).toEqual([{ bookingId: 41 }]);
    expect(view.bookingInProgress(run.snapshot())).toBeNull();
    expect(view.screen(run.snapshot())).toBe('summary');
    run.actor.send({ type: 'booking.book' });
    await flush(6);
    expect(run.snapshot().output).toEqual({ result: 'completed', bookingId: 99, payment: 'summary' });
  });

  it('on the booking call: after cancelling it, the booking is made again with the same choice', async () => {
    const run = startReservation(reservationInput(), { quote: quotes.free, booking: [inProgressError(), { bookingId: 99 }] });
    await flush();
    run.actor.send({ type: 'booking.book' });
    await flush();
    expect(view.bookingInProgress(run.snapshot())).toMatchObject({ bookingId: 41 });
    run.actor.send({ type: 'inProgress.cancel' });
    await flush(6);
    expect(run.calls.createBooking).toHaveLength(2);
    expect(run.snapshot().output).toEqual({ result: 'completed', bookingId: 99, payment: 'summary' });
  });

  it("continue: back to its payment's page; the reservation ends", async () => {
    const run = startReservation(reservationInput(), { quotes: [inProgressError()] });
    await flush();
    run.actor.send({ type: 'inProgress.continue' });
    expect(run.effects).toContainEqual({ type: 'redirectExternal', params: { url: IN_PROGRESS.redirectURL } });
    expect(run.snapshot().output).toEqual({ result: 'left' });
  });

  it('without a provider page it goes to its status page (/webpay?webpay_id)', async () => {
    const run = startReservation(reservationInput(), { quotes: [{ error: errorFor('-1698', { ...IN_PROGRESS, redirectURL: null }) }] });
    await flush();
    run.actor.send({ type: 'inProgress.continue' });
    expect(run.effects).toContainEqual({ type: 'redirectExternal', params: { url: '/webpay?webpay_id=77' } });
  });

  it('a cancel the server refuses (-52: paid meanwhile) stays on it with the reason; continue is still offered', async () => {
    const run = startReservation(reservationInput(), { quotes: [inProgressError()], cancel: { error: errorFor('-52') } });
    await flush();
    run.actor.send({ type: 'inProgress.cancel' });
    await flush();
    expect(view.bookingInProgress(run.snapshot())).toMatchObject({ bookingId: 41 });
    expect(view.inProgressFailure(run.snapshot())).not.toBeNull();
    expect(run.snapshot().can({ type: 'inProgress.continue' })).toBe(true);
  });

  it('-1698 without details (an older server) keeps the modal of the payment codes', async () => {
    const run = startReservation(reservationInput(), { quotes: [{ error: errorFor('-1698') }] });
    await flush();
    expect(view.bookingInProgress(run.snapshot())).toBeNull();
    expect(view.failure(run.snapshot())?.show).toBe('modal');
  });
});

describe('a card enrolment started from the cashier', () => {
  it('ends the reservation as left (the hold runs on: the player comes back to it)', async () => {
    const leaving = cashierMachine.provide({
      actors: {
        loadFops: fromPromise<LoadFopsOutput, LoadFopsInput>(async () => ({
          fops: [{ fopId: 2, fopCode: 'WEBPAYONECLICK', fopName: 'Oneclick', cards: [] }],
        })),
        startOneClickEnrolment: fromPromise(async () => ({ redirectURL: 'http://p/enrol' })),
      },
    });
    const run = startReservation(reservationInput(), { quote: quotes.payNow, cashier: leaving });
    await flush();
    run.actor.send({ type: 'booking.pay' });
    await flush(6);
    run.snapshot().children.cashier!.send({ type: 'card.add' });
    await flush(6);
    expect(run.snapshot().output).toEqual({ result: 'left' });
  });
});
