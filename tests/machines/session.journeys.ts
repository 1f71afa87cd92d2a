// Hand-written journeys of the session machine (spec part 1 §2.4, §4.6, §7): pinned end states,
// effects and timings that the generated paths do not assert.
import { expect } from 'vitest';
import type { StateValue } from 'xstate';
import type { sessionMachine } from '#machines/session/session.machine';
import * as select from '#machines/session/session.selectors';
import { NOT_FOUND_PATH } from '#machines/session/session.errors';
import type { SessionContext } from '#machines/session/session.types';
import type { Journey, JourneyStep } from './support/modelTest';
import {
  countriesOutput,
  forcedCountryConfig,
  inputs,
  languagesOutput,
  notifyUpdateConfig,
  plainConfig,
  playerToken,
  profileOutput,
  serverError,
  tokenErrorExamples,
} from './session.fixtures';

type Session = typeof sessionMachine;
type Step = JourneyStep<Session>;

const settings = (config = plainConfig): Step[] => [
  { done: 'loadConfig', output: config },
  { done: 'loadLanguages', output: languagesOutput },
  { done: 'loadCountries', output: countriesOutput },
];
const validToken: Step[] = [
  { done: 'validateToken', output: { claims: { id: 7, role: 'user', corp: null } } },
  { done: 'loadProfile', output: profileOutput },
];

type Regions = { auth: StateValue; connectivity: string; update: string; emailChange: StateValue; language: string };
const ready = (regions: Partial<Regions> = {}): StateValue => ({
  ready: { auth: 'loggedOut', connectivity: 'online', update: 'none', emailChange: 'idle', language: 'idle', ...regions },
});
const loggedIn = (detail = 'profileLoaded') => ({ loggedIn: detail });
const effect = (type: string, params?: unknown) => ({ type, params });

export const journeys: Journey<Session>[] = [
  {
    name: "injectauthtoken 'invalid' clears the session",
    input: inputs.injectedInvalid,
    steps: [...settings()],
    end: ready(),
    context: { token: null, userId: null },
    assert: ({ effects, invocations }) => {
      expect(effects).toContainEqual(effect('clearCookie', { name: 'token' }));
      expect(invocations.map((i) => i.id)).not.toContain('validateToken');
    },
  },
  {
    name: 'an injected token replaces the cookie and is validated',
    input: inputs.injectedToken,
    steps: [...settings(), { check: ({ snapshot }) => expect(snapshot.value).toEqual({ booting: 'validatingToken' }) }],
    end: { booting: 'validatingToken' },
    assert: ({ effects, invocations }) => {
      expect(effects[0]).toEqual(effect('persistCookie', expect.objectContaining({ name: 'token', maxAgeDays: 365 })));
      expect(invocations.at(-1)).toMatchObject({ id: 'validateToken', input: { token: inputs.injectedToken.query.injectauthtoken } });
    },
  },
  {
    name: 'token/valid failing with 500 clears the session and goes to the 404 page',
    input: inputs.cookieToken,
    steps: [...settings(), { fail: 'validateToken', error: tokenErrorExamples.rejected }],
    end: ready(),
    context: { token: null, userId: null, tokenError: 'rejected' },
    assert: ({ effects, snapshot }) => {
      expect(effects).toContainEqual(effect('navigate', { to: NOT_FOUND_PATH }));
      expect(effects).toContainEqual(effect('clearCookie', { name: 'token' }));
      expect(select.isLoggedIn(snapshot)).toBe(false);
    },
  },
  {
    name: 'token/valid answering 401 (a revoked or expired session): logged out, the cookie cleared, the login asked for with the way back — never the 404 page',
    input: inputs.cookieToken,
    steps: [...settings(), { fail: 'validateToken', error: tokenErrorExamples.expired }],
    end: ready(),
    context: { token: null, userId: null, tokenError: 'expired' },
    assert: ({ effects, snapshot }) => {
      expect(effects).toContainEqual(effect('clearCookie', { name: 'token' }));
      expect(effects).toContainEqual({ type: 'requestLogin', params: undefined });
      expect(effects.filter((e) => e.type === 'navigate')).toEqual([]);
      expect(select.isLoggedIn(snapshot)).toBe(false);
    },
  },
  {
    name: 'token/valid failing with 503 keeps the app running, logged out, cookie kept',
    input: inputs.cookieToken,
    steps: [...settings(), { fail: 'validateToken', error: tokenErrorExamples.serviceUnavailable }],
    end: ready(),
    context: { token: null, tokenError: 'serviceUnavailable' },
    assert: ({ effects, snapshot }) => {
      expect(effects.filter((e) => e.type === 'navigate' || e.type === 'clearCookie')).toEqual([]);
      expect(select.isBooting(snapshot)).toBe(false);
      expect(select.isLoggedIn(snapshot)).toBe(false);
    },
  },
  {
    name: 'a valid token logs in and loads the profile',
    input: inputs.cookieToken,
    steps: [
      ...settings(),
      { check: ({ snapshot }) => expect(select.isBooting(snapshot)).toBe(true) },
      { done: 'validateToken', output: { claims: { id: 7, role: 'user', corp: null } } },
      { check: ({ snapshot }) => expect(select.isProfileLoading(snapshot)).toBe(true) },
      { done: 'loadProfile', output: profileOutput },
    ],
    end: ready({ auth: loggedIn() }),
    context: { userId: 7, role: 'user', profile: profileOutput.user, language: 'en', country: 'CL' },
    assert: ({ snapshot, invocations }) => {
      expect(invocations.find((i) => i.id === 'loadProfile')?.input).toEqual({ userId: 7 });
      expect(select.hasRole(snapshot, 'user')).toBe(true);
      expect(select.hasRole(snapshot, ['teacher', 'user'])).toBe(true);
      expect(select.hasRole(snapshot, 'admin')).toBe(false);
      expect(select.userId(snapshot)).toBe(7);
    },
  },
  {
    name: 'force_country without a country cookie forces the country choice',
    input: inputs.anonymous,
    steps: [
      ...settings(forcedCountryConfig),
      {
        check: ({ snapshot, effects }) => {
          expect(select.mustChooseCountry(snapshot)).toBe(true);
          expect(effects).toContainEqual(effect('navigate', { to: '/profile/countries' }));
        },
      },
      { type: 'country.choose', country: 'XX' },
      { check: ({ snapshot }) => expect(snapshot.value).toBe('choosingCountry') },
      { type: 'country.choose', country: 'ar' },
    ],
    end: ready(),
    context: { country: 'AR' },
    assert: ({ effects, snapshot }) => {
      expect(effects).toContainEqual(effect('persistCookie', { name: 'country', value: 'AR', maxAgeDays: 365 }));
      expect(select.country(snapshot)).toBe('AR');
    },
  },
  {
    name: 'force_country with a country cookie goes straight on',
    input: inputs.emailConfirm,
    steps: [...settings(forcedCountryConfig), { fail: 'validateToken', error: tokenErrorExamples.unreachable }],
    // Logged out (token/valid unreachable): the e-mail change waits for a login.
    end: ready({ emailChange: 'awaitingLogin' }),
    context: { tokenError: 'unreachable' },
  },
  {
    name: 'e-mail change: toast for 9 s, logout at 10 s',
    input: inputs.emailConfirm,
    steps: [
      ...settings(),
      ...validToken,
      { done: 'confirmEmailChange', output: undefined },
      { check: ({ snapshot }) => expect(select.emailChangeToastVisible(snapshot)).toBe(true) },
      { wait: 8999 },
      { check: ({ snapshot }) => expect(select.emailChangeToastVisible(snapshot)).toBe(true) },
      { wait: 1 },
      {
        check: ({ snapshot, elapsed }) => {
          expect(elapsed).toBe(9000);
          expect(select.emailChangeToastVisible(snapshot)).toBe(false);
          expect(select.isLoggedIn(snapshot)).toBe(true);
        },
      },
      { wait: 900 },
      {
        check: ({ snapshot, invocations }) => {
          // 9.9 s: nothing yet.
          expect(snapshot.value).toEqual(ready({ auth: loggedIn(), emailChange: { confirmed: 'toastHidden' } }));
          expect(invocations.map((i) => i.id)).not.toContain('logout');
        },
      },
      { wait: 100 },
      {
        check: ({ snapshot, invocations }) => {
          // 10 s: logging out.
          expect(select.isLoggingOut(snapshot)).toBe(true);
          expect(invocations.at(-1)).toEqual({ id: 'logout', src: 'logout', input: { userId: 7 } });
        },
      },
      { done: 'logout', output: undefined },
    ],
    end: ready({ emailChange: 'loggedOutAfterChange' }),
    context: { token: null, userId: null },
    assert: ({ effects, invocations }) => {
      expect(invocations.find((i) => i.id === 'confirmEmailChange')?.input).toEqual({ userId: '7', newEmail: 'ana.new@courtflow.test' });
      expect(effects).toContainEqual(effect('clearCookie', { name: 'token' }));
    },
  },
  {
    name: 'e-mail change opened logged out: login first, then confirm',
    input: inputs.emailConfirmAnonymous,
    steps: [
      ...settings(),
      {
        check: ({ snapshot, invocations }) => {
          expect(snapshot.value).toEqual(ready({ emailChange: 'awaitingLogin' }));
          expect(invocations.map((i) => i.id)).not.toContain('confirmEmailChange');
        },
      },
      { type: 'session.login', token: playerToken },
      { check: ({ snapshot }) => expect(snapshot.matches({ ready: { emailChange: 'confirming' } })).toBe(true) },
      { done: 'loadProfile', output: profileOutput },
      { done: 'confirmEmailChange', output: undefined },
    ],
    end: ready({ auth: loggedIn(), emailChange: { confirmed: 'toastVisible' } }),
    assert: ({ effects }) => expect(effects).toContainEqual(effect('navigate', { to: '/login' })),
  },
  {
    name: 'e-mail change already applied (-36) counts as confirmed',
    input: inputs.emailConfirm,
    steps: [...settings(), ...validToken, { fail: 'confirmEmailChange', error: { status: 409, code: '-36' } }],
    end: ready({ auth: loggedIn(), emailChange: { confirmed: 'toastVisible' } }),
    assert: ({ effects }) => expect(effects.filter((e) => e.type === 'showToast')).toEqual([]),
  },
  {
    name: 'e-mail change that fails shows a toast and keeps the session',
    input: inputs.emailConfirm,
    steps: [...settings(), ...validToken, { fail: 'confirmEmailChange', error: serverError }, { wait: 20000 }],
    end: ready({ auth: loggedIn(), emailChange: 'failed' }),
    assert: ({ effects }) => expect(effects).toContainEqual(effect('showToast', { message: 'emailChangeFailed', durationMs: 9000 })),
  },
  {
    name: 'a newer App-Front-Id asks for a reload',
    input: inputs.anonymous,
    steps: [
      { type: 'api.frontId', frontId: '100' },
      ...settings(),
      { type: 'api.frontId', frontId: '100' },
      { type: 'api.frontId', frontId: '99' },
      { check: ({ snapshot }) => expect(select.updateKind(snapshot)).toBeNull() },
      { type: 'api.frontId', frontId: '101' },
      { check: ({ snapshot }) => expect(select.canReload(snapshot)).toBe(true) },
      { type: 'update.reload' },
    ],
    end: ready({ update: 'reloadNeeded' }),
    context: { firstFrontId: '100' },
    assert: ({ snapshot, effects }) => {
      expect(select.updateKind(snapshot)).toBe('reload');
      expect(effects).toContainEqual(effect('reloadPage', undefined));
    },
  },
  {
    name: 'a different non-numeric App-Front-Id counts as newer',
    input: inputs.anonymous,
    steps: [...settings(), { type: 'api.frontId', frontId: 'build-a1b2' }, { type: 'api.frontId', frontId: 'build-c3d4' }],
    end: ready({ update: 'reloadNeeded' }),
  },
  {
    name: 'config.notifyUpdate asks for an app update',
    input: inputs.anonymous,
    steps: [...settings(notifyUpdateConfig), { type: 'api.frontId', frontId: '1' }, { type: 'api.frontId', frontId: '2' }],
    end: ready({ update: 'appUpdateNeeded' }),
    assert: ({ snapshot }) => {
      expect(select.updateKind(snapshot)).toBe('app');
      expect(select.updateLink(snapshot)).toBe('https://store.test/courtflow');
    },
  },
  {
    name: 'offline and online, also when it happens during boot',
    input: inputs.anonymous,
    steps: [
      { type: 'network.offline' },
      ...settings(),
      {
        check: ({ snapshot }) => {
          expect(snapshot.value).toEqual(ready({ connectivity: 'offline' }));
          expect(select.isOffline(snapshot)).toBe(true);
        },
      },
      { type: 'network.online' },
      { check: ({ snapshot }) => expect(select.isOffline(snapshot)).toBe(false) },
      { type: 'network.offline' },
    ],
    end: ready({ connectivity: 'offline' }),
  },
  {
    name: 'login, then logout that fails on the server still logs out',
    input: inputs.anonymous,
    steps: [
      ...settings(),
      { type: 'session.login', token: 'not-a-jwt' },
      { check: ({ snapshot }) => expect(select.isLoggedIn(snapshot)).toBe(false) },
      { type: 'session.login', token: playerToken },
      { done: 'loadProfile', output: profileOutput },
      { type: 'session.logout' },
      { fail: 'logout', error: serverError },
    ],
    end: ready(),
    context: { token: null, userId: null, role: null, profile: null },
    assert: ({ effects }) => {
      expect(effects).toContainEqual(effect('persistCookie', { name: 'token', value: playerToken, maxAgeDays: 365 }));
      expect(effects.at(-1)).toEqual(effect('clearCookie', { name: 'token' }));
    },
  },
  {
    name: 'language change: resolved, stored in the cookie, sent to the server when logged in',
    input: inputs.cookieToken,
    steps: [
      ...settings(),
      ...validToken,
      { type: 'language.change', language: 'pt_br' },
      { type: 'language.change', language: 'en-GB' },
      {
        check: ({ invocations }) =>
          expect(invocations.filter((i) => i.id === 'setLanguage').map((i) => i.input)).toEqual([
            { userId: 7, language: 'pt-BR' },
            { userId: 7, language: 'en' },
          ]),
      },
      { done: 'setLanguage', output: undefined },
      { type: 'session.logout' },
      { done: 'logout', output: undefined },
      { type: 'language.change', language: 'fr-FR' },
    ],
    end: ready(),
    context: { language: 'es-CL' } satisfies Partial<SessionContext>,
    assert: ({ effects, invocations }) => {
      expect(effects.filter((e) => e.type === 'persistCookie').map((e) => (e.params as { value: string }).value)).toEqual([
        'pt-BR',
        'en',
        'es-CL',
      ]);
      expect(invocations.filter((i) => i.id === 'setLanguage')).toHaveLength(2);
    },
  },
];
