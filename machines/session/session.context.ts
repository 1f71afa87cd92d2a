// The session's context on start, built from its input; the input mappers of its invokes and the
// params mappers of its view-supplied actions (referenced by name from the chart).
import { CONFIRM_EMAIL_ACTION, COOKIE_MAX_AGE_DAYS } from './session.constants';
import { resolveLanguage } from '#kernel/lib/i18n/resolveLanguage';
import type {
  ConfirmEmailChangeInput,
  LoadProfileInput,
  LogoutInput,
  PersistCookieParams,
  SessionContext,
  SessionInput,
  SetLanguageInput,
  ValidateTokenInput,
} from './session.types';

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

function emailChangeFrom(query: SessionInput['query']): ConfirmEmailChangeInput | null {
  if (query.action !== CONFIRM_EMAIL_ACTION || !present(query.user_id) || !present(query.new_email)) return null;
  return { userId: query.user_id, newEmail: query.new_email };
}

/** The token cookie is read here; an injected token (query) replaces it on the first transition. */
export function initialContext({ input }: { input: SessionInput }): SessionContext {
  const { cookies, query } = input;
  return {
    brand: input.brand,
    appId: present(cookies.appId) ? cookies.appId : input.brand,
    os: cookies.os ?? null,
    version: cookies.version ?? null,
    token: present(cookies.token) ? cookies.token : null,
    injectedToken: present(query.injectauthtoken) ? query.injectauthtoken : null,
    userId: null,
    role: null,
    corp: null,
    profile: null,
    config: null,
    languages: [],
    countries: [],
    failedSettings: [],
    language: resolveLanguage(present(cookies.language) ? cookies.language : input.browserLanguage),
    country: present(cookies.country) ? cookies.country.trim().toUpperCase() : null,
    online: input.online ?? true,
    firstFrontId: null,
    emailChange: emailChangeFrom(query),
    tokenError: null,
  };
}

type Args = { context: SessionContext };

// Invokes run only in states whose guards ensure these are set; `?? ''`/`0` never reach the server.
export const validateTokenInput = ({ context }: Args): ValidateTokenInput => ({ token: context.token ?? '' });
export const loadProfileInput = ({ context }: Args): LoadProfileInput => ({ userId: context.userId ?? 0 });
export const logoutInput = ({ context }: Args): LogoutInput => ({ userId: context.userId ?? 0 });
export const setLanguageInput = ({ context }: Args): SetLanguageInput => ({ userId: context.userId ?? 0, language: context.language });
export const confirmEmailChangeInput = ({ context }: Args): ConfirmEmailChangeInput => context.emailChange ?? { userId: '', newEmail: '' };

export const tokenCookie = ({ context }: Args): PersistCookieParams => ({
  name: 'token',
  value: context.token ?? '',
  maxAgeDays: COOKIE_MAX_AGE_DAYS,
});
export const languageCookie = ({ context }: Args): PersistCookieParams => ({
  name: 'language',
  value: context.language,
  maxAgeDays: COOKIE_MAX_AGE_DAYS,
});
export const countryCookie = ({ context }: Args): PersistCookieParams => ({
  name: 'country',
  value: context.country ?? '',
  maxAgeDays: COOKIE_MAX_AGE_DAYS,
});
