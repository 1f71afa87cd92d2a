// Model-based test of the reservation machine (insurance step, summary form, payment, payment
// result) over the production machine: every state, transition and error code of the quote and
// booking tables. Each input is a scenario (named by the sport's name); `filterEvents` keeps to
// each scenario's events so the graph stays small.
import { expect } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { reservationMachine, type ReservationMachine } from '#machines/booking/reservation/reservation.machine';
import type { ReservationContext } from '#machines/booking/reservation/reservation.types';
import { bookingErrorEntry } from '#machines/booking/booking.errors';
import { reservationSelectors } from '#machines/booking';
import { describeModel, type EventFixtures, type OutputFixtures } from './support/modelTest';
import { clubSport, coupons, FRIEND, insuranceClub, plans, quotes, racket, reservationInput, USER } from './fixtures/bookingData';
import { errorFor, errorsOf } from './fixtures/bookingErrors';
import { reservationGolfJourneys } from './fixtures/reservationGolfJourneys';
import { reservationTextJourneys, textsSport } from './fixtures/reservationTextJourneys';
import { reservationCouponJourneys } from './fixtures/reservationCouponJourneys';

type M = ReservationMachine;

/** A saved KUSHKI card, as the cashier hands it back. */
const CARD_CHOICE = {
  fopId: 15,
  fopCode: 'KUSHKI',
  fopParams: { installments: 1, paymentType: 'card', paymentMode: 'savedCard', token: 'sub-1', bin: '424242' },
  tokenizedPaymentAccepted: false,
} as const;

const events: EventFixtures<M> = {
  'insurance.choose': [
    { type: 'insurance.choose', choice: 'single' },
    { type: 'insurance.choose', choice: 'team' },
  ],
  'reservation.back': [{ type: 'reservation.back' }],
  'players.add': [
    { type: 'players.add', player: FRIEND },
    // The booking user's own code again: refused in the dialog (-212), nothing asked.
    { type: 'players.add', player: { userId: USER.id, firstName: USER.firstName, lastName: USER.lastName } },
  ],
  'players.remove': [
    { type: 'players.remove', userId: FRIEND.userId },
    { type: 'players.remove', userId: USER.id },
  ],
  'players.openPicker': [{ type: 'players.openPicker' }],
  'players.closePicker': [{ type: 'players.closePicker' }],
  'ancillary.add': [{ type: 'ancillary.add', ancillaryId: racket.club_ancillary_id }],
  'ancillary.remove': [{ type: 'ancillary.remove', ancillaryId: racket.club_ancillary_id }],
  'coupon.use': [
    { type: 'coupon.use', userId: USER.id, clubCouponId: 7 },
    { type: 'coupon.use', userId: USER.id, clubCouponId: 8 },
  ],
  'coupon.cancel': [{ type: 'coupon.cancel', userId: USER.id }],
  'discount.applyCode': [
    { type: 'discount.applyCode', code: ' ' },
    { type: 'discount.applyCode', code: 'PROMO' },
  ],
  'discount.applyBin': [
    { type: 'discount.applyBin', bin: '' },
    { type: 'discount.applyBin', bin: '12345' },
    { type: 'discount.applyBin', bin: '123456' },
  ],
  'discount.clear': [{ type: 'discount.clear' }],
  'comments.set': [{ type: 'comments.set', comments: 'Llegamos 10 minutos antes' }],
  'terms.set': [{ type: 'terms.set', accepted: true }],
  'field.set': [{ type: 'field.set', dataConfigId: 1, value: 'Socio 123' }],
  // Typed with spaces and dashes (filtered to LP12345678), and too short once filtered.
  'latamPass.set': [
    { type: 'latamPass.set', value: ' lp-1234 5678 ' },
    { type: 'latamPass.set', value: 'lp-1' },
  ],
  'texts.set': [
    { type: 'texts.set', field: 'playWith', value: 'Con Ana y Pedro' },
    { type: 'texts.set', field: 'bookingMotive', value: 'Entrenamiento' },
    { type: 'texts.set', field: 'arrivalTime', value: '09:45' },
  ],
  'booking.pay': [{ type: 'booking.pay' }],
  'booking.downpay': [{ type: 'booking.downpay' }],
  'booking.book': [{ type: 'booking.book' }],
  'inProgress.continue': [{ type: 'inProgress.continue' }],
  'inProgress.cancel': [{ type: 'inProgress.cancel' }],
  'error.dismiss': [{ type: 'error.dismiss' }],
};

/** -1698 as the server answers it: the booking in progress named in the details. */
const IN_PROGRESS = errorFor('-1698', {
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
});

const outputs: OutputFixtures<M> = {
  fetchInsurancePlan: [plans.chile, plans.chileWithoutUf],
  loadCouponsSummary: [{ coupons }],
  requestQuote: Object.values(quotes),
  checkServiceFee: [{ active: true, feeAmount: 500 }],
  createBooking: [{ bookingId: 99, paymentData: { status: 'APPROVED' } }],
  settlePayment: [
    { result: 'summary', code: null },
    { result: 'left', code: '-44' },
    { result: 'dismissed', code: '-1698' },
  ],
  // Never ends by itself: the reservation stops it.
  holdCountdown: [],
  // The cashier child (its own model covers its states): a choice, closed, or gone to enrol a card.
  cashier: [{ result: 'chosen', choice: CARD_CHOICE }, { result: 'cancelled' }, { result: 'left' }],
  cancelBooking: [{ id: 41, status: 'CANCELLED' }],
  fetchLatamPassId: [{ accountId: 'LP99887766' }, { accountId: null }],
};

const form = {
  ...clubSport,
  name: 'form',
  ask_for_comments: true,
  include_tyc: 'Y' as const,
  dataConfig: [{ dataConfigId: 1, name: 'N° de socio', mandatory: true }],
};

/** Which events and outcomes each scenario uses. */
const scenarios: Record<string, { quotes: object[]; events: string[]; errors: boolean }> = {
  insurance: { quotes: [quotes.free], events: ['insurance.choose', 'reservation.back', 'booking.book'], errors: false },
  free: {
    quotes: [quotes.free],
    events: ['booking.book', 'reservation.back', 'error.dismiss', 'players.openPicker', 'players.closePicker'],
    errors: true,
  },
  paid: {
    quotes: [quotes.paid, quotes.payNow, quotes.forbidden],
    events: ['booking.pay', 'booking.downpay', 'booking.book', 'players.add', 'players.remove', 'ancillary.add', 'ancillary.remove'],
    errors: false,
  },
  form: { quotes: [quotes.free], events: ['booking.book', 'comments.set', 'terms.set', 'field.set'], errors: false },
  /** Adding players by code: the quote accepts or refuses the one just added (issue 9 item 8). */
  players: { quotes: [quotes.free], events: ['players.add', 'players.remove', 'players.openPicker', 'players.closePicker'], errors: true },
  codes: {
    quotes: [quotes.free, quotes.codeAccepted, quotes.codeCleared, quotes.codeRejected],
    events: ['coupon.use', 'coupon.cancel', 'discount.applyCode', 'discount.applyBin', 'discount.clear'],
    errors: false,
  },
  /** -1698 on the quote or the booking: continue paying it, or cancel it (done, or refused) and go on. */
  inProgress: {
    quotes: [quotes.free],
    events: ['inProgress.continue', 'inProgress.cancel', 'reservation.back', 'booking.book'],
    errors: false,
  },
  /** Back from a provider's page to pay at once (a payable quote), or nothing to pay (the intent is dropped). */
  resume: { quotes: [quotes.payNow, quotes.free], events: [], errors: false },
  /** A club sport that takes LATAM Pass and asks who you play with, the motive and the arrival time (issue 16). */
  texts: { quotes: [quotes.free], events: ['booking.book', 'latamPass.set', 'texts.set'], errors: false },
};

function allowed(context: ReservationContext, event: AnyEventObject): boolean {
  const scenario = scenarios[context.sport.name];
  if (event.type === 'xstate.done.actor.requestQuote') return scenario.quotes.includes(event.output);
  if (event.type.startsWith('xstate.error.actor.')) {
    if (context.sport.name === 'inProgress' && /requestQuote|createBooking/.test(event.type))
      return (event as { error?: { code?: string } }).error?.code === '-1698';
    return /requestQuote|createBooking/.test(event.type) ? scenario.errors : true;
  }
  if (event.type.startsWith('xstate.done.actor.settlePayment'))
    return context.sport.name === 'free' || (event.output as { result: string }).result === 'summary';
  if (event.type.startsWith('xstate.')) return true;
  return scenario.events.includes(event.type);
}

const quoteKey = (c: ReservationContext) => {
  const q = c.quote;
  return (
    q &&
    `${q.bookingActions.paymentAmounts.pay}/${q.bookingActions.forbidPaymentAtBooking}/${q.slot.localTLDateTime}/${q.discount?.action ?? ''}`
  );
};

describeModel(reservationMachine, {
  name: 'booking reservation',
  inputs: {
    free: reservationInput({ sport: { ...clubSport, name: 'free' } }),
    insurance: reservationInput({ club: insuranceClub, sport: { ...clubSport, name: 'insurance' } }),
    paid: reservationInput({ sport: { ...clubSport, name: 'paid' } }),
    form: reservationInput({ sport: form }),
    codes: reservationInput({ sport: { ...clubSport, name: 'codes' }, hold: null }),
    inProgress: reservationInput({ sport: { ...clubSport, name: 'inProgress' } }),
    resume: reservationInput({ sport: { ...clubSport, name: 'resume' }, resumePayment: { action: 'pay', fopCode: 'WEBPAYONECLICK' } }),
    players: reservationInput({ sport: { ...clubSport, name: 'players' } }),
    texts: reservationInput({ sport: textsSport }),
  },
  events,
  outputs,
  errors: {
    fetchInsurancePlan: { other: errorFor('other') },
    loadCouponsSummary: { other: errorFor('other') },
    requestQuote: {
      ...errorsOf('quote'),
      '-1698': IN_PROGRESS,
      // The quote's line about the player just added (the quote actor turns it into its error, with their userId).
      '-193 of the added player': errorFor('-193', { userId: FRIEND.userId }),
      '-375 of the added player': errorFor('-375', { userId: FRIEND.userId }),
    },
    checkServiceFee: { other: errorFor('other') },
    createBooking: { ...errorsOf('booking'), '-1698': IN_PROGRESS },
    settlePayment: {},
    holdCountdown: {},
    cashier: {},
    cancelBooking: { '-52': errorFor('-52'), other: errorFor('other') },
    fetchLatamPassId: { other: errorFor('other') },
  },
  filterEvents: (snapshot, event) => allowed(snapshot.context as ReservationContext, event),
  serializeContext: (c) => ({
    players: c.players.length,
    anc: c.ancillaryCounts[racket.club_ancillary_id] ?? 0,
    coupon: c.couponByUser[USER.id] ?? null,
    code: c.discountCode ?? c.bin,
    alert: c.codeAlert,
    form: [c.comments !== '', c.termsAccepted, Object.keys(c.fieldValues).length],
    quote: quoteKey(c),
    fee: c.serviceFee?.active ?? null,
    pay: c.payAction,
    payment: c.payment !== null,
    problem: c.problem?.kind ?? null,
    failure: c.failure && bookingErrorEntry(c.failure.call, c.failure.code).next,
    picker: c.addPlayerOpen,
    candidate: c.candidate,
    refusal: c.playerRefusal?.code ?? null,
    insurance: c.insurance?.selected ?? null,
    outcome: c.outcome?.result ?? null,
    inProgress: c.inProgress?.from ?? null,
    inProgressFailure: c.inProgressFailure,
    resume: c.resumePayment !== null && c.resumePayment !== undefined,
    texts: [c.texts.latamPass, c.texts.playWith !== '', c.texts.bookingMotive !== '', c.texts.arrivalTime],
  }),
  maxSnapshots: 20000,
  require: { states: true, errors: true, transitions: true },
  journeys: [
    ...reservationGolfJourneys,
    ...reservationTextJourneys,
    ...reservationCouponJourneys,
    {
      name: 'happy path, free booking: quote 0, book directly, summary',
      input: reservationInput({ sport: { ...clubSport, name: 'free' } }),
      steps: [
        { done: 'loadCouponsSummary', output: { coupons: [] } },
        { done: 'requestQuote', output: quotes.free },
        { type: 'booking.book' },
        { check: ({ snapshot }) => expect(snapshot.matches({ summary: 'creating' })).toBe(true) },
        { done: 'createBooking', output: { bookingId: 99 } },
        { done: 'settlePayment', output: { result: 'summary', code: null } },
      ],
      end: 'completed',
      context: { outcome: { result: 'completed', bookingId: 99, payment: 'summary' } },
      assert: ({ invocations }) => {
        const booking = invocations.find((i) => i.src === 'createBooking')?.input as { action: string; fopId: unknown };
        expect(booking).toMatchObject({ action: 'book', fopId: null });
        expect(invocations.find((i) => i.src === 'settlePayment')?.input).toEqual({
          product: 'booking',
          id: 99,
          outcome: { answer: { bookingId: 99 } },
        });
        expect(invocations.some((i) => i.src === 'checkServiceFee')).toBe(false);
      },
    },
    {
      name: 'paid booking: pay opens the cashier with what paying now charges; its choice books with that fop',
      input: reservationInput({ sport: { ...clubSport, name: 'paid' } }),
      steps: [
        { done: 'loadCouponsSummary', output: { coupons: [] } },
        { done: 'requestQuote', output: quotes.payNow },
        { done: 'checkServiceFee', output: { active: true, feeAmount: 500 } },
        { type: 'booking.pay' },
        { check: ({ snapshot }) => expect(snapshot.matches({ summary: 'choosingPayment' })).toBe(true) },
        { done: 'cashier', output: { result: 'chosen', choice: CARD_CHOICE } },
        { done: 'createBooking', output: { bookingId: 99, paymentData: { status: 'APPROVED' } } },
        { done: 'settlePayment', output: { result: 'summary', code: null } },
      ],
      end: 'completed',
      assert: ({ invocations }) => {
        const cashier = invocations.find((i) => i.src === 'cashier')?.input;
        expect(cashier).toMatchObject({
          userId: USER.id,
          clubId: 1,
          fopAmount: 12500,
          fopAction: 'pay',
          bookingInsurance: false,
          tokenizedPaymentMode: 'OFF',
        });
        const booking = invocations.find((i) => i.src === 'createBooking')?.input;
        expect(booking).toMatchObject({ action: 'pay', fopId: 15, fopParams: CARD_CHOICE.fopParams });
      },
    },
    {
      name: 'paid booking: closing the cashier goes back to the summary without a fop',
      input: reservationInput({ sport: { ...clubSport, name: 'paid' } }),
      steps: [
        { done: 'loadCouponsSummary', output: { coupons: [] } },
        { done: 'requestQuote', output: quotes.payNow },
        { done: 'checkServiceFee', output: { active: false, feeAmount: 0 } },
        { type: 'booking.pay' },
        { done: 'cashier', output: { result: 'cancelled' } },
      ],
      end: { summary: 'ready' },
      context: { payment: null, payAction: null },
    },
    {
      name: 'limit -61 on the quote with count 1: modal, then the parent reloads the search',
      input: reservationInput({ sport: { ...clubSport, name: 'free' } }),
      steps: [
        { done: 'loadCouponsSummary', output: { coupons: [] } },
        { fail: 'requestQuote', error: errorFor('-61', { count: 1 }) },
      ],
      end: 'failed',
      context: {
        outcome: { result: 'failed', failure: { call: 'quote', code: '-61', values: { count: 1, name: 'Ana Rojas', userId: USER.id } } },
      },
    },
    {
      name: 'add player: a code nobody has is refused in the dialog, naming the code; the player leaves the list, the quote before stands',
      input: reservationInput({ sport: { ...clubSport, name: 'players' } }),
      steps: [
        { done: 'loadCouponsSummary', output: { coupons: [] } },
        { done: 'requestQuote', output: quotes.free },
        { type: 'players.openPicker' },
        { type: 'players.add', player: FRIEND },
        {
          check: ({ snapshot }) =>
            expect(snapshot.context).toMatchObject({ candidate: FRIEND.userId, addPlayerOpen: true, players: [expect.anything(), FRIEND] }),
        },
        { fail: 'requestQuote', error: errorFor('-193', { userId: FRIEND.userId }) },
      ],
      end: { summary: 'ready' },
      context: {
        players: [{ userId: USER.id, firstName: USER.firstName, lastName: USER.lastName }],
        candidate: null,
        addPlayerOpen: true,
        failure: null,
        quote: quotes.free,
        playerRefusal: { call: 'quote', code: '-193', values: { name: 'Luis Soto', userId: FRIEND.userId } },
      },
    },
    {
      name: 'add player: the court is not for them (-375): refused in the dialog with their name',
      input: reservationInput({ sport: { ...clubSport, name: 'players' } }),
      steps: [
        { done: 'loadCouponsSummary', output: { coupons: [] } },
        { done: 'requestQuote', output: quotes.free },
        { type: 'players.openPicker' },
        { type: 'players.add', player: FRIEND },
        { fail: 'requestQuote', error: errorFor('-375', { userId: FRIEND.userId }) },
        {
          check: ({ snapshot }) =>
            expect(reservationSelectors.playerRefusal(snapshot as never)?.values).toMatchObject({ name: 'Luis Soto' }),
        },
      ],
      end: { summary: 'ready' },
      context: { players: [expect.objectContaining({ userId: USER.id })], playerRefusal: expect.objectContaining({ code: '-375' }) },
    },
    {
      name: 'add player: accepted by the quote, the dialog closes with the player on the list',
      input: reservationInput({ sport: { ...clubSport, name: 'players' } }),
      steps: [
        { done: 'loadCouponsSummary', output: { coupons: [] } },
        { done: 'requestQuote', output: quotes.free },
        { type: 'players.openPicker' },
        { type: 'players.add', player: FRIEND },
        { done: 'requestQuote', output: quotes.free },
      ],
      end: { summary: 'ready' },
      context: {
        players: [expect.objectContaining({ userId: USER.id }), FRIEND],
        candidate: null,
        addPlayerOpen: false,
        playerRefusal: null,
      },
    },
    {
      name: 'add player: someone already on the booking (the booking user’s own code) is refused at once (-212), naming them',
      input: reservationInput({ sport: { ...clubSport, name: 'players' } }),
      steps: [
        { done: 'loadCouponsSummary', output: { coupons: [] } },
        { done: 'requestQuote', output: quotes.free },
        { type: 'players.openPicker' },
        { type: 'players.add', player: { userId: USER.id, firstName: 'Otra', lastName: 'Persona' } },
      ],
      end: { summary: 'ready' },
      context: {
        players: [expect.objectContaining({ userId: USER.id })],
        addPlayerOpen: true,
        playerRefusal: { call: 'quote', code: '-212', values: { name: 'Ana Rojas', userId: USER.id } },
      },
      assert: ({ invocations }) => expect(invocations.filter((i) => i.src === 'requestQuote')).toHaveLength(1),
    },
  ],
});
