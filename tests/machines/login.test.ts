// Model-based test of the login machine: generated paths over the production chart (every state,
// every transition, every row of loginErrors), plus journeys with pinned end states.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { loginErrors, type LoginErrorCode } from '#machines/login/login.errors';
import { loginMachine, type LoginMachine } from '#machines/login/login.machine';
import { errorNotice, hasLoggedIn, isSubmitting } from '#machines/login/login.selectors';
import type { LoginContext } from '#machines/login/login.types';
import { describeModel, type ErrorFixtures, type EventFixtures, type OutputFixtures } from './support/modelTest';

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

const events: EventFixtures<M> = {
  'login.submit': [{ type: 'login.submit', credentials }],
  'login.edit': [{ type: 'login.edit' }],
};
const outputs: OutputFixtures<M> = { logIn: [{ token: 'h.eyJpZCI6N30.s' }] };
const errors: ErrorFixtures<M> = { logIn: errorExamples };

describeModel(loginMachine, {
  name: 'login',
  inputs: { form: undefined },
  events,
  outputs,
  errors,
  serializeContext: (c: LoginContext) => ({ sent: c.credentials !== null, code: c.error?.code ?? null }),
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
  ],
});

describe('login selectors', () => {
  it('a fresh form can be sent and shows no notice', () => {
    const snapshot = createActor(loginMachine).getSnapshot();
    expect(isSubmitting(snapshot)).toBe(false);
    expect(errorNotice(snapshot)).toBeNull();
  });
});
