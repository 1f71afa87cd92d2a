import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { registerMachine, registerSelectors, type Registered, type Registration } from '#machines/register';
import { sessionSelectors } from '#machines/session';
import { useApi, useRuntime, useSession } from '#shell/runtimeContext';
import { carryReturn, returnFromQuery } from '../shared/returnQuery';
import { register } from '#kernel/contract/accountEntry';

/** The registration machine with the real call; it logs in, asks to confirm, or goes to login. */
export function useRegisterFlow() {
  const api = useApi();
  const { session, startPath } = useRuntime();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const loggedIn = useSession(sessionSelectors.isLoggedIn);

  const machine = useMemo(
    () =>
      registerMachine.provide({
        actors: {
          register: fromPromise<Registered, Registration>(async ({ input, signal }) => {
            const snapshot = session.getSnapshot();
            const returnTo = query.get('returnTo');
            const { userId, emailConfirmed, token } = await api.call(register, {
              body: {
                ...input,
                language: sessionSelectors.language(snapshot),
                countryCode: sessionSelectors.country(snapshot),
                ...(returnTo ? { returnTo } : {}),
              },
              signal,
            });
            return { userId, emailConfirmed, token };
          }),
        },
        actions: {
          startSession: (_, params) => session.send({ type: 'session.login', token: params.token }),
        },
      }),
    [api, session, query],
  );
  const actor = useActorRef(machine);
  const submitting = useSelector(actor, registerSelectors.isSubmitting);
  const done = useSelector(actor, registerSelectors.hasLoggedIn);
  const awaitingConfirmation = useSelector(actor, registerSelectors.isAwaitingConfirmation);
  const exists = useSelector(actor, registerSelectors.userExists);
  const error = useSelector(actor, registerSelectors.errorNotice);
  const email = useSelector(actor, registerSelectors.email);

  useEffect(() => {
    if (done && loggedIn) navigate(returnFromQuery(query, startPath), { replace: true });
    if (exists) navigate(`/login${carryReturn(query, { email, exists: '1' })}`, { replace: true });
  }, [done, exists, loggedIn, query, navigate, startPath, email]);

  return {
    submitting,
    awaitingConfirmation,
    email,
    error,
    submit: (registration: Registration) => actor.send({ type: 'register.submit', registration }),
    edit: () => actor.send({ type: 'register.edit' }),
  };
}
