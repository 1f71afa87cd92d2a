export { couponsMachine, type CouponsMachine } from './coupons.machine';
export * as couponsSelectors from './coupons.selectors';
export * from './coupons.types';
export * from './coupons.errors';
