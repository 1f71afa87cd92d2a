// Model-based test of the login machine: generated paths over the production chart (every state,
// every transition, every row of loginErrors), plus journeys with pinned end states.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { loginErrors, type LoginErrorCode } from '#machines/login/login.errors';
import { loginMachine, type LoginMachine } from '#machines/login/login.machine';
import { biometricErrors, socialCheckErrors } from '#machines/login/login.errors';
import {
  errorNotice,
  hasLoggedIn,
  isBiometricBusy,
  isSocialBusy,
  isSubmitting,
  socialRegistration,
  wasLoggedIn,
} from '#machines/login/login.selectors';
import type { LoginContext, SocialCheck } from '#machines/login/login.types';
import { describeModel, type ErrorFixtures, type EventFixtures, type Journey, type OutputFixtures } from './support/modelTest';

type M = LoginMachine;

const credentials = { email: 'player@courtflow.test', password: 'courtflow' };

// Every code of the table with the error the call rejects with (an ApiError has code and status);
// 'other' is a code the table does not list.
const errorExamples = {
  '-47': { code: '-47', status: 400 },
  '-48': { code: '-48', status: 429 },
  '-2': { code: '-2', status: 400 },
  NETWORK: { code: 'NETWORK', status: 0 },
  other: { code: '-999', status: 500 },
} satisfies Record<LoginErrorCode | 'other', object>;

const signIn = { facebookUserId: 'sbx-7', facebookToken: 'sbx1.payload.sig' };
const person = { first_name: 'Pía', last_name: 'Soto', foid_country: 'CL', foid_type: 'NI' };
const phone = { phoneCode: '+56', phoneCountry: 'CL', phoneNumber: '912345678' };
/** Every code of the check, and 1/2 with something missing (no phone, no document). */
type CheckName = 'newUser' | 'linkedComplete' | 'sameEmailComplete' | 'linkedNoPhone' | 'sameEmailNoDocument' | 'noEmail';
const checks: Record<CheckName, SocialCheck> = {
  newUser: { code: '0', fields: { ...person, email: 'pia@example.com', phone: null, foid_number: null } },
  linkedComplete: { code: '1', fields: { ...person, email: 'pia@example.com', phone, foid_number: '12345678-5' } },
  sameEmailComplete: { code: '2', fields: { ...person, email: 'pia@example.com', phone, foid_number: '12345678-5' } },
  linkedNoPhone: { code: '1', fields: { ...person, email: 'pia@example.com', phone: null, foid_number: '12345678-5' } },
  sameEmailNoDocument: { code: '2', fields: { ...person, email: 'pia@example.com', phone, foid_number: null } },
  noEmail: { code: '3', fields: { ...person, email: null, phone: null, foid_number: null } },
};

const events: EventFixtures<M> = {
  'login.submit': [{ type: 'login.submit', credentials }],
  'login.edit': [{ type: 'login.edit' }],
  'social.signedIn': [{ type: 'social.signedIn', signIn }],
  'biometric.start': [{ type: 'biometric.start' }],
};
const outputs: OutputFixtures<M> = {
  logIn: [{ token: 'h.eyJpZCI6N30.s' }],
  checkSocialUser: Object.values(checks),
  biometricLogIn: [{ token: 'jwt-bio' }],
};
const errors: ErrorFixtures<M> = {
  logIn: errorExamples,
  checkSocialUser: { '-1401': { code: '-1401', status: 400 }, NETWORK: { code: 'NETWORK', status: 0 }, other: { code: '-1', status: 500 } },
  // Any error of the shell or of the stored token: one row.
  biometricLogIn: { other: new Error('biometric prompt cancelled') },
};

describeModel(loginMachine, {
  name: 'login',
  inputs: { form: { loggedIn: false }, loggedIn: { loggedIn: true } },
  events,
  outputs,
  errors,
  serializeContext: (c: LoginContext) => ({
    sent: c.credentials !== null,
    code: c.error?.code ?? null,
    from: c.errorSource,
    social: c.social?.check?.code ?? null,
  }),
  require: { states: true, errors: true, transitions: true },
  journeys: [
    {
      name: 'right password: the token goes to the session',
      steps: [
        { type: 'login.submit', credentials },
        { check: ({ snapshot }) => expect(isSubmitting(snapshot)).toBe(true) },
        { done: 'logIn', output: { token: 'jwt-1' } },
      ],
      end: 'loggedIn',
      assert: ({ snapshot, effects, invocations }) => {
        expect(hasLoggedIn(snapshot)).toBe(true);
        expect(invocations).toEqual([{ id: 'logIn', src: 'logIn', input: credentials }]);
        expect(effects).toEqual([{ type: 'startSession', params: { token: 'jwt-1' } }]);
      },
    },
    {
      name: '-47: must confirm the e-mail, with a title; editing clears the notice',
      steps: [
        { type: 'login.submit', credentials },
        { fail: 'logIn', error: errorExamples['-47'] },
        { check: ({ snapshot }) => expect(errorNotice(snapshot)).toBe(loginErrors['-47']) },
        { type: 'login.edit' },
      ],
      end: 'editing',
      context: { error: null },
      assert: ({ snapshot, effects }) => {
        expect(errorNotice(snapshot)).toBeNull();
        expect(effects).toEqual([]);
      },
    },
    {
      name: 'an unreachable server is not "wrong e-mail or password"',
      steps: [
        { type: 'login.submit', credentials },
        { fail: 'logIn', error: errorExamples.NETWORK },
      ],
      end: 'editing',
      assert: ({ snapshot }) => {
        expect(errorNotice(snapshot)).toBe(loginErrors.NETWORK);
        expect(errorNotice(snapshot)?.message).not.toBe(loginErrors['-2'].message);
      },
    },
    {
      name: 'an unlisted code reads as wrong e-mail or password, and a second try can succeed',
      steps: [
        { type: 'login.submit', credentials },
        { fail: 'logIn', error: errorExamples.other },
        { check: ({ snapshot }) => expect(errorNotice(snapshot)).toBe(loginErrors.other) },
        { type: 'login.submit', credentials: { ...credentials, password: 'other' } },
        { check: ({ snapshot }) => expect(errorNotice(snapshot)).toBeNull() },
        { done: 'logIn', output: { token: 'jwt-2' } },
      ],
      end: 'loggedIn',
      assert: ({ invocations }) => expect(invocations.at(-1)?.input).toEqual({ ...credentials, password: 'other' }),
    },
    {
      name: 'a logged-in user opening /login: the flow ends at once for book.search',
      input: { loggedIn: true },
      steps: [],
      end: 'alreadyLoggedIn',
      assert: ({ snapshot, invocations }) => {
        expect(wasLoggedIn(snapshot)).toBe(true);
        expect(invocations).toEqual([]);
      },
    },
    {
      name: 'social, code 1 with e-mail, phone and document: logged in at once with the provider token',
      steps: [
        { type: 'social.signedIn', signIn },
        { check: ({ snapshot }) => expect(isSocialBusy(snapshot)).toBe(true) },
        { done: 'checkSocialUser', output: checks.linkedComplete },
        { done: 'logIn', id: 'logInSocial', output: { token: 'jwt-fb' } },
      ],
      end: 'loggedIn',
      assert: ({ invocations, effects, snapshot }) => {
        expect(invocations).toEqual([
          { id: 'checkSocialUser', src: 'checkSocialUser', input: signIn },
          { id: 'logInSocial', src: 'logIn', input: { email: 'pia@example.com', ...signIn } },
        ]);
        expect(effects).toEqual([{ type: 'startSession', params: { token: 'jwt-fb' } }]);
        expect(isSubmitting(snapshot)).toBe(false);
      },
    },
    ...(['newUser', 'noEmail', 'linkedNoPhone', 'sameEmailNoDocument'] as const).map((key): Journey<M> => ({
      name: `social, ${key} (code ${checks[key].code}): to registration, prefilled with the check's fields`,
      steps: [
        { type: 'social.signedIn', signIn },
        { done: 'checkSocialUser', output: checks[key] },
      ],
      end: 'socialRegister',
      assert: ({ snapshot }) => expect(socialRegistration(snapshot)).toEqual({ ...signIn, check: checks[key] }),
    })),
    {
      name: 'social, -1401: the token could not be verified; the form stays',
      steps: [
        { type: 'social.signedIn', signIn },
        { fail: 'checkSocialUser', error: { code: '-1401', status: 400 } },
      ],
      end: 'editing',
      assert: ({ snapshot }) => expect(errorNotice(snapshot)).toBe(socialCheckErrors['-1401']),
    },
    {
      name: 'biometrics offered by the shell: the stored session comes back',
      steps: [
        { type: 'biometric.start' },
        { check: ({ snapshot }) => expect(isBiometricBusy(snapshot)).toBe(true) },
        { done: 'biometricLogIn', output: { token: 'jwt-bio' } },
      ],
      end: 'loggedIn',
      assert: ({ effects }) => expect(effects).toEqual([{ type: 'startSession', params: { token: 'jwt-bio' } }]),
    },
    {
      name: "biometrics, any error: 'Biometric access disabled' and the shell is told to disable them",
      steps: [{ type: 'biometric.start' }, { fail: 'biometricLogIn', error: new Error('no fingerprint') }],
      end: 'editing',
      assert: ({ snapshot, effects }) => {
        expect(errorNotice(snapshot)).toBe(biometricErrors.other);
        expect(effects).toEqual([{ type: 'disableBiometric', params: undefined }]);
      },
    },
  ],
});

describe('login selectors', () => {
  it('a fresh form can be sent and shows no notice', () => {
    const snapshot = createActor(loginMachine, { input: { loggedIn: false } }).getSnapshot();
    expect(isSubmitting(snapshot)).toBe(false);
    expect(errorNotice(snapshot)).toBeNull();
  });
});
