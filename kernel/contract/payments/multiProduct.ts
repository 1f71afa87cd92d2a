import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { payAnswer, payBody } from './pay';
import { PAY_ERRORS } from './paymentErrors';

// Multi-product payment (spec part 2 §3 "Multiple-product item", §4 "Multi-product payment", §7
// "Booking"): several of the caller's unpaid products paid together in one payment, and their cancel.
// Product ids: 1 a court booking, 2 an activity booking (not yet: -91), 4 a multi-product group.

const id = z.int().check(z.positive(), z.maximum(2_147_483_647));

/** At most this many products in one group. */
export const MAX_MULTIPLE_PRODUCT_ITEMS = 10;

export const multipleProductItem = z.object({
  productId: z.union([z.literal(1), z.literal(2), z.literal(4)]),
  productTransactionId: id,
});
export type MultipleProductItemDto = z.infer<typeof multipleProductItem>;

const items = z.array(multipleProductItem).check(z.minLength(1), z.maxLength(MAX_MULTIPLE_PRODUCT_ITEMS));

const ACTIVITIES_NOT_YET = { '-91': { status: 422, meaning: 'Activity bookings (productId 2) cannot be paid or cancelled together yet' } };

export const createAndPayMultipleProducts = defineEndpoint({
  id: 'createAndPayMultipleProducts',
  method: 'POST',
  path: '/api/multiple-products/create-and-pay',
  auth: 'user',
  summary:
    "Pay several of the caller's unpaid court bookings together in one payment (productId 4, productTransactionId the group): all or none are paid; a rejected or abandoned payment releases them all",
  body: z.object({ action: z.enum(['pay']), ...payBody, items }),
  response: ok(payAnswer),
  errors: { ...PAY_ERRORS, ...ACTIVITIES_NOT_YET },
});

export const cancelMultipleProducts = defineEndpoint({
  id: 'cancelMultipleProducts',
  method: 'POST',
  path: '/api/multiple-products/cancel',
  auth: 'user',
  summary:
    "Cancel several of the caller's unpaid bookings (productId 1) or the bookings of a group (productId 4) at once, voiding the group's open payment: all or none",
  body: z.object({ items }),
  response: ok({ cancelled: z.array(z.int()) }),
  errors: {
    '-52': { status: 422, meaning: 'A product cannot be cancelled (paid, started, or not a booking to cancel); nothing was cancelled' },
    ...ACTIVITIES_NOT_YET,
  },
});
