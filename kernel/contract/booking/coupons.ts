import * as z from 'zod/mini';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';

// Coupons of a user at a club (spec part 1 §3 "Coupon").
export const coupon = z.object({
  clubCouponId: z.int(),
  couponName: z.string(),
  couponsName: z.string(),
  couponGender: z.enum(['M', 'F']),
  quantityLeft: z.int(),
  deleted: z.enum(['Y', 'N']),
});

export const couponsSummary = defineEndpoint({
  id: 'couponsSummary',
  method: 'GET',
  path: '/api/clubs/:clubId/sports/:sportId/users/:userId/coupons-summary',
  auth: 'user',
  ownerParam: 'userId',
  summary: "The caller's coupons usable for this sport at this club, with quantityLeft",
  params: z.strictObject({ clubId: idParam, sportId: idParam, userId: idParam }),
  response: ok({ coupons: z.array(coupon) }),
  errors: {},
});
