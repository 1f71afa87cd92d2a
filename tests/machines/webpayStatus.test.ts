// Model-based test of the webpay status machine (/webpay and /webpay_redirect): every state and
// transition over the production machine, PENDING polled on the fake clock, plus journeys.
import { expect } from 'vitest';
import { webpayStatusMachine, WEBPAY_POLL_MS, type WebpayStatusMachine } from '#machines/webpayStatus/webpayStatus.machine';
import { displayStatus, isPolling } from '#machines/webpayStatus/webpayStatus.selectors';
import { describeModel, type Journey } from './support/modelTest';
import { PROVIDER_URL, RETURN_URL, webpayAnswers, webpayErrors, webpayInputs } from './fixtures/webpayData';

type J = Journey<WebpayStatusMachine>;

const journeys: J[] = [
  {
    name: 'PENDING, PENDING, APPROVED: polled every second, the form is posted once, after 2 polls',
    input: webpayInputs.byToken,
    steps: [
      { done: 'checkPaymentStatus', output: webpayAnswers.pending },
      { check: ({ snapshot }) => expect(displayStatus(snapshot)).toBe('PENDING') },
      { wait: WEBPAY_POLL_MS - 1 },
      { check: ({ invocations }) => expect(invocations).toHaveLength(1) },
      { wait: 1 },
      { done: 'checkPaymentStatus', output: webpayAnswers.pending },
      { wait: WEBPAY_POLL_MS },
      { check: ({ snapshot }) => expect(isPolling(snapshot)).toBe(true) },
      { done: 'checkPaymentStatus', output: webpayAnswers.approved },
      { wait: 10 * WEBPAY_POLL_MS },
    ],
    end: 'returning',
    assert: ({ snapshot, effects, invocations, elapsed }) => {
      expect(displayStatus(snapshot)).toBe('APPROVED');
      expect(invocations.map((i) => i.input)).toEqual(Array(3).fill({ token: 'tok-1', webpayId: 'wp-1' }));
      expect(elapsed).toBe(2 * WEBPAY_POLL_MS + 10 * WEBPAY_POLL_MS);
      expect(effects).toEqual([{ type: 'postForm', params: { url: RETURN_URL, fields: { token_ws: 'tok-1', webpay_id: 'wp-1' } } }]);
    },
  },
  {
    name: 'VOID displays as REJECTED, and polling stops',
    input: webpayInputs.byToken,
    steps: [{ done: 'checkPaymentStatus', output: webpayAnswers.void }, { wait: 5 * WEBPAY_POLL_MS }],
    end: 'rejected',
    assert: ({ snapshot, invocations, effects }) => {
      expect(displayStatus(snapshot)).toBe('REJECTED');
      expect(invocations).toHaveLength(1);
      expect(effects).toEqual([]);
    },
  },
  {
    name: 'an error while polling displays as REJECTED',
    input: webpayInputs.byWebpayId,
    steps: [
      { done: 'checkPaymentStatus', output: webpayAnswers.pending },
      { wait: WEBPAY_POLL_MS },
      { fail: 'checkPaymentStatus', error: webpayErrors.other },
    ],
    end: 'rejected',
    context: { error: { code: '-1', status: 500, details: undefined } },
    assert: ({ snapshot }) => expect(displayStatus(snapshot)).toBe('REJECTED'),
  },
  {
    name: '/webpay_redirect posts the token to the provider page the server names',
    input: webpayInputs.redirect,
    steps: [{ done: 'checkPaymentStatus', id: 'loadProviderForm', output: webpayAnswers.providerForm }],
    end: 'submittingToProvider',
    assert: ({ effects }) =>
      expect(effects).toEqual([{ type: 'postForm', params: { url: PROVIDER_URL, fields: { token_ws: 'tok-1', webpay_id: 'wp-1' } } }]),
  },
  {
    name: '/webpay_redirect without a token closes the window',
    input: webpayInputs.redirectNoToken,
    steps: [],
    end: 'closed',
    assert: ({ effects, invocations }) => {
      expect(effects).toEqual([{ type: 'closeWindow', params: undefined }]);
      expect(invocations).toEqual([]);
    },
  },
];

describeModel(webpayStatusMachine, {
  name: 'webpayStatus',
  inputs: webpayInputs,
  events: {},
  outputs: { checkPaymentStatus: Object.values(webpayAnswers) },
  errors: { checkPaymentStatus: webpayErrors },
  journeys,
  serializeContext: (c) => ({
    page: c.page,
    token: c.token,
    webpayId: c.webpayId,
    status: c.answer?.status ?? null,
    error: c.error?.code ?? null,
  }),
  require: { states: true, errors: true, transitions: true },
});
