// Model-based test of the registration machine: generated paths over the production chart (every
// state, every transition, every row of registerErrors), plus journeys with pinned end states.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { registerErrors, type RegisterErrorCode } from '#machines/register/register.errors';
import { registerMachine, type RegisterMachine } from '#machines/register/register.machine';
import * as select from '#machines/register/register.selectors';
import type { RegisterContext, Registration } from '#machines/register/register.types';
import { describeModel, type ErrorFixtures, type EventFixtures, type OutputFixtures } from './support/modelTest';

type M = RegisterMachine;

const registration: Registration = {
  first_name: 'Pía',
  last_name: 'Soto',
  email: 'pia@courtflow.test',
  password: 'courtflow',
  repeat_password: 'courtflow',
};

const errorExamples = {
  '-3': { code: '-3', status: 409 },
  '-48': { code: '-48', status: 429 },
  '-918': { code: '-918', status: 400 },
  '-1956': { code: '-1956', status: 400 },
  '-1401': { code: '-1401', status: 400 },
  NETWORK: { code: 'NETWORK', status: 0 },
  other: { code: '-1', status: 503 },
} satisfies Record<RegisterErrorCode | 'other', object>;

const confirmed = { userId: 7, emailConfirmed: 'Y', token: 'jwt-7' } as const;
const mustConfirm = { userId: 8, emailConfirmed: 'N', token: null } as const;
/** Y without a token cannot log in: it is treated as "confirm by e-mail, then log in". */
const confirmedWithoutToken = { userId: 9, emailConfirmed: 'Y', token: null } as const;

const events: EventFixtures<M> = {
  'register.submit': [{ type: 'register.submit', registration }],
  'register.edit': [{ type: 'register.edit' }],
};
const social = { facebookUserId: 'sbx-1', facebookToken: 'sbx1.abc.def' };
const outputs: OutputFixtures<M> = { register: [confirmed, mustConfirm, confirmedWithoutToken], logIn: [{ token: 'jwt-social' }] };
// The social login after -3 answers the login call's codes; its table is the login's (one listed case).
const errors: ErrorFixtures<M> = { register: errorExamples, logIn: { '-2': { code: '-2', status: 400 } } };

describeModel(registerMachine, {
  name: 'register',
  inputs: { form: { social: null }, social: { social } },
  events,
  outputs,
  errors,
  serializeContext: (c: RegisterContext) => ({ sent: c.registration !== null, code: c.error?.code ?? null }),
  require: { states: true, errors: true, transitions: true },
  journeys: [
    {
      name: 'confirmed e-mail (Y): logged in at once with the token',
      steps: [
        { type: 'register.submit', registration },
        { done: 'register', output: confirmed },
      ],
      end: 'loggedIn',
      assert: ({ snapshot, effects }) => {
        expect(select.hasLoggedIn(snapshot)).toBe(true);
        expect(select.isSubmitting(snapshot)).toBe(true);
        expect(effects).toEqual([{ type: 'startSession', params: { token: 'jwt-7' } }]);
      },
    },
    {
      name: 'unconfirmed (N): asked to confirm by e-mail, no session',
      steps: [
        { type: 'register.submit', registration },
        { done: 'register', output: mustConfirm },
      ],
      end: 'awaitingConfirmation',
      assert: ({ snapshot, effects }) => {
        expect(select.isAwaitingConfirmation(snapshot)).toBe(true);
        expect(select.email(snapshot)).toBe('pia@courtflow.test');
        expect(effects).toEqual([]);
      },
    },
    {
      name: '-3: the user exists, the flow ends for the view to open login',
      steps: [
        { type: 'register.submit', registration },
        { fail: 'register', error: errorExamples['-3'] },
      ],
      end: 'userExists',
      assert: ({ snapshot }) => {
        expect(select.userExists(snapshot)).toBe(true);
        expect(select.errorNotice(snapshot)).toBeNull();
      },
    },
    {
      name: '-3 in the social flow: logged in with the e-mail typed and the provider token',
      input: { social },
      steps: [
        { type: 'register.submit', registration },
        { fail: 'register', error: errorExamples['-3'] },
        { check: ({ snapshot }) => expect(select.isSubmitting(snapshot)).toBe(true) },
        { done: 'logIn', output: { token: 'jwt-social' } },
      ],
      end: 'loggedIn',
      assert: ({ invocations, effects }) => {
        expect(invocations[1]).toEqual({ id: 'logIn', src: 'logIn', input: { email: 'pia@courtflow.test', ...social } });
        expect(effects).toEqual([{ type: 'startSession', params: { token: 'jwt-social' } }]);
      },
    },
    {
      name: '-3 in the social flow, and the login refused: back to the form with the generic notice',
      input: { social },
      steps: [
        { type: 'register.submit', registration },
        { fail: 'register', error: errorExamples['-3'] },
        { fail: 'logIn', error: { code: '-2', status: 400 } },
      ],
      end: 'editing',
      assert: ({ snapshot }) => expect(select.errorNotice(snapshot)).toBe(registerErrors.other),
    },
    {
      name: '-918: the document notice shows until the user edits',
      steps: [
        { type: 'register.submit', registration },
        { fail: 'register', error: errorExamples['-918'] },
        { check: ({ snapshot }) => expect(select.errorNotice(snapshot)).toBe(registerErrors['-918']) },
        { type: 'register.edit' },
      ],
      end: 'editing',
      context: { error: null },
    },
    {
      name: 'an unlisted code gives the generic message',
      steps: [
        { type: 'register.submit', registration },
        { fail: 'register', error: errorExamples.other },
      ],
      end: 'editing',
      assert: ({ snapshot }) => expect(select.errorNotice(snapshot)).toBe(registerErrors.other),
    },
  ],
});

describe('register selectors', () => {
  it('a fresh form is neither busy nor in error', () => {
    const snapshot = createActor(registerMachine, { input: { social: null } }).getSnapshot();
    expect(select.isSubmitting(snapshot)).toBe(false);
    expect(select.errorNotice(snapshot)).toBeNull();
    expect(select.email(snapshot)).toBe('');
  });
});
