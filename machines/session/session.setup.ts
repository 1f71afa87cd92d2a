// The session machine's implementations, by name: actor placeholders (the app provides the real
// ones), guards, actions (the view supplies navigate, showToast, persistCookie, clearCookie and
// reloadPage) and named delays. The chart is in session.machine.ts.
import { assign, fromPromise, raise, setup, stateIn } from 'xstate';
import { EMAIL_LOGOUT_MS, EMAIL_TOAST_MS, INVALID_INJECTED_TOKEN } from './session.constants';
import { readActorError } from '#kernel/lib/errors';
import { resolveLanguage } from '#kernel/lib/i18n/resolveLanguage';
import { classifyTokenValidError, EMAIL_ALREADY_CHANGED_CODE, tokenValidErrors } from './session.errors';
import { isNewerFrontId } from './session.frontId';
import { decodeTokenClaims } from './session.token';
import type {
  ClearCookieParams,
  ConfirmEmailChangeInput,
  LoadConfigOutput,
  LoadCountriesOutput,
  LoadLanguagesOutput,
  LoadProfileInput,
  LoadProfileOutput,
  LogoutInput,
  NavigateParams,
  PersistCookieParams,
  SessionContext,
  SessionEvent,
  SessionInput,
  SetLanguageInput,
  SettingName,
  ShowToastParams,
  ValidateTokenInput,
  ValidateTokenOutput,
} from './session.types';

/** Placeholder for an actor the app must provide. */
const provided = (name: string) => async (): Promise<never> => {
  throw new Error(`session: provide the '${name}' actor with sessionMachine.provide({ actors })`);
};

/** done/error events of invokes are not in SessionEvent; read their payload by name. */
const outputOf = <T>(event: unknown): T => (event as { output: T }).output;
const errorOf = (event: unknown): unknown => (event as { error?: unknown }).error;

export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    loadConfig: fromPromise<LoadConfigOutput>(provided('loadConfig')),
    loadLanguages: fromPromise<LoadLanguagesOutput>(provided('loadLanguages')),
    loadCountries: fromPromise<LoadCountriesOutput>(provided('loadCountries')),
    validateToken: fromPromise<ValidateTokenOutput, ValidateTokenInput>(provided('validateToken')),
    loadProfile: fromPromise<LoadProfileOutput, LoadProfileInput>(provided('loadProfile')),
    logout: fromPromise<void, LogoutInput>(provided('logout')),
    confirmEmailChange: fromPromise<void, ConfirmEmailChangeInput>(provided('confirmEmailChange')),
    setLanguage: fromPromise<void, SetLanguageInput>(provided('setLanguage')),
  },
  guards: {
    injectsInvalidToken: ({ context }) => context.injectedToken === INVALID_INJECTED_TOKEN,
    injectsToken: ({ context }) => context.injectedToken !== null,
    hasToken: ({ context }) => context.token !== null,
    hasSession: ({ context }) => context.userId !== null,
    isLoggedIn: stateIn('#session.ready.auth.loggedIn'),
    isDecodableToken: ({ event }) => event.type === 'session.login' && decodeTokenClaims(event.token) !== null,
    keepsTokenCookie: ({ event }) => !tokenValidErrors[classifyTokenValidError(errorOf(event))].clearsCookie,
    isSessionExpired: ({ event }) => classifyTokenValidError(errorOf(event)) === 'expired',
    mustChooseCountry: ({ context }) => context.config?.appConfig.force_country === true && context.country === null,
    isKnownCountry: ({ context, event }) =>
      event.type === 'country.choose' &&
      event.country.trim() !== '' &&
      (context.countries.length === 0 || context.countries.some((c) => c.isoCode === event.country.trim().toUpperCase())),
    isFirstFrontId: ({ context, event }) => event.type === 'api.frontId' && context.firstFrontId === null && event.frontId !== '',
    isNewerFrontId: ({ context, event }) => event.type === 'api.frontId' && isNewerFrontId(context.firstFrontId, event.frontId),
    notifiesAppUpdate: ({ context }) => context.config?.appConfig.notifyUpdate === true,
    isOffline: ({ context }) => !context.online,
    isOnline: ({ context }) => context.online,
    hasEmailChange: ({ context }) => context.emailChange !== null,
    isEmailAlreadyChanged: ({ event }) => readActorError(errorOf(event)).code === EMAIL_ALREADY_CHANGED_CODE,
  },
  actions: {
    applyInjectedToken: assign({ token: ({ context }) => context.injectedToken }),
    clearSession: assign({ token: null, userId: null, role: null, corp: null, profile: null }),
    assignConfig: assign({ config: ({ event }) => outputOf<LoadConfigOutput>(event) }),
    assignLanguages: assign({ languages: ({ event }) => outputOf<LoadLanguagesOutput>(event).languages }),
    assignCountries: assign({ countries: ({ event }) => outputOf<LoadCountriesOutput>(event).countries }),
    noteSettingFailed: assign({
      failedSettings: ({ context }, params: { setting: SettingName }) => [...context.failedSettings, params.setting],
    }),
    assignClaims: assign(({ event }) => {
      const { claims } = outputOf<ValidateTokenOutput>(event);
      return { userId: claims.id, role: claims.role, corp: claims.corp, tokenError: null };
    }),
    assignTokenError: assign({ tokenError: ({ event }) => classifyTokenValidError(errorOf(event)) }),
    assignLoginToken: assign(({ event }) => {
      const claims = event.type === 'session.login' ? decodeTokenClaims(event.token) : null;
      if (event.type !== 'session.login' || !claims) return {};
      return { token: event.token, userId: claims.id, role: claims.role, corp: claims.corp, tokenError: null };
    }),
    assignProfile: assign({ profile: ({ event }) => outputOf<LoadProfileOutput>(event).user }),
    assignLanguage: assign({
      language: ({ context, event }) => (event.type === 'language.change' ? resolveLanguage(event.language) : context.language),
    }),
    assignCountry: assign({
      country: ({ context, event }) => (event.type === 'country.choose' ? event.country.trim().toUpperCase() : context.country),
    }),
    storeFirstFrontId: assign({
      firstFrontId: ({ context, event }) => (event.type === 'api.frontId' ? event.frontId : context.firstFrontId),
    }),
    markOnline: assign({ online: true }),
    markOffline: assign({ online: false }),
    /** The e-mail change region asks the auth region to log out. */
    requestLogout: raise({ type: 'session.logout' }),
    // ── supplied by the view with sessionMachine.provide({ actions }) ──
    navigate: (_, _params: NavigateParams) => {},
    /** The session was revoked or expired: to login, with the way back to where the player is (the app knows it). */
    requestLogin: () => {},
    showToast: (_, _params: ShowToastParams) => {},
    persistCookie: (_, _params: PersistCookieParams) => {},
    clearCookie: (_, _params: ClearCookieParams) => {},
    reloadPage: () => {},
  },
  delays: {
    emailToast: EMAIL_TOAST_MS,
    emailLogout: EMAIL_LOGOUT_MS,
  },
});
