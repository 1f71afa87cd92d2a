// Model-based test of the bookings-list machine (/bookings): every state, every listed error code of
// the list loads, the cancel and the clipboard, plus journeys for the filters, the past month rule,
// paging, the cancel, the QR modal's 2 s 'copied', the payment trigger and the multi-product payment.
import { expect } from 'vitest';
import { bookingsListMachine, type BookingsListMachine } from '#machines/bookingsList/bookingsList.machine';
import { cancelErrors, creditErrors, listErrors, noticeTexts } from '#machines/bookingsList/bookingsList.errors';
import * as sel from '#machines/bookingsList/bookingsList.selectors';
import { describeModel, type EventFixtures, type Journey, type OutputFixtures } from './support/modelTest';
import { bookingsListRow as row, CHOICE, EMPTY, NOT_PAYABLE, PAGE_1, PAGE_2, PAID } from './fixtures/bookingsList';

type M = BookingsListMachine;
type J = Journey<M>;

const NOW = Date.parse('2026-03-15T12:00:00Z');
const apiError = (code: string, status: number) => Object.assign(new Error(code), { code, status });

const inputs = {
  bookings: { userId: 7, now: NOW },
  toPay: { userId: 7, now: NOW, toPay: true },
  trigger: { userId: 7, now: NOW, triggerBookingIdPayment: 11 },
  enrolments: { userId: 7, now: NOW, toEnrollments: true },
  matches: { userId: 7, now: NOW, mainFilterSelected: 3 as const },
  oneBooking: { userId: 7, now: NOW, bookingId: 12 },
};

const events: EventFixtures<M> = {
  'filter.main': [
    { type: 'filter.main', filter: 1 },
    { type: 'filter.main', filter: 2 },
    { type: 'filter.main', filter: 3 },
  ],
  'filter.sub': [
    { type: 'filter.sub', sub: 'active' },
    { type: 'filter.sub', sub: 'toPay' },
    { type: 'filter.sub', sub: 'past' },
  ],
  'filter.enrolments': [
    { type: 'filter.enrolments', sub: 'active' },
    { type: 'filter.enrolments', sub: 'past' },
  ],
  'filter.month': [
    { type: 'filter.month', year: 2026, month: 2 },
    { type: 'filter.month', year: 2015, month: 12 },
  ],
  'page.go': [
    { type: 'page.go', page: 2 },
    { type: 'page.go', page: 9 },
  ],
  'booking.cancel': [
    { type: 'booking.cancel', bookingId: 11 },
    { type: 'booking.cancel', bookingId: 13 },
  ],
  'cancel.confirm': [{ type: 'cancel.confirm' }],
  'cancel.dismiss': [{ type: 'cancel.dismiss' }],
  'booking.credit': [
    { type: 'booking.credit', bookingId: 13 },
    { type: 'booking.credit', bookingId: 11 },
  ],
  'credit.confirm': [{ type: 'credit.confirm' }],
  'credit.dismiss': [{ type: 'credit.dismiss' }],
  'booking.extras': [{ type: 'booking.extras', bookingId: 11 }],
  'booking.qr': [{ type: 'booking.qr', bookingId: 11 }],
  'qr.copy': [{ type: 'qr.copy' }],
  'qr.close': [{ type: 'qr.close' }],
  'booking.pay': [
    { type: 'booking.pay', bookingId: 11 },
    { type: 'booking.pay', bookingId: 13 },
  ],
  'select.toggle': [
    { type: 'select.toggle', bookingId: 11 },
    { type: 'select.toggle', bookingId: 14 },
  ],
  'select.pay': [{ type: 'select.pay' }],
  retry: [{ type: 'retry' }],
  'notice.dismiss': [{ type: 'notice.dismiss' }],
};

const outputs: OutputFixtures<M> = {
  loadPage: [PAGE_1, NOT_PAYABLE],
  cancelBooking: [{ id: 11, status: 'CANCELLED' }],
  convertToCredit: [{ creditAmount: 20000, creditBalance: 20000, currencyCode: 'CLP' }],
  // The extras child has its own model: here only how it ends.
  extras: [
    { bought: 2, pendingAmount: 9000 },
    { bought: 0, pendingAmount: null },
  ],
  copyCode: [undefined],
  cashierReady: [undefined],
  pay: [PAID],
  // The cashier and paymentResult children have their own models: here only how they end.
  cashier: [{ result: 'chosen', choice: CHOICE }, { result: 'cancelled' }, { result: 'left' }],
  settlePayment: [
    { result: 'summary', code: null },
    { result: 'dismissed', code: '-1698' },
  ],
};

const journeys: J[] = [
  {
    name: 'loads the active list, 5 per page, and goes to page 2',
    steps: [
      { check: ({ snapshot }) => expect(sel.isLoading(snapshot)).toBe(true) },
      { done: 'loadPage', output: PAGE_1 },
      { check: ({ snapshot }) => expect(sel.rows(snapshot).map((b) => b.id)).toEqual([11, 12, 13, 14]) },
      { type: 'page.go', page: 1 },
      { type: 'page.go', page: 4 },
      { type: 'page.go', page: 2 },
      { done: 'loadPage', output: PAGE_2 },
    ],
    end: { bookings: 'shown' },
    assert: ({ invocations, snapshot }) => {
      expect(invocations.map((i) => i.input)).toEqual([
        { userId: 7, list: 'active', page: 1, perPage: 5, yearMonth: null, onlyBookingId: null },
        { userId: 7, list: 'active', page: 2, perPage: 5, yearMonth: null, onlyBookingId: null },
      ]);
      expect(sel.pageInfo(snapshot)).toEqual({ page: 2, pageCount: 3, total: 14 });
    },
  },
  {
    name: 'past waits for a year AND a month, refuses 2015 (-71), then loads that month',
    steps: [
      { done: 'loadPage', output: PAGE_1 },
      { type: 'filter.sub', sub: 'past' },
      { check: ({ snapshot }) => expect(sel.asksForMonth(snapshot)).toBe(true) },
      // No pages of the active list while the past one waits for its month.
      { check: ({ snapshot }) => expect(sel.pageInfo(snapshot)).toEqual({ page: 1, pageCount: 1, total: 0 }) },
      { type: 'filter.month', year: 2015, month: 12 },
      { check: ({ snapshot }) => expect(sel.message(snapshot)?.text).toBe(listErrors['-71'].message) },
      { type: 'filter.month', year: 2026, month: 4 },
      { type: 'filter.month', year: 2026, month: 2 },
      { done: 'loadPage', output: EMPTY },
    ],
    end: { bookings: 'shown' },
    assert: ({ invocations, snapshot }) => {
      expect(invocations.map((i) => i.input)).toContainEqual({
        userId: 7,
        list: 'past',
        page: 1,
        perPage: 5,
        yearMonth: { year: 2026, month: 2 },
        onlyBookingId: null,
      });
      expect(invocations).toHaveLength(2);
      expect(sel.years(snapshot)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016]);
    },
  },
  {
    name: 'the server’s -71 goes back to the month picker; another code fails the list, retry reloads',
    steps: [
      { fail: 'loadPage', error: apiError('-64', 404) },
      { check: ({ snapshot }) => expect(sel.listFailed(snapshot)).toBe(true) },
      { type: 'retry' },
      { done: 'loadPage', output: PAGE_1 },
      { type: 'filter.sub', sub: 'past' },
      { type: 'filter.month', year: 2026, month: 3 },
      { fail: 'loadPage', error: apiError('-71', 422) },
    ],
    end: { bookings: 'choosingMonth' },
    assert: ({ snapshot }) => expect(sel.message(snapshot)?.text).toBe(listErrors['-71'].message),
  },
  {
    name: 'cancel asks first; confirmed, the list reloads with the cancelled notice',
    steps: [
      { done: 'loadPage', output: PAGE_1 },
      { type: 'booking.cancel', bookingId: 13 },
      { check: ({ snapshot }) => expect(sel.cancelTarget(snapshot)).toBeNull() },
      { type: 'booking.cancel', bookingId: 11 },
      { check: ({ snapshot }) => expect(sel.cancelTarget(snapshot)?.id).toBe(11) },
      { type: 'cancel.dismiss' },
      { type: 'booking.cancel', bookingId: 11 },
      { type: 'cancel.confirm' },
      { done: 'cancelBooking', output: { id: 11, status: 'CANCELLED' } },
      { done: 'loadPage', output: PAGE_2 },
    ],
    end: { bookings: 'shown' },
    context: { notice: 'cancelled' },
    assert: ({ invocations }) =>
      expect(invocations.filter((i) => i.src === 'cancelBooking').map((i) => i.input)).toEqual([{ bookingId: 11 }]),
  },
  {
    name: 'a refused cancel (-52) shows its message on the list',
    steps: [
      { done: 'loadPage', output: PAGE_1 },
      { type: 'booking.cancel', bookingId: 11 },
      { type: 'cancel.confirm' },
      { fail: 'cancelBooking', error: apiError('-52', 422) },
    ],
    end: { bookings: 'shown' },
    assert: ({ snapshot }) => expect(sel.message(snapshot)).toMatchObject({ kind: 'error', text: cancelErrors['-52'].message }),
  },
  {
    name: 'convert to credit: only a paid booking, asked first; done, the list reloads with what was credited',
    steps: [
      { done: 'loadPage', output: PAGE_1 },
      { type: 'booking.credit', bookingId: 11 },
      { check: ({ snapshot }) => expect(sel.creditTarget(snapshot)).toBeNull() },
      { type: 'booking.credit', bookingId: 13 },
      { check: ({ snapshot }) => expect(sel.creditTarget(snapshot)?.id).toBe(13) },
      { type: 'credit.dismiss' },
      { type: 'booking.credit', bookingId: 13 },
      { type: 'credit.confirm' },
      { check: ({ snapshot }) => expect(sel.isConverting(snapshot)).toBe(true) },
      { done: 'convertToCredit', output: { creditAmount: 20000, creditBalance: 35000, currencyCode: 'CLP' } },
      { done: 'loadPage', output: PAGE_2 },
    ],
    end: { bookings: 'shown' },
    assert: ({ invocations, snapshot }) => {
      expect(invocations.filter((i) => i.src === 'convertToCredit').map((i) => i.input)).toEqual([{ bookingId: 13 }]);
      expect(sel.credit(snapshot)).toEqual({ creditAmount: 20000, creditBalance: 35000, currencyCode: 'CLP' });
      expect(sel.message(snapshot)?.text).toBe(noticeTexts.converted);
    },
  },
  {
    name: 'a refused conversion (-52) shows the conversion’s own message, not the cancel’s',
    steps: [
      { done: 'loadPage', output: PAGE_1 },
      { type: 'booking.credit', bookingId: 13 },
      { type: 'credit.confirm' },
      { fail: 'convertToCredit', error: apiError('-52', 422) },
    ],
    end: { bookings: 'shown' },
    assert: ({ snapshot }) => expect(sel.message(snapshot)).toMatchObject({ kind: 'error', text: creditErrors['-52'].message }),
  },
  {
    name: 'extras: the modal opens for the booking; something bought reloads the list, nothing bought goes back',
    steps: [
      { done: 'loadPage', output: PAGE_1 },
      { type: 'booking.extras', bookingId: 11 },
      { check: ({ snapshot }) => expect(sel.extrasTarget(snapshot)?.id).toBe(11) },
      { done: 'extras', output: { bought: 0, pendingAmount: null } },
      { check: ({ snapshot }) => expect(sel.extrasTarget(snapshot)).toBeNull() },
      { type: 'booking.extras', bookingId: 11 },
      { done: 'extras', output: { bought: 2, pendingAmount: 9000 } },
      { done: 'loadPage', output: PAGE_1 },
    ],
    end: { bookings: 'shown' },
    context: { notice: 'extrasAdded' },
    assert: ({ invocations }) =>
      expect(invocations.filter((i) => i.src === 'extras').map((i) => i.input)).toEqual([{ bookingId: 11 }, { bookingId: 11 }]),
  },
  {
    name: 'the QR modal copies the code; "copied" clears after 2 s',
    steps: [
      { done: 'loadPage', output: PAGE_1 },
      { type: 'booking.qr', bookingId: 11 },
      { type: 'qr.copy' },
      { done: 'copyCode', output: undefined },
      { check: ({ snapshot }) => expect(sel.qr(snapshot)).toMatchObject({ code: 'A1B2C3D4E5F6', copied: true }) },
      { wait: 1999 },
      { check: ({ snapshot }) => expect(sel.qr(snapshot)?.copied).toBe(true) },
      { wait: 1 },
      { check: ({ snapshot }) => expect(sel.qr(snapshot)?.copied).toBe(false) },
      { type: 'qr.close' },
    ],
    end: { bookings: 'shown' },
    assert: ({ invocations }) => expect(invocations.find((i) => i.src === 'copyCode')?.input).toEqual({ text: 'A1B2C3D4E5F6' }),
  },
  {
    name: 'picks due bookings of one club in the to-pay list and pays them in ONE multi-product payment',
    input: inputs.toPay,
    steps: [
      { done: 'loadPage', output: PAGE_1 },
      { type: 'select.toggle', bookingId: 11 },
      { type: 'select.toggle', bookingId: 13 },
      { type: 'select.toggle', bookingId: 14 },
      { type: 'select.toggle', bookingId: 12 },
      { check: ({ snapshot }) => expect(sel.selectionTotal(snapshot)).toEqual({ count: 2, amount: 40000, currencyCode: 'CLP' }) },
      { type: 'select.pay' },
      { done: 'cashierReady', output: undefined },
      { done: 'cashier', output: { result: 'chosen', choice: CHOICE } },
      { done: 'pay', output: { ...PAID, productId: 4, productTransactionId: 77 } },
      { done: 'settlePayment', output: { result: 'summary', code: null } },
    ],
    end: 'left',
    assert: ({ invocations }) => {
      expect(invocations.find((i) => i.src === 'loadPage')?.input).toMatchObject({ list: 'toPay' });
      expect(invocations.find((i) => i.src === 'cashier')?.input).toMatchObject({
        userId: 7,
        clubId: 1,
        fopAmount: 40000,
        fopAction: 'pay',
      });
      const pay = invocations.find((i) => i.src === 'pay')?.input as { target: { kind: string; items: { id: number }[] } };
      expect(pay.target.kind).toBe('group');
      expect(pay.target.items.map((i) => i.id)).toEqual([11, 12]);
      expect(invocations.find((i) => i.src === 'settlePayment')?.input).toMatchObject({ product: 'multiple', id: 77 });
    },
  },
  {
    name: 'opening with a payment trigger starts that booking’s payment; a dismissed payment error reloads the list',
    input: inputs.trigger,
    steps: [
      { done: 'loadPage', output: { ...EMPTY, bookings: [row(11)], total_items: 1 } },
      { done: 'cashier', output: { result: 'chosen', choice: CHOICE } },
      { done: 'pay', output: PAID },
      { done: 'settlePayment', output: { result: 'dismissed', code: '-1698' } },
      { done: 'loadPage', output: PAGE_1 },
    ],
    end: { bookings: 'shown' },
    assert: ({ invocations, snapshot }) => {
      expect(invocations[0]).toMatchObject({ src: 'loadPage', input: { list: 'toPay', onlyBookingId: 11 } });
      expect(invocations.find((i) => i.src === 'pay')?.input).toMatchObject({
        target: { kind: 'single', item: { id: 11 } },
        choice: CHOICE,
      });
      expect(invocations.at(-1)?.input).toMatchObject({ list: 'toPay', onlyBookingId: null });
      expect(sel.subfilter(snapshot)).toBe('toPay');
    },
  },
  {
    name: 'a trigger for a booking with nothing due shows the list with a notice',
    input: inputs.trigger,
    steps: [
      { done: 'loadPage', output: NOT_PAYABLE },
      { done: 'loadPage', output: PAGE_1 },
    ],
    end: { bookings: 'shown' },
    context: { notice: 'notPayable', triggerBookingId: null },
  },
  {
    name: 'enrolments: active and past (after a month) are empty until activities exist; matches show their own view',
    input: inputs.enrolments,
    steps: [
      { check: ({ snapshot }) => expect(sel.screen(snapshot)).toBe('enrolments') },
      { type: 'filter.enrolments', sub: 'past' },
      { check: ({ snapshot }) => expect(sel.asksForMonth(snapshot)).toBe(true) },
      { type: 'filter.month', year: 2026, month: 1 },
      { type: 'filter.main', filter: 3 },
      { check: ({ snapshot }) => expect(sel.screen(snapshot)).toBe('matches') },
      { type: 'filter.main', filter: 1 },
      { done: 'loadPage', output: PAGE_1 },
    ],
    end: { bookings: 'shown' },
    assert: ({ invocations }) => expect(invocations).toHaveLength(1),
  },
  {
    name: 'the route’s bookingId shows only that booking among the active ones',
    input: inputs.oneBooking,
    steps: [{ done: 'loadPage', output: PAGE_1 }],
    end: { bookings: 'shown' },
    assert: ({ invocations }) => expect(invocations[0]?.input).toMatchObject({ list: 'active', onlyBookingId: 12 }),
  },
];

describeModel(bookingsListMachine, {
  name: 'bookingsList',
  inputs,
  events,
  outputs,
  errors: {
    loadPage: { '-71': apiError('-71', 422), '-64': apiError('-64', 404), other: new Error('network down') },
    cancelBooking: { '-52': apiError('-52', 422), '-64': apiError('-64', 404), other: apiError('-1', 500) },
    convertToCredit: { '-52': apiError('-52', 422), '-404': apiError('-404', 404), other: apiError('-1', 500) },
    extras: {},
    copyCode: { denied: new Error('NotAllowedError') },
    cashierReady: { notLoaded: new Error('chunk failed') },
    // The pay actor never rejects: its outcome (answer or error) is the paymentResult child's input.
    pay: {},
    cashier: {},
    settlePayment: {},
  },
  journeys,
  serializeContext: (c) => ({
    main: c.mainFilter,
    sub: c.subfilter,
    esub: c.enrolmentSubfilter,
    ym: c.yearMonth !== null,
    page: c.page,
    trigger: c.triggerBookingId,
    rows: c.result?.bookings.length ?? null,
    target: c.target?.id ?? null,
    selected: c.selected.map((s) => s.id),
    pay: c.payTarget?.kind ?? null,
    error: c.error?.code ?? null,
    notice: c.notice,
    errorOf: c.errorOf,
  }),
  require: { states: true, errors: true },
});
