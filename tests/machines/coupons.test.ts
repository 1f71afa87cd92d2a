// Model-based test of /profile/coupons: every state, transition and listed code, plus a journey that
// lists a withdrawn kind apart.
import { expect } from 'vitest';
import type { UserCouponDto } from '#kernel/contract/profileItems';
import { couponsMachine, type CouponsMachine } from '#machines/coupons/coupons.machine';
import * as select from '#machines/coupons/coupons.selectors';
import { describeModel, type Journey } from './support/modelTest';

const coupon = (clubCouponId: number, deleted: 'Y' | 'N'): UserCouponDto => ({
  clubCouponId,
  couponName: 'Cupón pádel',
  couponsName: 'Cupones pádel',
  couponGender: 'M',
  quantityLeft: 3,
  deleted,
  clubId: 1,
  clubName: 'Club Pádel Vitacura',
  sportId: 1,
});
const held = [coupon(1, 'N'), coupon(2, 'Y')];

const journeys: Journey<CouponsMachine>[] = [
  {
    name: 'usable coupons and a withdrawn kind are told apart',
    steps: [{ done: 'loadCoupons', output: held }],
    end: 'listed',
    assert: ({ invocations, snapshot }) => {
      expect(invocations[0]).toMatchObject({ src: 'loadCoupons', input: { userId: 7 } });
      expect(select.usable(snapshot).map((c) => c.clubCouponId)).toEqual([1]);
      expect(select.withdrawn(snapshot).map((c) => c.clubCouponId)).toEqual([2]);
    },
  },
  {
    name: 'no coupons says so',
    steps: [{ done: 'loadCoupons', output: [] }],
    end: 'listed',
    assert: ({ snapshot }) => expect(select.isEmpty(snapshot)).toBe(true),
  },
];

describeModel(couponsMachine, {
  name: 'coupons',
  inputs: { player: { userId: 7 } },
  events: { 'coupons.reload': [{ type: 'coupons.reload' }] },
  outputs: { loadCoupons: [held] },
  errors: { loadCoupons: { other: new Error('network down') } },
  journeys,
  serializeContext: (c) => ({ c: c.coupons.length, e: c.error?.code }),
  require: { states: true, errors: true, transitions: true },
});
