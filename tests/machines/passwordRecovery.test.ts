// Model-based tests of the password-recovery machines (spec part 3 §2 /forgot_password and
// /reset_password, §8 "Reset password"): every state, every transition and every row of
// forgotErrors and resetErrors, plus journeys with pinned end states.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { forgotPasswordMachine, type ForgotPasswordMachine } from '#machines/passwordRecovery/forgotPassword.machine';
import { forgotErrors, resetErrors, type ForgotErrorCode, type ResetErrorCode } from '#machines/passwordRecovery/passwordRecovery.errors';
import {
  forgotNotice,
  hasReset,
  isResetting,
  isSending,
  linkRejected,
  method,
  resetEmail,
  resetNotice,
  showsResetForm,
  wasSent,
} from '#machines/passwordRecovery/passwordRecovery.selectors';
import type { ForgotContext, ResetContext } from '#machines/passwordRecovery/passwordRecovery.types';
import { resetPasswordMachine, type ResetPasswordMachine } from '#machines/passwordRecovery/resetPassword.machine';
import { resetLinkFrom } from '#machines/passwordRecovery/resetPassword.request';
import { describeModel, type ErrorFixtures, type EventFixtures, type OutputFixtures } from './support/modelTest';

const byEmail = { by: 'email', email: 'martina@example.com' } as const;
const byDocument = { by: 'document', foid_country: 'CL', foid_type: 'NI', foid_number: '11.111.111-1' } as const;

const forgotErrorExamples = {
  '-48': { code: '-48', status: 429 },
  '-918': { code: '-918', status: 400 },
  NETWORK: { code: 'NETWORK', status: 0 },
  other: { code: '-1', status: 500 },
} satisfies Record<ForgotErrorCode | 'other', object>;

const forgotEvents: EventFixtures<ForgotPasswordMachine> = {
  'recovery.method': [
    { type: 'recovery.method', method: 'document' },
    { type: 'recovery.method', method: 'email' },
  ],
  'recovery.submit': [
    { type: 'recovery.submit', request: byEmail },
    { type: 'recovery.submit', request: byDocument },
  ],
  'recovery.edit': [{ type: 'recovery.edit' }],
  'recovery.restart': [{ type: 'recovery.restart' }],
};
const forgotOutputs: OutputFixtures<ForgotPasswordMachine> = { requestReset: [undefined] };
const forgotFailures: ErrorFixtures<ForgotPasswordMachine> = { requestReset: forgotErrorExamples };

describeModel(forgotPasswordMachine, {
  name: 'forgotPassword',
  inputs: { byEmail: {}, byDocument: { method: 'document' } },
  events: forgotEvents,
  outputs: forgotOutputs,
  errors: forgotFailures,
  serializeContext: (c: ForgotContext) => ({ method: c.method, by: c.request?.by ?? null, code: c.error?.code ?? null }),
  require: { states: true, errors: true, transitions: true },
  journeys: [
    {
      name: 'by e-mail: the request is sent, then "check your e-mail"',
      steps: [
        { type: 'recovery.submit', request: byEmail },
        { check: ({ snapshot }) => expect(isSending(snapshot)).toBe(true) },
        { done: 'requestReset', output: undefined },
      ],
      end: 'sent',
      assert: ({ snapshot, invocations }) => {
        expect(wasSent(snapshot)).toBe(true);
        expect(invocations).toEqual([{ id: 'requestReset', src: 'requestReset', input: byEmail }]);
      },
    },
    {
      name: 'by document: switching the method, an invalid document (-918) shows its notice, editing clears it',
      steps: [
        { type: 'recovery.method', method: 'document' },
        { check: ({ snapshot }) => expect(method(snapshot)).toBe('document') },
        { type: 'recovery.submit', request: byDocument },
        { fail: 'requestReset', error: forgotErrorExamples['-918'] },
        { check: ({ snapshot }) => expect(forgotNotice(snapshot)).toBe(forgotErrors['-918']) },
        { type: 'recovery.edit' },
      ],
      end: 'editing',
      context: { method: 'document', error: null },
      assert: ({ snapshot, invocations }) => {
        expect(forgotNotice(snapshot)).toBeNull();
        expect(invocations[0].input).toEqual(byDocument);
      },
    },
    {
      name: '-48: too many requests, the form stays with the abuse notice; after "sent" the user can start again',
      steps: [
        { type: 'recovery.submit', request: byEmail },
        { fail: 'requestReset', error: forgotErrorExamples['-48'] },
        { check: ({ snapshot }) => expect(forgotNotice(snapshot)).toBe(forgotErrors['-48']) },
        { type: 'recovery.submit', request: byEmail },
        { done: 'requestReset', output: undefined },
        { type: 'recovery.restart' },
      ],
      end: 'editing',
      assert: ({ snapshot }) => {
        expect(wasSent(snapshot)).toBe(false);
        expect(forgotNotice(snapshot)).toBeNull();
      },
    },
  ],
});

const link = { email: 'martina@example.com', token: 'tok-123' };
const NEW_PASSWORD = 'New-pass-456';

const resetErrorExamples = {
  '-37': { code: '-37', status: 400 },
  '-48': { code: '-48', status: 429 },
  NETWORK: { code: 'NETWORK', status: 0 },
  other: { code: '-1', status: 500 },
} satisfies Record<ResetErrorCode | 'other', object>;

const resetEvents: EventFixtures<ResetPasswordMachine> = {
  'reset.submit': [{ type: 'reset.submit', password: NEW_PASSWORD }],
  'reset.edit': [{ type: 'reset.edit' }],
};
const resetOutputs: OutputFixtures<ResetPasswordMachine> = { resetPassword: [undefined] };
const resetFailures: ErrorFixtures<ResetPasswordMachine> = { resetPassword: resetErrorExamples };

describeModel(resetPasswordMachine, {
  name: 'resetPassword',
  inputs: { link, noLink: null },
  events: resetEvents,
  outputs: resetOutputs,
  errors: resetFailures,
  serializeContext: (c: ResetContext) => ({ link: c.link !== null, password: c.password !== null, code: c.error?.code ?? null }),
  require: { states: true, errors: true, transitions: true },
  journeys: [
    {
      name: "success: the link's e-mail and token go with the new password, then to login with the e-mail",
      steps: [
        { check: ({ snapshot }) => expect(showsResetForm(snapshot)).toBe(true) },
        { type: 'reset.submit', password: NEW_PASSWORD },
        { check: ({ snapshot }) => expect(isResetting(snapshot)).toBe(true) },
        { done: 'resetPassword', output: undefined },
      ],
      end: 'done',
      context: { password: null },
      assert: ({ snapshot, invocations, effects }) => {
        expect(hasReset(snapshot)).toBe(true);
        expect(invocations).toEqual([{ id: 'resetPassword', src: 'resetPassword', input: { ...link, password: NEW_PASSWORD } }]);
        expect(effects).toEqual([{ type: 'goToLogin', params: { email: link.email } }]);
      },
    },
    {
      name: '-37: a used or expired link ends the form and offers a new link; the password is forgotten',
      steps: [
        { type: 'reset.submit', password: NEW_PASSWORD },
        { fail: 'resetPassword', error: resetErrorExamples['-37'] },
      ],
      end: 'linkRejected',
      context: { password: null },
      assert: ({ snapshot, effects }) => {
        expect(linkRejected(snapshot)).toBe(true);
        expect(showsResetForm(snapshot)).toBe(false);
        expect(resetNotice(snapshot)).toBe(resetErrors['-37']);
        expect(effects).toEqual([]);
      },
    },
    {
      name: 'no answer: the form stays with the network notice, and a second try can succeed',
      steps: [
        { type: 'reset.submit', password: NEW_PASSWORD },
        { fail: 'resetPassword', error: resetErrorExamples.NETWORK },
        { check: ({ snapshot }) => expect(resetNotice(snapshot)).toBe(resetErrors.NETWORK) },
        { type: 'reset.edit' },
        { check: ({ snapshot }) => expect(resetNotice(snapshot)).toBeNull() },
        { type: 'reset.submit', password: NEW_PASSWORD },
        { done: 'resetPassword', output: undefined },
      ],
      end: 'done',
    },
    {
      name: 'a link without e-mail or token is rejected at once, without calling',
      input: null,
      steps: [],
      end: 'linkRejected',
      assert: ({ snapshot, invocations }) => {
        expect(invocations).toEqual([]);
        expect(resetNotice(snapshot)).toBe(resetErrors['-37']);
        expect(resetEmail(snapshot)).toBeNull();
      },
    },
  ],
});

describe('resetLinkFrom (the link query)', () => {
  it.each([
    ['email=martina%40example.com&token=abc', { email: 'martina@example.com', token: 'abc' }],
    ['email=%20Martina%40Example.com%20&token=%20abc%20', { email: 'martina@example.com', token: 'abc' }],
    ['', null],
    ['email=martina%40example.com', null],
    ['token=abc', null],
    ['email=not-an-email&token=abc', null],
    [`email=a%40b.cl&token=${'x'.repeat(501)}`, null],
  ])('%s', (query, expected) => {
    expect(resetLinkFrom(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('password recovery selectors', () => {
  it('a fresh forgot form asks by e-mail and shows no notice', () => {
    const snapshot = createActor(forgotPasswordMachine, { input: {} }).start().getSnapshot();
    expect(method(snapshot)).toBe('email');
    expect(forgotNotice(snapshot)).toBeNull();
  });
});
