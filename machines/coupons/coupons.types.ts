// Types of /profile/coupons (spec part 3 §2 profile area, §3 "Coupon: deleted flag Y/N", §7 coupons).
import type { UserCouponDto } from '#kernel/contract/profileItems';
import type { ActorError } from '#kernel/lib/errors';

export interface CouponsInput {
  userId: number;
}

export interface CouponsContext {
  userId: number;
  coupons: UserCouponDto[];
  error: ActorError | null;
}

export type CouponsEvent = { type: 'coupons.reload' };
