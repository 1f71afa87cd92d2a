// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError, NETWORK_ERROR_CODE } from '#api/apiError';
import { accountContract } from '#kernel/contract';
import {
  confirmEmailErrors,
  confirmEmailMachine,
  confirmEmailSelectors,
  confirmRequestFrom,
  type ConfirmStatus,
} from '#machines/confirmEmail';
import { loginErrors, loginMachine, loginSelectors, NETWORK_CODE } from '#machines/login';
import { errorEntry } from '#kernel/lib/errors';
import { registerErrors, registerMachine, registerSelectors, type Registered } from '#machines/register';
import { validateRegistration } from '#features/auth/register/register.validation';
import { validateLogin } from '#features/auth/login/login.validation';

const failWith = (code: string, status = 400) => new ApiError('test', status, { code, message: code });

function runLogin(outcome: () => Promise<{ token: string }>) {
  const started: string[] = [];
  const actor = createActor(
    loginMachine.provide({
      actors: { logIn: fromPromise(outcome) },
      actions: { startSession: (_, params) => started.push(params.token) },
    }),
    { input: { loggedIn: false } },
  ).start();
  actor.send({ type: 'login.submit', credentials: { email: 'player@courtflow.test', password: 'x' } });
  return { actor, started };
}

describe('login flow', () => {
  it('hands the token to the session on success', async () => {
    const { actor, started } = runLogin(async () => ({ token: 'jwt' }));
    await waitFor(actor, (s) => s.status === 'done');
    expect(started).toEqual(['jwt']);
  });

  // Every code of the contract's login table has an outcome, plus any other code and no answer.
  const codes = [...Object.keys(accountContract.login.errors), '-999', NETWORK_ERROR_CODE];
  it.each(codes)('code %s goes back to editing with its message', async (code) => {
    const { actor, started } = runLogin(async () => {
      throw failWith(code, code === NETWORK_ERROR_CODE ? 0 : 400);
    });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    const notice = loginSelectors.errorNotice(actor.getSnapshot())!;
    expect(started).toEqual([]);
    // Every code of the contract is listed in the table itself; only '-999' falls to 'other'.
    expect(notice).toBe(code === '-999' ? loginErrors.other : errorEntry(loginErrors, code));
    if (code !== '-999') expect(Object.hasOwn(loginErrors, code)).toBe(true);
    if (code === '-47' || code === '-48') expect(notice.title).toBeDefined();
    if (code === '-2' || code === '-999') expect(notice.message).toBe(loginErrors['-2'].message);
    if (code === NETWORK_ERROR_CODE) expect(notice.message).not.toBe(loginErrors['-2'].message);
    actor.send({ type: 'login.edit' });
    expect(loginSelectors.errorNotice(actor.getSnapshot())).toBeNull();
  });
});

function runRegister(outcome: () => Promise<Registered>) {
  const started: string[] = [];
  const actor = createActor(
    registerMachine.provide({
      actors: { register: fromPromise(outcome) },
      actions: { startSession: (_, params) => started.push(params.token) },
    }),
    { input: { social: null } },
  ).start();
  actor.send({
    type: 'register.submit',
    registration: { first_name: 'A', last_name: 'B', email: 'a@b.cl', password: '12345678', repeat_password: '12345678' },
  });
  return { actor, started };
}

describe('registration flow (spec part 3 §4)', () => {
  it('logs in at once when the e-mail is confirmed', async () => {
    const { actor, started } = runRegister(async () => ({ userId: 1, emailConfirmed: 'Y', token: 'jwt' }));
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(started).toEqual(['jwt']);
  });

  it('asks to confirm by e-mail otherwise', async () => {
    const { actor, started } = runRegister(async () => ({ userId: 1, emailConfirmed: 'N', token: null }));
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('awaitingConfirmation');
    expect(started).toEqual([]);
  });

  it('-3 ends in userExists (the view goes to login with the e-mail)', async () => {
    const { actor } = runRegister(async () => {
      throw failWith('-3', 409);
    });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('userExists');
  });

  const codes = [...Object.keys(accountContract.register.errors).filter((c) => c !== '-3'), '-1', NETWORK_ERROR_CODE];
  it.each(codes)('code %s shows its message and lets the user edit', async (code) => {
    const { actor } = runRegister(async () => {
      throw failWith(code);
    });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    if (code !== '-1') expect(Object.hasOwn(registerErrors, code)).toBe(true);
    expect(registerSelectors.errorNotice(actor.getSnapshot())).toBe(errorEntry(registerErrors, code));
  });
});

describe("the machines name the app's network code", () => {
  it('NETWORK_CODE of machines/login is the ApiError code of an unreachable server', () => {
    expect(NETWORK_CODE).toBe(NETWORK_ERROR_CODE);
  });
});

describe('confirm e-mail (spec part 3 §4)', () => {
  const run = (query: string, outcome: () => Promise<ConfirmStatus>) =>
    createActor(
      confirmEmailMachine.provide({ actors: { solveHumanCheck: fromPromise(async () => 'proof'), confirmEmail: fromPromise(outcome) } }),
      { input: confirmRequestFrom(new URLSearchParams(query)) },
    ).start();

  const cases: [string, () => Promise<ConfirmStatus>, string][] = [
    ['success', async () => 'success', 'success'],
    ['already confirmed (answer)', async () => 'already_confirmed', 'alreadyConfirmed'],
    ['already confirmed (-36)', async () => Promise.reject(failWith('-36', 409)), 'alreadyConfirmed'],
    ['invalid token (-37)', async () => Promise.reject(failWith('-37')), 'failed'],
    ['no answer', async () => Promise.reject(failWith(NETWORK_ERROR_CODE, 0)), 'failed'],
  ];
  it.each(cases)('%s', async (_, outcome, end) => {
    const actor = run('userid=3&token=abc', outcome);
    actor.send({ type: 'human.start' });
    await waitFor(actor, (s) => s.matches('humanChecked'));
    actor.send({ type: 'confirm.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe(end);
    expect(confirmEmailSelectors.notice(actor.getSnapshot())?.outcome).toBe(end);
  });

  it('fails without calling when userid or token is missing', async () => {
    let called = false;
    for (const query of ['', 'userid=3', 'token=x', 'userid=abc&token=x', 'userid=-1&token=x']) {
      const actor = run(query, async () => {
        called = true;
        return 'success';
      });
      expect(actor.getSnapshot().value).toBe('failed');
      expect(confirmEmailSelectors.notice(actor.getSnapshot())?.message).toBe(confirmEmailErrors['-37'].message);
    }
    expect(called).toBe(false);
  });
});

describe('form validation', () => {
  it('login needs a valid e-mail and a password', () => {
    expect(validateLogin({ email: 'player@courtflow.test', password: 'x' })).toEqual({});
    expect(Object.keys(validateLogin({ email: '', password: '' }))).toEqual(['email', 'password']);
    expect(Object.keys(validateLogin({ email: 'nope', password: 'x' }))).toEqual(['email']);
  });

  it('registration checks names, e-mail, password length and repetition', () => {
    const ok = { first_name: 'Pía', last_name: 'Soto', email: 'pia@courtflow.test', password: 'courtflow', repeat_password: 'courtflow' };
    expect(validateRegistration(ok)).toEqual({});
    expect(
      Object.keys(
        validateRegistration({ ...ok, first_name: ' ', last_name: '', email: 'x@', password: 'short', repeat_password: 'other' }),
      ),
    ).toEqual(['first_name', 'last_name', 'email', 'password', 'repeat_password']);
    expect(Object.keys(validateRegistration({ ...ok, repeat_password: 'courtflow!' }))).toEqual(['repeat_password']);
  });
});
