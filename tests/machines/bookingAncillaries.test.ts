// Model-based test of buying extras for a booking (the /bookings modal): every state, every listed
// code of its two calls (-404 and others on the load; -299, -404 and others on the purchase), plus
// journeys: one unit at a time up to max_items, a refused purchase, a failed load retried.
import { expect } from 'vitest';
import { bookingAncillariesMachine, type BookingAncillariesMachine } from '#machines/bookingAncillaries/bookingAncillaries.machine';
import { buyExtraErrors, loadExtrasErrors } from '#machines/bookingAncillaries/bookingAncillaries.errors';
import * as sel from '#machines/bookingAncillaries/bookingAncillaries.selectors';
import type { BookingAncillary, ExtrasList } from '#machines/bookingAncillaries/bookingAncillaries.types';
import { describeModel, type EventFixtures, type Journey, type OutputFixtures } from './support/modelTest';

type M = BookingAncillariesMachine;
type J = Journey<M>;

const apiError = (code: string, status: number) => Object.assign(new Error(code), { code, status });

const extra = (id: number, over: Partial<BookingAncillary> = {}): BookingAncillary => ({
  club_ancillary_id: id,
  name: id === 1 ? 'Tubo de pelotas' : 'Arriendo de paleta',
  amount: id === 1 ? 4500 : 3000,
  online_payment: id === 1 ? 'Y' : 'N',
  min_items: 0,
  max_items: id === 1 ? 2 : 0,
  quantity: 0,
  ...over,
});
const LIST: ExtrasList = { ancillaries: [extra(1), extra(2)], currencyCode: 'CLP' };
const ONE_BALL: ExtrasList = { ancillaries: [extra(1, { quantity: 1 }), extra(2)], currencyCode: 'CLP' };
const FULL: ExtrasList = { ancillaries: [extra(1, { quantity: 2 }), extra(2)], currencyCode: 'CLP' };

const inputs = { booking: { bookingId: 11 } };

const events: EventFixtures<M> = {
  'extras.buy': [
    { type: 'extras.buy', ancillaryId: 1 },
    { type: 'extras.buy', ancillaryId: 99 },
  ],
  'extras.retry': [{ type: 'extras.retry' }],
  'extras.close': [{ type: 'extras.close' }],
};

const outputs: OutputFixtures<M> = {
  loadExtras: [LIST, FULL],
  buyExtra: [{ ok: true, message: 'Tubo de pelotas', pendingAmount: 4500 }],
};

const journeys: J[] = [
  {
    name: 'adds one unit at a time up to max_items, then the extra cannot be added; closing reports what was bought',
    steps: [
      { check: ({ snapshot }) => expect(sel.isLoading(snapshot)).toBe(true) },
      { done: 'loadExtras', output: LIST },
      { check: ({ snapshot }) => expect(sel.extras(snapshot).map((e) => e.canAdd)).toEqual([true, true]) },
      { type: 'extras.buy', ancillaryId: 1 },
      { check: ({ snapshot }) => expect(sel.busyWith(snapshot)).toBe(1) },
      { done: 'buyExtra', output: { ok: true, message: 'Tubo de pelotas', pendingAmount: 4500 } },
      { done: 'loadExtras', output: ONE_BALL },
      { type: 'extras.buy', ancillaryId: 1 },
      { done: 'buyExtra', output: { ok: true, message: 'Tubo de pelotas', pendingAmount: 9000 } },
      { done: 'loadExtras', output: FULL },
      { check: ({ snapshot }) => expect(sel.extras(snapshot).map((e) => e.canAdd)).toEqual([false, true]) },
      { check: ({ snapshot }) => expect(sel.lastBought(snapshot)).toEqual({ name: 'Tubo de pelotas', pendingAmount: 9000 }) },
      // Past max_items and an unknown extra: nothing is called.
      { type: 'extras.buy', ancillaryId: 1 },
      { type: 'extras.buy', ancillaryId: 99 },
      { type: 'extras.close' },
    ],
    end: 'closed',
    assert: ({ invocations, snapshot }) => {
      expect(invocations.filter((i) => i.src === 'buyExtra').map((i) => i.input)).toEqual([
        { bookingId: 11, ancillaryId: 1 },
        { bookingId: 11, ancillaryId: 1 },
      ]);
      expect(invocations[0]).toMatchObject({ src: 'loadExtras', input: { bookingId: 11 } });
      expect(snapshot.output).toEqual({ bought: 2, pendingAmount: 9000 });
    },
  },
  {
    name: 'a refused purchase (-299) stays on the choice with its message; closing reports nothing bought',
    steps: [
      { done: 'loadExtras', output: LIST },
      { type: 'extras.buy', ancillaryId: 1 },
      { fail: 'buyExtra', error: apiError('-299', 422) },
      { check: ({ snapshot }) => expect(sel.problem(snapshot)).toBe(buyExtraErrors['-299'].message) },
      { type: 'extras.close' },
    ],
    end: 'closed',
    assert: ({ snapshot }) => expect(snapshot.output).toEqual({ bought: 0, pendingAmount: null }),
  },
  {
    name: 'a failed load (another user’s booking, -404) offers a retry',
    steps: [
      { fail: 'loadExtras', error: apiError('-404', 404) },
      { check: ({ snapshot }) => expect(sel.loadFailed(snapshot)).toBe(true) },
      { check: ({ snapshot }) => expect(sel.problem(snapshot)).toBe(loadExtrasErrors['-404'].message) },
      { type: 'extras.retry' },
      { done: 'loadExtras', output: LIST },
    ],
    end: 'choosing',
    assert: ({ snapshot }) => expect(sel.problem(snapshot)).toBeNull(),
  },
];

describeModel(bookingAncillariesMachine, {
  name: 'bookingAncillaries',
  inputs,
  events,
  outputs,
  errors: {
    loadExtras: { '-404': apiError('-404', 404), other: new Error('network down') },
    buyExtra: { '-299': apiError('-299', 422), '-404': apiError('-404', 404), other: apiError('-1', 500) },
  },
  journeys,
  serializeContext: (c) => ({
    list: c.list?.ancillaries.map((a) => a.quantity) ?? null,
    buying: c.buying,
    bought: c.bought,
    error: c.error?.code ?? null,
  }),
  require: { states: true, errors: true },
});
