import { fromPromise } from 'xstate';
import type { ApiClient } from '#api/client';
import { lazyPromiseActors } from '#api/lazyActors';
import type { LoadConfigOutput, LoadCountriesOutput, LoadLanguagesOutput } from '#machines/session';
import { getConfig, getLanguages, getCountries } from '#kernel/contract/config';

export interface SessionActorOptions {
  /** The `token` of the e-mail change link the page was opened with (read once, at start). */
  linkToken?: string | null;
}

/** The `token` query param of the address the app started with, if any. */
function startToken(): string | null {
  const search = typeof window === 'undefined' ? '' : window.location.search;
  return new URLSearchParams(search).get('token')?.trim() || null;
}

const loadAccountActors = () => import('./accountActors');

/** Fetches the account calls' chunk now: the session will call them at once (a token, a link to confirm). */
export function preloadAccountActors(): void {
  loadAccountActors().catch(() => undefined);
}

/**
 * The session machine's actors, as real calls through the API client (every answer zod-parsed). The
 * configuration calls of every start are here; the account calls load on their first run (or with
 * preloadAccountActors).
 */
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
    ...lazyPromiseActors(async () => (await loadAccountActors()).createAccountActors(api, { linkToken: options.linkToken ?? null }), {
      validateToken: true,
      loadProfile: true,
      logout: true,
      confirmEmailChange: true,
      setLanguage: true,
    }),
  };
}
