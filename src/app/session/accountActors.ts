import { fromPromise } from 'xstate';
import type { ApiClient } from '#api/client';
import type {
  ConfirmEmailChangeInput,
  LoadProfileInput,
  LoadProfileOutput,
  LogoutInput,
  SetLanguageInput,
  ValidateTokenInput,
  ValidateTokenOutput,
} from '#machines/session';
import { validateToken, getUser, logout, confirmEmailChange, setLanguage } from '#kernel/contract/account';
import type { SessionActorOptions } from './sessionActors';

/**
 * The session's calls about an account (the token, the profile, logout, the e-mail change link, the
 * language): their own chunk with the account schemas, which an anonymous first visit never calls.
 */
export function createAccountActors(api: ApiClient, options: Required<SessionActorOptions>) {
  return {
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
      const token = options.linkToken;
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
