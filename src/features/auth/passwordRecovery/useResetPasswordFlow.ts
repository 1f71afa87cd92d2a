import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { resetPassword } from '#kernel/contract/passwordRecovery';
import { passwordRecoverySelectors as select, resetLinkFrom, resetPasswordMachine, type ResetRequest } from '#machines/passwordRecovery';
import { useApi } from '#shell/runtimeContext';

/** The reset machine with the link of the query and the real call; success goes to login (spec §8). */
export function useResetPasswordFlow() {
  const api = useApi();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const link = useMemo(() => resetLinkFrom(query), [query]);
  const machine = useMemo(
    () =>
      resetPasswordMachine.provide({
        actors: {
          resetPassword: fromPromise<void, ResetRequest>(async ({ input, signal }) => {
            await api.call(resetPassword, { body: input, signal });
          }),
        },
        actions: {
          goToLogin: (_, { email }) => navigate(`/login?${new URLSearchParams({ email, reset: '1' }).toString()}`, { replace: true }),
        },
      }),
    [api, navigate],
  );
  const actor = useActorRef(machine, { input: link });
  return {
    email: useSelector(actor, select.resetEmail),
    showsForm: useSelector(actor, select.showsResetForm),
    resetting: useSelector(actor, select.isResetting),
    linkRejected: useSelector(actor, select.linkRejected),
    error: useSelector(actor, select.resetNotice),
    submit: (password: string) => actor.send({ type: 'reset.submit', password }),
    edit: () => actor.send({ type: 'reset.edit' }),
  };
}
