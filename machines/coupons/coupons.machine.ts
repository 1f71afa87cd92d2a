// /profile/coupons: the player's coupons per club, how many are left, and the kinds a club withdrew.
//
//   loading     GET /api/users/{id}/coupons → listed; failure → loadFailed
//   listed      coupons.reload → loading
//   loadFailed  coupons.reload → loading
import { assign, setup } from 'xstate';
import type { UserCouponDto } from '#kernel/contract/profileItems';
import { placeholder } from '#machines/shared/actors';
import { output, rejection, type RejectionParams } from '#machines/shared/outcomes';
import type { CouponsContext, CouponsEvent, CouponsInput } from './coupons.types';

export const couponsMachine = setup({
  types: { context: {} as CouponsContext, events: {} as CouponsEvent, input: {} as CouponsInput },
  actors: {
    loadCoupons: placeholder<UserCouponDto[], { userId: number }>('coupons', 'loadCoupons'),
  },
  actions: {
    assignCoupons: assign((_, coupons: UserCouponDto[]) => ({ coupons, error: null })),
    assignError: assign((_, { error }: RejectionParams) => ({ error })),
  },
}).createMachine({
  id: 'coupons',
  context: ({ input }) => ({ userId: input.userId, coupons: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCoupons',
        src: 'loadCoupons',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'listed', actions: { type: 'assignCoupons', params: output<UserCouponDto[]> } },
        onError: { target: 'loadFailed', actions: { type: 'assignError', params: rejection } },
      },
    },
    listed: { on: { 'coupons.reload': 'loading' } },
    loadFailed: { on: { 'coupons.reload': 'loading' } },
  },
});

export type CouponsMachine = typeof couponsMachine;
