import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  loginMachine,
  loginSelectors,
  type LoginCredentials,
  type LoginOutput,
  type LogInInput,
  type SocialCheck,
  type SocialSignIn,
} from '#machines/login';
import { sessionSelectors } from '#machines/session';
import { goToExternalUrl } from '#shell/externalNavigation';
import { isRedirectAllowed } from '#shell/routes/redirectRule';
import { useApi, useRuntime, useSession } from '#shell/runtimeContext';
import { validateToken } from '#kernel/contract/account';
import { login } from '#kernel/contract/accountEntry';
import { checkFacebookUser, socialCheckCode } from '#kernel/contract/socialLogin';
import { readEntryQuery } from '../shared/entryQuery';
import { carryReturn, returnFromQuery } from '../shared/returnQuery';
import { socialRegisterQuery } from '../shared/socialRegisterQuery';

const allowedOrigins = (s: sessionSelectors.SessionSnapshot) => s.context.config?.appConfig.allowedOrigins ?? [];

/** The scope a third-party redirect after login must be allowed for (spec part 3 §6). */
export const LOGIN_REDIRECT_SCOPE = 'login';

/** Where a logged-in user opening /login goes (spec part 3 §2: book.search). */
export const LOGGED_IN_HOME = '/book/search';

/**
 * The login machine with the real calls, the session and the shell. Once the session holds the new
 * token it goes back where the user came from (returnTo/returnParams), or to an allowed third-party
 * `redirect` for the 'login' scope; the social check may send the person to registration instead.
 */
export function useLoginFlow() {
  const api = useApi();
  const { session, startPath, shell: bridge } = useRuntime();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const origins = useSession(allowedOrigins);
  const loggedIn = useSession(sessionSelectors.isLoggedIn);
  const entry = readEntryQuery(query);
  const [biometricOffered, setBiometricOffered] = useState(false);

  const machine = useMemo(
    () =>
      loginMachine.provide({
        actors: {
          logIn: fromPromise<LoginOutput, LogInInput>(async ({ input, signal }) => {
            const { token } = await api.call(login, {
              body: { ...input, ...(entry.encodedClubMemberId ? { encodedClubMemberId: entry.encodedClubMemberId } : {}) },
              signal,
            });
            return { token };
          }),
          checkSocialUser: fromPromise<SocialCheck, SocialSignIn>(async ({ input, signal }) => {
            const answer = await api.call(checkFacebookUser, { params: input, signal });
            return { code: socialCheckCode.parse(answer.code), fields: answer.fields };
          }),
          // The shell hands back what it stored at enrolment; the token must still open a session.
          biometricLogIn: fromPromise<LoginOutput, void>(async ({ signal }) => {
            const { token } = await bridge.biometricCredentials();
            await api.call(validateToken, { authToken: token, signal });
            return { token };
          }),
        },
        actions: {
          startSession: (_, params) => session.send({ type: 'session.login', token: params.token }),
          disableBiometric: () => void bridge.disableBiometric(),
        },
      }),
    [api, session, bridge, entry.encodedClubMemberId],
  );
  const actor = useActorRef(machine, { input: { loggedIn: sessionSelectors.isLoggedIn(session.getSnapshot()) } });
  const done = useSelector(actor, loginSelectors.hasLoggedIn);
  const wasLoggedIn = useSelector(actor, loginSelectors.wasLoggedIn);
  const toRegister = useSelector(actor, loginSelectors.socialRegistration);

  useEffect(() => {
    let live = true;
    void bridge.isBiometricEnrolled().then((enrolled: boolean) => live && setBiometricOffered(enrolled));
    return () => {
      live = false;
    };
  }, [bridge]);

  useEffect(() => {
    if (wasLoggedIn) {
      navigate(LOGGED_IN_HOME, { replace: true });
      return;
    }
    if (toRegister) {
      navigate(`/register${carryReturn(query, socialRegisterQuery(toRegister))}`, { replace: true });
      return;
    }
    if (!done || !loggedIn) return;
    const redirect = query.get('redirect');
    const scope = query.get('scope') ?? LOGIN_REDIRECT_SCOPE;
    if (redirect && isRedirectAllowed(redirect, scope, origins)) {
      goToExternalUrl(redirect);
      return;
    }
    navigate(returnFromQuery(query, startPath), { replace: true });
  }, [done, loggedIn, wasLoggedIn, toRegister, query, origins, navigate, startPath]);

  return {
    entry,
    biometricOffered,
    submitting: useSelector(actor, loginSelectors.isSubmitting),
    socialBusy: useSelector(actor, loginSelectors.isSocialBusy),
    biometricBusy: useSelector(actor, loginSelectors.isBiometricBusy),
    error: useSelector(actor, loginSelectors.errorNotice),
    submit: (credentials: LoginCredentials) => actor.send({ type: 'login.submit', credentials }),
    edit: () => actor.send({ type: 'login.edit' }),
    socialSignedIn: (signIn: SocialSignIn) => actor.send({ type: 'social.signedIn', signIn }),
    startBiometric: () => actor.send({ type: 'biometric.start' }),
  };
}
