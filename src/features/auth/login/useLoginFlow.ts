import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { loginMachine, loginSelectors, type LoginCredentials, type LoginOutput } from '#machines/login';
import { sessionSelectors } from '#machines/session';
import { goToExternalUrl } from '#shell/externalNavigation';
import { isRedirectAllowed } from '#shell/routes/redirectRule';
import { useApi, useRuntime, useSession } from '#shell/runtimeContext';
import { returnFromQuery } from '../shared/returnQuery';
import { login } from '#kernel/contract/accountEntry';

const allowedOrigins = (s: sessionSelectors.SessionSnapshot) => s.context.config?.appConfig.allowedOrigins ?? [];

/** The scope a third-party redirect after login must be allowed for (spec part 3 §6). */
export const LOGIN_REDIRECT_SCOPE = 'login';

/**
 * The login machine with the real call and the session. Once the session holds the new token it
 * goes back where the user came from (returnTo/returnParams), or to an allowed third-party
 * `redirect` for the 'login' scope.
 */
export function useLoginFlow() {
  const api = useApi();
  const { session, startPath } = useRuntime();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const origins = useSession(allowedOrigins);
  const loggedIn = useSession(sessionSelectors.isLoggedIn);

  const machine = useMemo(
    () =>
      loginMachine.provide({
        actors: {
          logIn: fromPromise<LoginOutput, LoginCredentials>(async ({ input, signal }) => {
            const { token } = await api.call(login, { body: input, signal });
            return { token };
          }),
        },
        actions: {
          startSession: (_, params) => session.send({ type: 'session.login', token: params.token }),
        },
      }),
    [api, session],
  );
  const actor = useActorRef(machine);
  const done = useSelector(actor, loginSelectors.hasLoggedIn);
  const submitting = useSelector(actor, loginSelectors.isSubmitting);
  const error = useSelector(actor, loginSelectors.errorNotice);

  useEffect(() => {
    if (!done || !loggedIn) return;
    const redirect = query.get('redirect');
    const scope = query.get('scope') ?? LOGIN_REDIRECT_SCOPE;
    if (redirect && isRedirectAllowed(redirect, scope, origins)) {
      goToExternalUrl(redirect);
      return;
    }
    navigate(returnFromQuery(query, startPath), { replace: true });
  }, [done, loggedIn, query, origins, navigate, startPath]);

  return {
    submitting,
    error,
    submit: (credentials: LoginCredentials) => actor.send({ type: 'login.submit', credentials }),
    edit: () => actor.send({ type: 'login.edit' }),
  };
}
