import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { forgotPassword, forgotPasswordFoid } from '#kernel/contract/passwordRecovery';
import {
  forgotPasswordMachine,
  passwordRecoverySelectors as select,
  type ForgotRequest,
  type RecoveryMethod,
} from '#machines/passwordRecovery';
import { useApi } from '#shell/runtimeContext';

/** The forgot-password machine with the real calls: by e-mail or by identity document. */
export function useForgotPasswordFlow() {
  const api = useApi();
  const machine = useMemo(
    () =>
      forgotPasswordMachine.provide({
        actors: {
          requestReset: fromPromise<void, ForgotRequest>(async ({ input, signal }) => {
            if (input.by === 'email') await api.call(forgotPassword, { body: { email: input.email }, signal });
            else {
              const { by: _by, ...body } = input;
              await api.call(forgotPasswordFoid, { body, signal });
            }
          }),
        },
      }),
    [api],
  );
  const actor = useActorRef(machine, { input: {} });
  return {
    method: useSelector(actor, select.method),
    sending: useSelector(actor, select.isSending),
    sent: useSelector(actor, select.wasSent),
    error: useSelector(actor, select.forgotNotice),
    choose: (method: RecoveryMethod) => actor.send({ type: 'recovery.method', method }),
    submit: (request: ForgotRequest) => actor.send({ type: 'recovery.submit', request }),
    edit: () => actor.send({ type: 'recovery.edit' }),
    restart: () => actor.send({ type: 'recovery.restart' }),
  };
}
