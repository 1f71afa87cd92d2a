import { useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { listUserCoupons, type UserCouponDto } from '#kernel/contract/profileItems';
import { couponsMachine } from '#machines/coupons';
import { sessionSelectors } from '#machines/session';
import { Screen } from '#shell/layout/Screen';
import { useRuntime, useSession } from '#shell/runtimeContext';
import { CouponsView } from './CouponsView';

/** /profile/coupons — the player's coupons per club and how many are left. */
export default function CouponsPage() {
  const { api } = useRuntime();
  const userId = useSession(sessionSelectors.userId) ?? 0;
  const machine = useMemo(
    () =>
      couponsMachine.provide({
        actors: {
          loadCoupons: fromPromise<UserCouponDto[], { userId: number }>(
            async ({ input, signal }) => (await api.call(listUserCoupons, { params: { userId: input.userId }, signal })).coupons,
          ),
        },
      }),
    [api],
  );
  const actor = useActorRef(machine, { input: { userId } });
  return (
    <Screen narrow>
      <CouponsView actor={actor} />
    </Screen>
  );
}
