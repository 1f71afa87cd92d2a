// Model-based test of /profile/email: every state, transition and listed code, plus journeys.
import { expect } from 'vitest';
import { requestEmailChangeErrors, type RequestEmailChangeErrorCode } from '#machines/changeEmail/changeEmail.errors';
import { changeEmailMachine, type ChangeEmailMachine } from '#machines/changeEmail/changeEmail.machine';
import * as select from '#machines/changeEmail/changeEmail.selectors';
import { describeModel, type ErrorFixtures, type EventFixtures, type OutputFixtures } from './support/modelTest';

const NEW_EMAIL = 'martina.new@example.com';
const PASSWORD = 's3cret-pass';

const requestErrors = {
  '-2': { code: '-2', status: 400 },
  '-3': { code: '-3', status: 409 },
  '-48': { code: '-48', status: 429 },
  NETWORK: { code: 'NETWORK', status: 0 },
  other: { code: '-1', status: 500 },
} satisfies Record<RequestEmailChangeErrorCode | 'other', object>;

const events: EventFixtures<ChangeEmailMachine> = {
  'email.submit': [{ type: 'email.submit', email: NEW_EMAIL, password: PASSWORD }],
  'email.edit': [{ type: 'email.edit' }],
  'email.restart': [{ type: 'email.restart' }],
};
const outputs: OutputFixtures<ChangeEmailMachine> = {
  checkEmail: [{ available: true }, { available: false }],
  requestEmailChange: [undefined],
};
const errors: ErrorFixtures<ChangeEmailMachine> = {
  checkEmail: { NETWORK: { code: 'NETWORK', status: 0 }, other: { code: '-1', status: 500 } },
  requestEmailChange: requestErrors,
};

describeModel(changeEmailMachine, {
  name: 'changeEmail',
  inputs: { player: { userId: 7 } },
  events,
  outputs,
  errors,
  serializeContext: (c) => ({ email: c.email, password: c.password !== null, sentTo: c.sentTo, code: c.error?.code ?? null }),
  require: { states: true, errors: true, transitions: true },
  journeys: [
    {
      name: 'a free address: checked, then asked with the password; the notice names where the link went',
      steps: [
        { type: 'email.submit', email: NEW_EMAIL, password: PASSWORD },
        { check: ({ snapshot }) => expect(select.isBusy(snapshot)).toBe(true) },
        { done: 'checkEmail', output: { available: true } },
        { done: 'requestEmailChange', output: undefined },
      ],
      end: 'sent',
      context: { password: null, sentTo: NEW_EMAIL },
      assert: ({ snapshot, invocations }) => {
        expect(select.sentTo(snapshot)).toBe(NEW_EMAIL);
        expect(select.showsForm(snapshot)).toBe(false);
        expect(invocations).toEqual([
          { id: 'checkEmail', src: 'checkEmail', input: { userId: 7, email: NEW_EMAIL } },
          { id: 'requestEmailChange', src: 'requestEmailChange', input: { userId: 7, email: NEW_EMAIL, password: PASSWORD } },
        ]);
      },
    },
    {
      name: 'an address in use stops at the check (-3): no request is sent and the password is forgotten',
      steps: [
        { type: 'email.submit', email: NEW_EMAIL, password: PASSWORD },
        { done: 'checkEmail', output: { available: false } },
      ],
      end: 'editing',
      context: { password: null },
      assert: ({ snapshot, invocations }) => {
        expect(invocations.map((i) => i.src)).toEqual(['checkEmail']);
        expect(select.notice(snapshot)).toBe(requestEmailChangeErrors['-3']);
      },
    },
    {
      name: '-2 shows under the password field; typing clears it; another address can be asked after a sent link',
      steps: [
        { type: 'email.submit', email: NEW_EMAIL, password: 'wrong' },
        { done: 'checkEmail', output: { available: true } },
        { fail: 'requestEmailChange', error: requestErrors['-2'] },
        {
          check: ({ snapshot }) => {
            expect(select.passwordError(snapshot)).toBe(requestEmailChangeErrors['-2']);
            expect(select.notice(snapshot)).toBeNull();
          },
        },
        { type: 'email.edit' },
        { check: ({ snapshot }) => expect(select.passwordError(snapshot)).toBeNull() },
        { type: 'email.submit', email: NEW_EMAIL, password: PASSWORD },
        { done: 'checkEmail', output: { available: true } },
        { done: 'requestEmailChange', output: undefined },
        { type: 'email.restart' },
      ],
      end: 'editing',
      context: { email: '', sentTo: null, error: null },
    },
  ],
});
