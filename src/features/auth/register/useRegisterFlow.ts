import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  registerMachine,
  registerSelectors,
  type LoginOutput,
  type LogInInput,
  type Registered,
  type Registration,
} from '#machines/register';
import { sessionSelectors } from '#machines/session';
import { useApi, useRuntime, useSession } from '#shell/runtimeContext';
import { login, register } from '#kernel/contract/accountEntry';
import { readEntryQuery } from '../shared/entryQuery';
import { carryReturn, returnFromQuery } from '../shared/returnQuery';

/** The social sign-in this registration comes from (the login's check sent the person here). */
function socialOf(query: URLSearchParams) {
  const facebookToken = query.get('facebookToken');
  const facebookUserId = query.get('facebookUserId');
  return facebookToken && facebookUserId ? { facebookToken, facebookUserId } : null;
}

/** The registration machine with the real calls; it logs in, asks to confirm, or goes to login. */
export function useRegisterFlow() {
  const api = useApi();
  const { session, startPath } = useRuntime();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const loggedIn = useSession(sessionSelectors.isLoggedIn);
  const social = socialOf(query);
  const entry = readEntryQuery(query);

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
                ...(social ? { facebook_token: social.facebookToken, facebook_user_id: social.facebookUserId } : {}),
                ...(entry.leadCode ? { leadCode: entry.leadCode } : {}),
                ...(entry.encodedClubMemberId ? { encodedClubMemberId: entry.encodedClubMemberId } : {}),
                language: sessionSelectors.language(snapshot),
                countryCode: sessionSelectors.country(snapshot),
                ...(returnTo ? { returnTo } : {}),
              },
              signal,
            });
            return { userId, emailConfirmed, token };
          }),
          logIn: fromPromise<LoginOutput, LogInInput>(async ({ input, signal }) => {
            const { token } = await api.call(login, { body: input, signal });
            return { token };
          }),
        },
        actions: {
          startSession: (_, params) => session.send({ type: 'session.login', token: params.token }),
        },
      }),
    // The machine is made once per page; the query it reads does not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, session],
  );
  const actor = useActorRef(machine, { input: { social } });
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
    social: social !== null,
    submitting,
    awaitingConfirmation,
    email,
    error,
    submit: (registration: Registration) => actor.send({ type: 'register.submit', registration }),
    edit: () => actor.send({ type: 'register.edit' }),
  };
}
