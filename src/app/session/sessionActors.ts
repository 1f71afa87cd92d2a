import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { ApiError } from '../../api/apiError';
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
} from '../../../machines/session';

/** The session machine's actors, as real calls through the API client (every answer zod-parsed). */
export function createSessionActors(api: ApiClient) {
  return {
    loadConfig: fromPromise<LoadConfigOutput>(async ({ signal }) => {
      const { env, appConfig, searchMaxDistance, globalUrl } = await api.call('getConfig', { signal });
      return { env, appConfig, searchMaxDistance, globalUrl };
    }),
    loadLanguages: fromPromise<LoadLanguagesOutput>(async ({ signal }) => {
      const { languages } = await api.call('getLanguages', { signal });
      return { languages };
    }),
    loadCountries: fromPromise<LoadCountriesOutput>(async ({ signal }) => {
      const { countries } = await api.call('getCountries', { signal });
      return { countries };
    }),
    validateToken: fromPromise<ValidateTokenOutput, ValidateTokenInput>(async ({ signal }) => {
      const { claims } = await api.call('validateToken', { signal });
      return { claims };
    }),
    loadProfile: fromPromise<LoadProfileOutput, LoadProfileInput>(async ({ input, signal }) => {
      const { user } = await api.call('getUser', { params: { userId: input.userId }, signal });
      return { user };
    }),
    logout: fromPromise<void, LogoutInput>(async ({ input, signal }) => {
      await api.call('logout', { params: { userId: input.userId }, body: {}, signal });
    }),
    confirmEmailChange: fromPromise<void, ConfirmEmailChangeInput>(async () => {
      // POST /api/users/{id}/change-email/{newEmail}/confirm is not in src/api/contract yet: the
      // machine treats the failure as 'emailChangeFailed' (a toast), which is the honest outcome.
      throw new ApiError('confirmEmailChange', 404, { code: '-404', message: 'confirmEmailChange is not in the contract yet' });
    }),
    setLanguage: fromPromise<void, SetLanguageInput>(async ({ input, signal }) => {
      await api.call('setLanguage', { params: { userId: input.userId }, body: { language: input.language }, signal });
    }),
  };
}
