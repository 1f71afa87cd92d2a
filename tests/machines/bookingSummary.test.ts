// Model-based test of the booking summary (/summary/{bookingId}): every state, every listed error
// of its calls (the load's -404 no-access and others, the pay call's, the clipboard's, the review's),
// plus journeys for paying, the insurance prompt, the 500 ms popover and the no-access answer.
import { expect } from 'vitest';
import { bookingSummaryMachine, type BookingSummaryMachine } from '#machines/bookingSummary/bookingSummary.machine';
import * as select from '#machines/bookingSummary/bookingSummary.selectors';
import { bookingSummaryErrors, creditPaymentErrors } from '#machines/bookingSummary/bookingSummary.errors';
import { statusNames } from '#machines/bookingSummary/bookingSummary.messages';
import type { FopChoice } from '#machines/cashier/cashier.types';
import { colombianInsured, summaryData } from './fixtures/bookingSummary';
import { describeModel, type Journey } from './support/modelTest';

type J = Journey<BookingSummaryMachine>;

const NOW = Date.parse('2026-11-24T12:00:00Z');
const inputs = {
  browser: { bookingId: '42', userId: 7, os: 'web', nativeShell: false, now: NOW },
  ios: { bookingId: '42', userId: 7, os: 'ios', nativeShell: true, now: NOW },
  notAnId: { bookingId: 'abc', userId: 7, os: 'web', nativeShell: false, now: NOW },
  payParam: { bookingId: '42', userId: 7, os: 'web', nativeShell: false, now: NOW, payment: 'downpay', hideTitle: true },
} as const;

/** What the app's client rejects with: its ApiError carries code and status. */
const apiError = (code: string, status: number, details?: Record<string, unknown>) =>
  Object.assign(new Error(code), { code, status, details });

const choice: FopChoice = {
  fopId: 15,
  fopCode: 'KUSHKI',
  fopParams: { paymentType: 'card', installments: 1 },
  tokenizedPaymentAccepted: false,
};
const approved = { paymentData: { status: 'APPROVED' as const, redirectURL: null, errCategory: null }, webpay_id: null };
const PAID = summaryData({ status: 'PAYED', isPayable: false, isDownpayable: false, payAmount: 0, paidAmount: 24500, pendingAmount: 0 });
const CANCELLED = summaryData({ status: 'CANCELLED', isPayable: false, isDownpayable: false });
/** 10 000 of credit at the club against 24 500 due. */
const WITH_CREDIT = summaryData({ creditBalance: 10000 });
const PART_PAID_BY_CREDIT = summaryData({ status: 'PARTIALLY_PAYED', creditBalance: 0, payAmount: 14500, isDownpayable: false });
const byCredit = { status: 'PARTIALLY_PAYED' as const, creditUsed: 10000, creditBalance: 0, pendingAmount: 14500 };

const journeys: J[] = [
  {
    name: 'loads the booking, pays the pending amount through the cashier, and reads it again, paid',
    steps: [
      { done: 'loadSummary', output: summaryData() },
      {
        check: ({ snapshot }) => expect(select.payActions(snapshot)).toEqual({ pay: true, downpay: true, insurance: false, credit: false }),
      },
      { check: ({ snapshot }) => expect(select.statusName(snapshot)).toBe(statusNames.BOOKED) },
      { type: 'summary.pay' },
      { done: 'cashierReady', output: undefined },
      { check: ({ snapshot }) => expect(select.chargeAmount(snapshot)).toBe(24500) },
      { done: 'cashier', output: { result: 'chosen', choice } },
      { check: ({ snapshot }) => expect(select.isPaying(snapshot)).toBe(true) },
      { done: 'pay', output: approved },
      { done: 'settlePayment', output: { result: 'summary', code: null } },
      { done: 'loadSummary', output: PAID },
    ],
    end: { loaded: { payment: 'idle', share: 'idle', review: 'done' } },
    assert: ({ snapshot, invocations }) => {
      expect(invocations.map((i) => i.src)).toEqual(['loadSummary', 'cashierReady', 'cashier', 'pay', 'settlePayment', 'loadSummary']);
      expect(invocations[0].input).toEqual({ bookingId: 42 });
      expect(invocations[2].input).toMatchObject({ userId: 7, clubId: 1, fopAmount: 24500, fopAction: 'pay', bookingInsurance: false });
      expect(invocations[3].input).toEqual({ bookingId: 42, action: 'pay', choice });
      expect(invocations[4].input).toEqual({ product: 'booking', id: 42, outcome: { answer: approved } });
      expect(select.statusName(snapshot)).toBe(statusNames.PAYED);
      expect(select.payActions(snapshot)).toEqual({ pay: false, downpay: false, insurance: false, credit: false });
    },
  },
  {
    name: 'downpay charges the downpayment; a pay error goes to the payment result, dismissed back to the summary',
    steps: [
      { done: 'loadSummary', output: summaryData() },
      { type: 'summary.downpay' },
      { done: 'cashierReady', output: undefined },
      { done: 'cashier', output: { result: 'chosen', choice } },
      { fail: 'pay', error: apiError('-1698', 409) },
      { done: 'settlePayment', output: { result: 'dismissed', code: '-1698' } },
    ],
    end: { loaded: { payment: 'idle', share: 'idle', review: 'done' } },
    context: { payAction: null, settlement: null },
    assert: ({ invocations }) => {
      expect(invocations[2].input).toMatchObject({ fopAmount: 12500, fopAction: 'downpay' });
      expect(invocations[3].input).toMatchObject({ action: 'downpay' });
      expect((invocations[4].input as { outcome: { error: { code: string } } }).outcome.error.code).toBe('-1698');
    },
  },
  {
    name: 'credit at the club short of the total: paid with it, read again part-paid, the rest still through the cashier',
    steps: [
      { done: 'loadSummary', output: WITH_CREDIT },
      { check: ({ snapshot }) => expect(select.creditBalance(snapshot)).toEqual({ balance: 10000, applies: 10000, currencyCode: 'CLP' }) },
      { check: ({ snapshot }) => expect(select.payActions(snapshot)).toMatchObject({ pay: true, credit: true }) },
      { type: 'summary.payWithCredit' },
      { check: ({ snapshot }) => expect(select.isPayingWithCredit(snapshot)).toBe(true) },
      { check: ({ snapshot }) => expect(select.payActions(snapshot)).toMatchObject({ pay: false, credit: false }) },
      { done: 'payWithCredit', output: byCredit },
      { done: 'loadSummary', output: PART_PAID_BY_CREDIT },
    ],
    end: { loaded: { payment: 'idle', share: 'idle', review: 'done' } },
    assert: ({ snapshot, invocations }) => {
      expect(invocations.map((i) => i.src)).toEqual(['loadSummary', 'payWithCredit', 'loadSummary']);
      expect(invocations[1].input).toEqual({ bookingId: 42 });
      expect(select.creditBalance(snapshot)).toBeNull();
      expect(select.statusName(snapshot)).toBe(statusNames.PARTIALLY_PAYED);
      expect(select.payActions(snapshot)).toMatchObject({ pay: true, credit: false });
    },
  },
  {
    name: 'without credit at the club there is no pay-with-credit',
    steps: [{ done: 'loadSummary', output: summaryData() }, { type: 'summary.payWithCredit' }],
    end: { loaded: { payment: 'idle', share: 'idle', review: 'done' } },
    assert: ({ snapshot, invocations }) => {
      expect(invocations.map((i) => i.src)).toEqual(['loadSummary']);
      expect(select.creditBalance(snapshot)).toBeNull();
    },
  },
  {
    name: 'a refused pay-with-credit (-400) shows why until dismissed; nothing else is called',
    steps: [
      { done: 'loadSummary', output: WITH_CREDIT },
      { type: 'summary.payWithCredit' },
      { fail: 'payWithCredit', error: apiError('-400', 400) },
      { check: ({ snapshot }) => expect(select.creditProblem(snapshot)?.message).toBe(creditPaymentErrors['-400'].message) },
      { check: ({ snapshot }) => expect(select.payActions(snapshot).credit).toBe(false) },
      { type: 'credit.dismiss' },
    ],
    end: { loaded: { payment: 'idle', share: 'idle', review: 'done' } },
    context: { creditError: null },
    assert: ({ snapshot, invocations }) => {
      expect(invocations.map((i) => i.src)).toEqual(['loadSummary', 'payWithCredit']);
      expect(select.creditProblem(snapshot)).toBeNull();
      expect(select.payActions(snapshot).credit).toBe(true);
    },
  },
  {
    name: 'another user’s booking (404, -404) is not found, nothing of it kept',
    steps: [{ fail: 'loadSummary', error: apiError('-404', 404) }],
    end: 'notFound',
    context: { data: null },
    assert: ({ snapshot }) => {
      expect(select.screen(snapshot)).toBe('notFound');
      expect(select.loadProblem(snapshot)?.message).toBe(bookingSummaryErrors['-404'].message);
    },
  },
  {
    name: 'a failed load offers a retry that loads again',
    steps: [
      { fail: 'loadSummary', error: apiError('-1', 500) },
      { check: ({ snapshot }) => expect(select.loadProblem(snapshot)?.message).toBe(bookingSummaryErrors.other.message) },
      { type: 'summary.retry' },
      { done: 'loadSummary', output: summaryData() },
    ],
    end: { loaded: { payment: 'idle', share: 'idle', review: 'done' } },
  },
  {
    name: 'not an id: not found without a call',
    input: inputs.notAnId,
    steps: [],
    end: 'notFound',
    assert: ({ invocations }) => expect(invocations).toEqual([]),
  },
  {
    name: 'CO with an unbilled chargeable insurance prompts by itself; paying it uses the insurance cashier',
    steps: [
      { done: 'loadSummary', output: colombianInsured() },
      { check: ({ snapshot }) => expect(select.isInsurancePromptOpen(snapshot)).toBe(true) },
      { type: 'summary.payInsurance' },
      { done: 'cashierReady', output: undefined },
      { done: 'cashier', output: { result: 'cancelled' } },
    ],
    end: { loaded: { payment: 'idle', share: 'idle', review: 'done' } },
    context: { insurancePromptSeen: true },
    assert: ({ invocations, snapshot }) => {
      expect(invocations[2].input).toMatchObject({ fopAmount: 8000, bookingInsurance: true, fopAction: 'pay' });
      // Answered once: it stays closed, the insurance stays payable from its button.
      expect(select.payActions(snapshot).insurance).toBe(true);
    },
  },
  {
    name: 'a Chilean club’s unbilled insurance does not prompt',
    steps: [{ done: 'loadSummary', output: { ...colombianInsured(), booking: { ...colombianInsured().booking, club_country: 'CL' } } }],
    end: { loaded: { payment: 'idle', share: 'idle', review: 'done' } },
  },
  {
    name: 'copy the link: the popover shows, and hides after 500 ms',
    steps: [
      { done: 'loadSummary', output: summaryData() },
      { type: 'share.copy', text: 'Reservé pádel' },
      { done: 'copyText', output: undefined },
      { check: ({ snapshot }) => expect(select.isCopied(snapshot)).toBe(true) },
      { wait: 499 },
      { check: ({ snapshot }) => expect(select.isCopied(snapshot)).toBe(true) },
      { wait: 1 },
    ],
    end: { loaded: { payment: 'idle', share: 'idle', review: 'done' } },
    assert: ({ invocations }) => expect(invocations.at(-1)).toMatchObject({ src: 'copyText', input: { text: 'Reservé pádel' } }),
  },
  {
    name: 'a messaging app opens with the share text; the calendar hands the booking to the download',
    steps: [
      { done: 'loadSummary', output: summaryData() },
      { type: 'share.messaging', text: 'Reservé pádel el 1 de diciembre' },
      { type: 'calendar.download' },
    ],
    end: { loaded: { payment: 'idle', share: 'idle', review: 'done' } },
    assert: ({ effects }) => {
      expect(effects[0]).toEqual({
        type: 'openExternal',
        params: { url: 'https://wa.me/?text=Reserv%C3%A9%20p%C3%A1del%20el%201%20de%20diciembre' },
      });
      expect(effects[1]).toMatchObject({ type: 'downloadCalendar', params: { booking: { id: 42 } } });
    },
  },
  {
    name: 'a cancelled booking hides its info: no pay, no calendar',
    steps: [{ done: 'loadSummary', output: CANCELLED }, { type: 'summary.pay' }, { type: 'calendar.download' }],
    end: { loaded: { payment: 'idle', share: 'idle', review: 'done' } },
    assert: ({ snapshot, effects }) => {
      expect(select.showsBookingInfo(snapshot)).toBe(false);
      expect(select.statusName(snapshot)).toBe(statusNames.CANCELLED);
      expect(effects).toEqual([]);
    },
  },
  {
    name: 'a free booking short of players shows its minimum, deadline and the club’s words; none once met or cancelled',
    steps: [
      {
        done: 'loadSummary',
        output: summaryData({
          totalAmount: 0,
          isPayable: false,
          isDownpayable: false,
          minPlayers: 4,
          expireFreeBookingMinPlayers: 'Y',
          msgNeedMinInvites: 'Mínimo 4 para el pádel gratis',
          minPlayersHoursBefore: 2,
          minPlayersDeadline: '2026-12-01T19:00:00.000Z',
          confirmedPlayers: 1,
        }),
      },
      {
        check: ({ snapshot }) =>
          expect(select.minPlayersNeed(snapshot)).toEqual({
            minPlayers: 4,
            confirmed: 1,
            missing: 3,
            expires: true,
            deadline: '2026-12-01T19:00:00.000Z',
            timezone: 'America/Santiago',
            message: 'Mínimo 4 para el pádel gratis',
          }),
      },
      { type: 'summary.retry' },
    ],
    end: { loaded: { payment: 'idle', share: 'idle', review: 'done' } },
    assert: ({ snapshot }) => {
      expect(select.minPlayersNeed(snapshot)?.missing).toBe(3);
      const met = { ...snapshot, context: { ...snapshot.context, data: summaryData({ minPlayers: 4, confirmedPlayers: 4 }) } };
      expect(select.minPlayersNeed(met as typeof snapshot)).toBeNull();
      const gone = { ...snapshot, context: { ...snapshot.context, data: summaryData({ status: 'CANCELLED', minPlayers: 4 }) } };
      expect(select.minPlayersNeed(gone as typeof snapshot)).toBeNull();
      const noRule = { ...snapshot, context: { ...snapshot.context, data: summaryData() } };
      expect(select.minPlayersNeed(noRule as typeof snapshot)).toBeNull();
    },
  },
  {
    name: 'the route’s payment param starts that payment once when the booking loads; hideTitle hides the title',
    input: inputs.payParam,
    steps: [
      { check: ({ snapshot }) => expect(select.showsTitle(snapshot)).toBe(false) },
      { done: 'loadSummary', output: summaryData() },
      { done: 'cashierReady', output: undefined },
      { check: ({ snapshot }) => expect(select.chargeAmount(snapshot)).toBe(12500) },
      { done: 'cashier', output: { result: 'cancelled' } },
      { type: 'summary.retry' },
    ],
    end: { loaded: { payment: 'idle', share: 'idle', review: 'done' } },
    assert: ({ invocations, snapshot }) => {
      expect(invocations.map((i) => i.src)).toEqual(['loadSummary', 'cashierReady', 'cashier']);
      expect(invocations[2].input).toMatchObject({ fopAction: 'downpay', fopAmount: 12500 });
      expect(snapshot.context.paymentRequest).toBeNull();
    },
  },
  {
    name: 'a payment param the booking no longer takes (paid) is dropped: the summary shows as usual',
    input: inputs.payParam,
    steps: [{ done: 'loadSummary', output: PAID }],
    end: { loaded: { payment: 'idle', share: 'idle', review: 'done' } },
    assert: ({ invocations, snapshot }) => {
      expect(invocations.map((i) => i.src)).toEqual(['loadSummary']);
      expect(snapshot.context.paymentRequest).toBeNull();
      expect(select.showsTitle(snapshot)).toBe(false);
    },
  },
  {
    name: 'in the iOS app: can_review, then the review message',
    input: inputs.ios,
    steps: [
      { done: 'loadSummary', output: summaryData() },
      { done: 'canReview', output: true },
      { done: 'requestReview', output: true },
    ],
    end: { loaded: { payment: 'idle', share: 'idle', review: 'done' } },
    assert: ({ invocations }) => {
      expect(invocations.map((i) => i.src)).toEqual(['loadSummary', 'canReview', 'requestReview']);
      expect(invocations[1].input).toEqual({ userId: 7, os: 'ios' });
    },
  },
  {
    name: 'in a browser there is no review',
    steps: [{ done: 'loadSummary', output: summaryData() }],
    end: { loaded: { payment: 'idle', share: 'idle', review: 'done' } },
    assert: ({ invocations }) => expect(invocations.map((i) => i.src)).toEqual(['loadSummary']),
  },
  {
    name: 'the cashier left for a one-click enrolment: the flow ends',
    steps: [
      { done: 'loadSummary', output: summaryData() },
      { type: 'summary.pay' },
      { done: 'cashierReady', output: undefined },
      { done: 'cashier', output: { result: 'left' } },
    ],
    end: 'left',
    assert: ({ snapshot }) => expect(select.screen(snapshot)).toBe('left'),
  },
];

describeModel(bookingSummaryMachine, {
  name: 'bookingSummary',
  inputs,
  events: {
    'summary.retry': [{ type: 'summary.retry' }],
    'summary.pay': [{ type: 'summary.pay' }],
    'summary.downpay': [{ type: 'summary.downpay' }],
    'summary.payInsurance': [{ type: 'summary.payInsurance' }],
    'summary.payWithCredit': [{ type: 'summary.payWithCredit' }],
    'credit.dismiss': [{ type: 'credit.dismiss' }],
    'insurance.dismiss': [{ type: 'insurance.dismiss' }],
    'share.copy': [{ type: 'share.copy', text: 'Reservé pádel' }],
    'share.messaging': [{ type: 'share.messaging', text: 'Reservé pádel' }],
    'calendar.download': [{ type: 'calendar.download' }],
  },
  outputs: {
    loadSummary: [summaryData(), colombianInsured(), CANCELLED, WITH_CREDIT],
    cashier: [{ result: 'chosen', choice }, { result: 'cancelled' }, { result: 'left' }],
    cashierReady: [undefined],
    pay: [approved],
    payWithCredit: [byCredit],
    settlePayment: [
      { result: 'summary', code: null },
      { result: 'dismissed', code: '-1698' },
      { result: 'redirected', code: null },
    ],
    copyText: [undefined],
    canReview: [true, false],
    requestReview: [true],
  },
  errors: {
    loadSummary: { '-404': apiError('-404', 404), '-1': apiError('-1', 500), other: new Error('network down') },
    // Every pay failure is the payment result's to show (its own model test covers each code).
    pay: { '-1698': apiError('-1698', 409), '-44': apiError('-44', 422), '-400': apiError('-400', 400) },
    // Each code of its table is shown in creditFailed (creditPaymentErrors).
    payWithCredit: { '-1698': apiError('-1698', 409), '-400': apiError('-400', 400), other: new Error('network down') },
    copyText: { denied: new Error('clipboard denied') },
    canReview: { '-1': apiError('-1', 500) },
    requestReview: { timeout: new Error('no answer') },
    // Children machines: their failures are their own model tests'.
    cashier: {},
    cashierReady: { notLoaded: new Error('chunk failed') },
    settlePayment: {},
  },
  journeys,
  serializeContext: (c) => ({
    id: c.bookingId,
    status: c.data?.booking.status ?? null,
    country: c.data?.booking.club_country ?? null,
    action: c.payAction,
    seen: c.insurancePromptSeen,
    review: c.reviewDecided,
    error: c.error?.code ?? null,
    creditError: c.creditError?.code ?? null,
    credit: c.data?.booking.creditBalance ?? null,
    request: c.paymentRequest,
  }),
  require: { states: true, errors: true, transitions: false },
});
