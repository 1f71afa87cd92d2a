// Model-based test of the payment-result machine: every state, transition and error code of
// paymentErrors, over the production machine, plus journeys with pinned end states.
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { paymentResultMachine, type PaymentResultMachine } from '#machines/paymentResult/paymentResult.machine';
import { paymentErrors, type PaymentErrorCode } from '#machines/paymentResult/paymentResult.errors';
import { errorModal, isSettling } from '#machines/paymentResult/paymentResult.selectors';
import { paymentErrorPages } from '#machines/paymentResult/paymentResult.routes';
import type { PaymentAnswer, PaymentResultInput, ProductKind } from '#machines/paymentResult/paymentResult.types';
import { describeModel, type ErrorFixtures, type OutputFixtures } from './support/modelTest';

type M = PaymentResultMachine;

const approved: PaymentAnswer = { paymentData: { status: 'APPROVED' } };
const free: PaymentAnswer = {};
const pending: PaymentAnswer = { paymentData: { status: 'PENDING', redirectURL: 'https://provider.example/pay/1' } };
const speed: PaymentAnswer = { paymentData: { status: 'REJECTED', errCategory: 'FOP_SPEED' } };
const rejected: PaymentAnswer = { paymentData: { status: 'REJECTED' } };

// Every code of the table, with the error the call rejects with; 'other' is an unlisted code.
const errorExamples = {
  '-44': { code: '-44', status: 400 },
  '-1698': { code: '-1698', status: 400 },
  '-133': { code: '-133', status: 400 },
  '-92': { code: '-92', status: 400, details: { webpay_id: 'wp-77' } },
  '-4498': { code: '-4498', status: 400 },
  other: { code: '-1', status: 500 },
} satisfies Record<PaymentErrorCode | 'other', object>;

const outputs: OutputFixtures<M> = { readOutcome: [approved, free, pending, speed, rejected] };
const errors: ErrorFixtures<M> = { readOutcome: errorExamples };
const input = (product: ProductKind, answer: PaymentAnswer | null, error?: unknown): PaymentResultInput => ({
  product,
  id: 42,
  outcome: error ? { error } : { answer: answer ?? {} },
});

describeModel(paymentResultMachine, {
  name: 'paymentResult',
  inputs: { booking: input('booking', approved) },
  events: { 'result.dismiss': [{ type: 'result.dismiss' }] },
  outputs,
  errors,
  require: { states: true, errors: true, transitions: true },
  journeys: [
    {
      name: 'APPROVED booking: purchase tracked, booking summary opened',
      steps: [{ done: 'readOutcome', output: approved }],
      end: 'summary',
      assert: ({ effects }) =>
        expect(effects).toEqual([
          { type: 'trackPurchase', params: { orderId: '1-42', product: 'booking' } },
          { type: 'navigate', params: { to: '/summary/42' } },
        ]),
    },
    {
      name: 'PENDING: the provider redirect URL is opened',
      steps: [{ done: 'readOutcome', output: pending }],
      end: 'redirected',
      assert: ({ effects }) =>
        expect(effects).toContainEqual({ type: 'redirectExternal', params: { url: 'https://provider.example/pay/1' } }),
    },
    {
      name: 'FOP_SPEED: error page 400 with the speed texts',
      steps: [{ done: 'readOutcome', output: speed }],
      end: 'errorPage',
      assert: ({ effects }) => expect(effects).toContainEqual({ type: 'showErrorPage', params: paymentErrorPages.speed }),
    },
    {
      name: 'another status: error page 400 with the generic payment texts',
      steps: [{ done: 'readOutcome', output: rejected }],
      end: 'errorPage',
      assert: ({ effects }) => expect(effects).toContainEqual({ type: 'showErrorPage', params: paymentErrorPages.generic }),
    },
    {
      name: '-4498: modal, then bookings with toPay',
      steps: [{ fail: 'readOutcome', error: errorExamples['-4498'] }, { type: 'result.dismiss' }],
      end: 'left',
      assert: ({ effects }) => expect(effects).toContainEqual({ type: 'navigate', params: { to: '/bookings?toPay=1' } }),
    },
    {
      name: '-92: straight to the card provider page with webpay_id',
      steps: [{ fail: 'readOutcome', error: errorExamples['-92'] }],
      end: 'providerPage',
      assert: ({ effects }) => expect(effects).toContainEqual({ type: 'navigate', params: { to: '/webpay?webpay_id=wp-77' } }),
    },
  ],
});

/** Runs the real machine (its own readOutcome) to its end and returns the output and effects. */
async function settle(product: ProductKind, outcome: PaymentResultInput['outcome'], dismiss = false) {
  const effects: Array<{ type: string; params: unknown }> = [];
  const record = (type: string) => (_: unknown, params: unknown) => effects.push({ type, params });
  const machine = paymentResultMachine.provide({
    actions: {
      navigate: record('navigate'),
      redirectExternal: record('redirectExternal'),
      showErrorPage: record('showErrorPage'),
      trackPurchase: record('trackPurchase'),
    },
  });
  const actor = createActor(machine, { input: { product, id: 'abc', outcome } }).start();
  expect(isSettling(actor.getSnapshot())).toBe(true);
  if (dismiss) {
    await new Promise((r) => setTimeout(r, 0));
    actor.send({ type: 'result.dismiss' });
  }
  const output = await toPromise(actor);
  return { output, effects };
}

describe('payment result (real readOutcome)', () => {
  it.each([
    ['booking', '/summary/abc', '1-abc'],
    ['activity', '/activity_summary/abc', '2-abc'],
    ['couponPack', '/coupon_pack_summary/abc', 'couponPack-abc'],
    ['multiple', '/multiple_product_summary/abc', '4-abc'],
    ['prime', '/profile/prime', 'prime-abc'],
  ] as const)('%s: approved goes to %s', async (product, to, orderId) => {
    const { output, effects } = await settle(product, { answer: approved });
    expect(output).toEqual({ result: 'summary', code: null });
    expect(effects).toEqual([
      { type: 'trackPurchase', params: { orderId, product } },
      { type: 'navigate', params: { to } },
    ]);
  });

  it('a PENDING answer without redirectURL is not validated: error page', async () => {
    const { output } = await settle('booking', { answer: { paymentData: { status: 'PENDING' } } });
    expect(output.result).toBe('errorPage');
  });

  it('-1698 and -133 show their modal and leave the caller where it was', async () => {
    for (const code of ['-1698', '-133'] as const) {
      const { output, effects } = await settle('booking', { error: errorExamples[code] }, true);
      expect(output).toEqual({ result: 'dismissed', code });
      expect(effects).toEqual([]);
    }
  });

  it('-44 goes to bookings after the modal', async () => {
    const { output, effects } = await settle('activity', { error: errorExamples['-44'] }, true);
    expect(output).toEqual({ result: 'left', code: '-44' });
    expect(effects).toEqual([{ type: 'navigate', params: { to: '/bookings' } }]);
  });

  it('the modal shows the row of the table, or the generic one for an unlisted code', async () => {
    const actor = createActor(paymentResultMachine, { input: input('booking', null, { code: '-999' }) }).start();
    await new Promise((r) => setTimeout(r, 0));
    expect(errorModal(actor.getSnapshot())).toBe(paymentErrors.other);
    const known = createActor(paymentResultMachine, { input: input('booking', null, errorExamples['-133']) }).start();
    await new Promise((r) => setTimeout(r, 0));
    expect(errorModal(known.getSnapshot())).toBe(paymentErrors['-133']);
  });
});
