// The user's coupons at the club for the sport (GET .../users/{userId}/coupons-summary).
import { fromPromise } from 'xstate';
import type { LoadCouponsSummaryInput, LoadCouponsSummaryOutput } from '#machines/booking';
import type { ApiClient } from '#api/client';
import type { Endpoints, ResponseOf } from '#kernel/contract';
import type { CouponCard } from './views';
import { couponsSummary } from '#kernel/contract/booking/coupons';

type CouponDto = ResponseOf<Endpoints['couponsSummary']>['coupons'][number];

export const toCoupon = (dto: CouponDto): CouponCard => ({
  clubCouponId: dto.clubCouponId,
  couponName: dto.couponName,
  couponsName: dto.couponsName,
  quantityLeft: dto.quantityLeft,
});

export function couponActors(api: ApiClient) {
  return {
    loadCouponsSummary: fromPromise<LoadCouponsSummaryOutput, LoadCouponsSummaryInput>(async ({ input, signal }) => {
      const { coupons } = await api.call(couponsSummary, { params: input, signal });
      return { coupons: coupons.filter((c) => c.deleted !== 'Y').map(toCoupon) };
    }),
  };
}
