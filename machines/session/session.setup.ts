// The session machine's implementations, by name: actor placeholders (the app provides the real
// ones), guards, actions (the view supplies navigate, showToast, persistCookie, clearCookie and
// reloadPage) and named delays. The chart is in session.machine.ts.
import { assign, raise, setup, stateIn } from 'xstate';
import { resolveLanguage } from '#kernel/lib/i18n/resolveLanguage';
import { placeholder } from '#machines/shared/actors';
import type { RejectionParams } from '#machines/shared/outcomes';
import { EMAIL_LOGOUT_MS, EMAIL_TOAST_MS, INVALID_INJECTED_TOKEN } from './session.constants';
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

type Args = { context: SessionContext; event: unknown };

export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    loadConfig: placeholder<LoadConfigOutput>('session', 'loadConfig'),
    loadLanguages: placeholder<LoadLanguagesOutput>('session', 'loadLanguages'),
    loadCountries: placeholder<LoadCountriesOutput>('session', 'loadCountries'),
    validateToken: placeholder<ValidateTokenOutput, ValidateTokenInput>('session', 'validateToken'),
    loadProfile: placeholder<LoadProfileOutput, LoadProfileInput>('session', 'loadProfile'),
    logout: placeholder<void, LogoutInput>('session', 'logout'),
    confirmEmailChange: placeholder<void, ConfirmEmailChangeInput>('session', 'confirmEmailChange'),
    setLanguage: placeholder<void, SetLanguageInput>('session', 'setLanguage'),
  },
  guards: {
    injectsInvalidToken: ({ context }) => context.injectedToken === INVALID_INJECTED_TOKEN,
    injectsToken: ({ context }) => context.injectedToken !== null,
    hasToken: ({ context }) => context.token !== null,
    hasSession: ({ context }) => context.userId !== null,
    isLoggedIn: stateIn('#session.ready.auth.loggedIn'),
    isDecodableToken: ({ event }) => event.type === 'session.login' && decodeTokenClaims(event.token) !== null,
    keepsTokenCookie: (_: Args, { error }: RejectionParams) => !tokenValidErrors[classifyTokenValidError(error)].clearsCookie,
    isSessionExpired: (_: Args, { error }: RejectionParams) => classifyTokenValidError(error) === 'expired',
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
    isEmailAlreadyChanged: (_: Args, { error }: RejectionParams) => error.code === EMAIL_ALREADY_CHANGED_CODE,
  },
  actions: {
    applyInjectedToken: assign({ token: ({ context }) => context.injectedToken }),
    clearSession: assign({ token: null, userId: null, role: null, corp: null, profile: null }),
    assignConfig: assign((_, config: LoadConfigOutput) => ({ config })),
    assignLanguages: assign((_, { languages }: LoadLanguagesOutput) => ({ languages })),
    assignCountries: assign((_, { countries }: LoadCountriesOutput) => ({ countries })),
    noteSettingFailed: assign({
      failedSettings: ({ context }, params: { setting: SettingName }) => [...context.failedSettings, params.setting],
    }),
    assignClaims: assign((_, { claims }: ValidateTokenOutput) => ({
      userId: claims.id,
      role: claims.role,
      corp: claims.corp,
      tokenError: null,
    })),
    assignTokenError: assign((_, { error }: RejectionParams) => ({ tokenError: classifyTokenValidError(error) })),
    assignLoginToken: assign(({ event }) => {
      const claims = event.type === 'session.login' ? decodeTokenClaims(event.token) : null;
      if (event.type !== 'session.login' || !claims) return {};
      return { token: event.token, userId: claims.id, role: claims.role, corp: claims.corp, tokenError: null };
    }),
    assignProfile: assign((_, { user }: LoadProfileOutput) => ({ profile: user })),
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
