import { useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { listClubCustomerCodes, retrieveCustomerCodes, type ClubCustomerCodeDto } from '#kernel/contract/profileItems';
import { customerCodesMachine, type RetrievedCodes } from '#machines/customerCodes';
import { sessionSelectors } from '#machines/session';
import { Screen } from '#shell/layout/Screen';
import { useRuntime, useSession } from '#shell/runtimeContext';
import { CustomerCodesView } from './CustomerCodesView';

/** /profile/customercodes — the player's customer codes at clubs, and retrieving them by document. */
export default function CustomerCodesPage() {
  const { api } = useRuntime();
  const userId = useSession(sessionSelectors.userId) ?? 0;
  const machine = useMemo(
    () =>
      customerCodesMachine.provide({
        actors: {
          loadCodes: fromPromise<ClubCustomerCodeDto[], { userId: number }>(
            async ({ input, signal }) =>
              (await api.call(listClubCustomerCodes, { params: { userId: input.userId }, signal })).customerCodes,
          ),
          retrieveCodes: fromPromise<RetrievedCodes, { userId: number }>(async ({ input, signal }) => {
            const answer = await api.call(retrieveCustomerCodes, { params: { userId: input.userId }, signal });
            return { codes: answer.customerCodes, added: answer.added };
          }),
        },
      }),
    [api],
  );
  const actor = useActorRef(machine, { input: { userId } });
  return (
    <Screen narrow>
      <CustomerCodesView actor={actor} />
    </Screen>
  );
}
