import { fromPromise } from 'xstate';
import type { ApiClient } from '#api/client';
import type {
  ConfirmEmailChangeInput,
  LoadConfigOutput,
  LoadCountriesOutput,
  LoadLanguagesOutput,
  LoadProfileInput,
  LoadProfileOutput,
  LogoutInput,
  SetLanguageInput,
  ValidateTokenInput,
  ValidateTokenOutput,
} from '#machines/session';
import { getConfig, getLanguages, getCountries } from '#kernel/contract/config';
import { validateToken, getUser, logout, confirmEmailChange, setLanguage } from '#kernel/contract/account';

export interface SessionActorOptions {
  /** The `token` of the e-mail change link the page was opened with (read once, at start). */
  linkToken?: string | null;
}

/** The `token` query param of the address the app started with, if any. */
function startToken(): string | null {
  const search = typeof window === 'undefined' ? '' : window.location.search;
  return new URLSearchParams(search).get('token')?.trim() || null;
}

/** The session machine's actors, as real calls through the API client (every answer zod-parsed). */
export function createSessionActors(api: ApiClient, options: SessionActorOptions = { linkToken: startToken() }) {
  return {
    loadConfig: fromPromise<LoadConfigOutput>(async ({ signal }) => {
      const { env, appConfig, searchMaxDistance, globalUrl } = await api.call(getConfig, { signal });
      return { env, appConfig, searchMaxDistance, globalUrl };
    }),
    loadLanguages: fromPromise<LoadLanguagesOutput>(async ({ signal }) => {
      const { languages } = await api.call(getLanguages, { signal });
      return { languages };
    }),
    loadCountries: fromPromise<LoadCountriesOutput>(async ({ signal }) => {
      const { countries } = await api.call(getCountries, { signal });
      return { countries };
    }),
    validateToken: fromPromise<ValidateTokenOutput, ValidateTokenInput>(async ({ signal }) => {
      const { claims } = await api.call(validateToken, { signal });
      return { claims };
    }),
    loadProfile: fromPromise<LoadProfileOutput, LoadProfileInput>(async ({ input, signal }) => {
      const { user } = await api.call(getUser, { params: { userId: input.userId }, signal });
      return { user };
    }),
    logout: fromPromise<void, LogoutInput>(async ({ input, signal }) => {
      await api.call(logout, { params: { userId: input.userId }, body: {}, signal });
    }),
    // The session sends user_id and new_email of the link (spec part 1 §2.4); the link's token goes
    // with them when the page was opened from it, and the server then checks it.
    confirmEmailChange: fromPromise<void, ConfirmEmailChangeInput>(async ({ input, signal }) => {
      const token = options.linkToken ?? null;
      await api.call(confirmEmailChange, {
        params: { userId: input.userId, newEmail: input.newEmail },
        body: token ? { token } : {},
        signal,
      });
    }),
    setLanguage: fromPromise<void, SetLanguageInput>(async ({ input, signal }) => {
      await api.call(setLanguage, { params: { userId: input.userId }, body: { language: input.language }, signal });
    }),
  };
}
