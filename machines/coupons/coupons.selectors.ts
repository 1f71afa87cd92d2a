// View flags of /profile/coupons.
import type { SnapshotFrom } from 'xstate';
import type { UserCouponDto } from '#kernel/contract/profileItems';
import type { CouponsMachine } from './coupons.machine';

export type CouponsSnapshot = SnapshotFrom<CouponsMachine>;

export const isLoading = (s: CouponsSnapshot) => s.matches('loading');
export const loadFailed = (s: CouponsSnapshot) => s.matches('loadFailed');
/** Coupons still usable (a kind the club withdrew is listed apart). */
export const usable = (s: CouponsSnapshot): UserCouponDto[] => s.context.coupons.filter((c) => c.deleted === 'N');
export const withdrawn = (s: CouponsSnapshot): UserCouponDto[] => s.context.coupons.filter((c) => c.deleted === 'Y');
export const isEmpty = (s: CouponsSnapshot) => s.matches('listed') && s.context.coupons.length === 0;
