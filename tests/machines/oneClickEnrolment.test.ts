// Model-based test of the one-click enrolment machine (/webpayoneclickenroll, /webpayoneclick):
// every state and transition over the production machine, the 1 s polling on the fake clock,
// the links and the retry; plus journeys with pinned end states.
import { describe, expect, it } from 'vitest';
import {
  ONE_CLICK_POLL_MS,
  oneClickEnrolmentMachine,
  type OneClickEnrolmentMachine,
} from '#machines/oneClickEnrolment/oneClickEnrolment.machine';
import { offeredLinks } from '#machines/oneClickEnrolment/oneClickEnrolment.links';
import { failureMessage, links, status } from '#machines/oneClickEnrolment/oneClickEnrolment.selectors';
import { PROVIDER_PROBLEM } from '#machines/oneClickEnrolment/oneClickEnrolment.errors';
import type { OneClickLink } from '#machines/oneClickEnrolment/oneClickEnrolment.types';
import { describeModel, type Journey } from './support/modelTest';
import { oneClickAnswers, oneClickErrors, oneClickInputs, PARTNER_URL, PROVIDER_ENROL_URL, SUMMARY_RETURN } from './fixtures/oneClickData';

type J = Journey<OneClickEnrolmentMachine>;
const follow = (link: OneClickLink) => ({ type: 'link.follow', link }) as const;

const journeys: J[] = [
  {
    name: 'a one-click payment the issuer refused is ERROR, though its card is enrolled (never "approved")',
    input: oneClickInputs.payment,
    steps: [{ done: 'checkOneClickStatus', output: oneClickAnswers.paymentRefused }],
    end: 'failed',
  },
  {
    name: "a card enrolled from a booking's cashier: straight back to that booking's summary (its payment goes on)",
    input: oneClickInputs.fromBooking,
    steps: [{ done: 'checkOneClickStatus', output: oneClickAnswers.enrolledFromCashier }],
    end: 'returning',
    assert: ({ effects }) => expect(effects).toEqual([{ type: 'navigate', params: { to: SUMMARY_RETURN } }]),
  },
  {
    name: 'enrolled from the profile with a return address: the page and its links, no jump',
    input: oneClickInputs.fromBooking,
    steps: [{ done: 'checkOneClickStatus', output: oneClickAnswers.enrolled }],
    end: 'ok',
  },
  {
    name: 'a failed enrolment from a booking: the retry keeps the way back',
    input: oneClickInputs.fromBooking,
    steps: [{ done: 'checkOneClickStatus', output: oneClickAnswers.refusedWithRedirect }, { type: 'enrolment.retry' }],
    end: 'enrolling',
    assert: ({ invocations }) =>
      expect(invocations[1]).toMatchObject({
        src: 'startOneClickEnrolment',
        input: { userId: 10, source: 'cashier', returnTo: SUMMARY_RETURN },
      }),
  },
  {
    name: 'empty response code twice, then enrolled 1: OK after 2 polls',
    input: oneClickInputs.enrol,
    steps: [
      { done: 'checkOneClickStatus', output: oneClickAnswers.waiting },
      { check: ({ snapshot }) => expect(status(snapshot)).toBeNull() },
      { wait: ONE_CLICK_POLL_MS },
      { done: 'checkOneClickStatus', output: oneClickAnswers.waiting },
      { wait: ONE_CLICK_POLL_MS },
      { done: 'checkOneClickStatus', output: oneClickAnswers.enrolled },
      { wait: 5 * ONE_CLICK_POLL_MS },
    ],
    end: 'ok',
    assert: ({ snapshot, invocations }) => {
      expect(status(snapshot)).toBe('OK');
      expect(invocations.map((i) => i.input)).toEqual(Array(3).fill({ page: 'enrol', token: 'tbk-1', id: null }));
      expect(links(snapshot)).toEqual(['return', 'creditCards', 'profileMenu', 'bookings']);
    },
  },
  {
    name: 'OK: the return link goes back where the enrolment started',
    input: oneClickInputs.enrol,
    steps: [{ done: 'checkOneClickStatus', output: oneClickAnswers.enrolled }, follow('return')],
    end: 'left',
    assert: ({ effects }) => expect(effects).toEqual([{ type: 'navigate', params: { to: '/payment?clubId=1' } }]),
  },
  {
    name: 'OK from prime: the redirect URL leaves the app; /profile/prime is offered',
    input: oneClickInputs.payment,
    steps: [
      { done: 'checkOneClickStatus', output: oneClickAnswers.enrolledPrime },
      { check: ({ snapshot }) => expect(links(snapshot)).toEqual(['redirect', 'prime', 'creditCards', 'profileMenu', 'bookings']) },
      follow('redirect'),
    ],
    end: 'left',
    assert: ({ effects }) => expect(effects).toEqual([{ type: 'redirectExternal', params: { url: PARTNER_URL } }]),
  },
  {
    name: 'ERROR, retry: a new enrolment at the provider',
    input: oneClickInputs.enrol,
    steps: [
      { done: 'checkOneClickStatus', output: oneClickAnswers.refused },
      { check: ({ snapshot }) => expect(status(snapshot)).toBe('ERROR') },
      { type: 'enrolment.retry' },
      { done: 'startOneClickEnrolment', output: { redirectURL: PROVIDER_ENROL_URL } },
    ],
    end: 'redirected',
    assert: ({ effects, invocations }) => {
      expect(invocations[1]).toMatchObject({ src: 'startOneClickEnrolment', input: { userId: 10, source: 'prime' } });
      expect(effects).toEqual([{ type: 'redirectExternal', params: { url: PROVIDER_ENROL_URL } }]);
    },
  },
  {
    name: 'a failed retry shows the payment-provider-problem message and stays on ERROR',
    input: oneClickInputs.enrol,
    steps: [
      { fail: 'checkOneClickStatus', error: oneClickErrors.checkOneClickStatus.other },
      { type: 'enrolment.retry' },
      { fail: 'startOneClickEnrolment', error: oneClickErrors.startOneClickEnrolment.other },
    ],
    end: 'failed',
    assert: ({ snapshot }) => expect(failureMessage(snapshot)).toBe(PROVIDER_PROBLEM),
  },
  {
    name: 'a link that is not offered is ignored (prime links without a prime enrolment)',
    input: oneClickInputs.payment,
    steps: [{ done: 'checkOneClickStatus', output: oneClickAnswers.enrolled }, follow('prime'), follow('redirect')],
    end: 'ok',
  },
  {
    name: 'no token: ERROR at once, without a call',
    input: oneClickInputs.noToken,
    steps: [],
    end: 'failed',
    assert: ({ invocations }) => expect(invocations).toEqual([]),
  },
];

const allLinks: OneClickLink[] = ['creditCards', 'profileMenu', 'bookings', 'primeSubscribe', 'prime', 'return', 'redirect'];

describeModel(oneClickEnrolmentMachine, {
  name: 'oneClickEnrolment',
  inputs: oneClickInputs,
  events: {
    'link.follow': allLinks.map(follow),
    'enrolment.retry': [{ type: 'enrolment.retry' }],
  },
  outputs: {
    checkOneClickStatus: Object.values(oneClickAnswers),
    startOneClickEnrolment: [{ redirectURL: PROVIDER_ENROL_URL }],
  },
  errors: oneClickErrors,
  journeys,
  serializeContext: (c) => ({
    page: c.page,
    ref: c.token ?? c.id,
    userId: c.userId,
    returnTo: c.returnTo,
    info: c.info,
    error: c.error?.call ?? null,
  }),
  require: { states: true, errors: true, transitions: true },
});

describe('one-click links', () => {
  it('always offer credit cards, profile menu and bookings', () => {
    expect(offeredLinks({ info: null, returnTo: null }, 'ERROR')).toEqual(['creditCards', 'profileMenu', 'bookings']);
  });
  it('prime: /profile/prime when OK, the offers when ERROR', () => {
    expect(offeredLinks({ info: { enrolled: 1, responsecode: '0', source: 'prime' }, returnTo: null }, 'OK')).toContain('prime');
    expect(offeredLinks({ info: { enrolled: 1, responsecode: '0', source: 'prime' }, returnTo: null }, 'ERROR')).toContain(
      'primeSubscribe',
    );
  });
});
