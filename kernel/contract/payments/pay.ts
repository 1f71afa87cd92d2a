import * as z from 'zod/mini';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { paymentData } from '../booking/bookings';
import { fopParams } from './common';
import { PAY_ERRORS } from './paymentErrors';

/** The fields every pay call's body shares. */
export const payBody = {
  fopId: z.int().check(z.positive(), z.maximum(2_147_483_647)),
  fopParams: z.optional(z.nullable(fopParams)),
  extraParams: z.optional(z.nullable(z.record(z.string().check(z.maxLength(50)), z.unknown()))),
  MP_DEVICE_SESSION_ID: z.optional(z.string().check(z.maxLength(200))),
};

/** The answer of every pay call (spec part 2 §7): paymentData and the product paid. */
export const payAnswer = {
  paymentData,
  /** 1: a booking (multi-product ids: 1 booking, 2 activity, 4 multiple). */
  productId: z.int(),
  productTransactionId: z.int(),
  webpay_id: z.nullable(z.string()),
};

export const payBooking = defineEndpoint({
  id: 'payBooking',
  method: 'POST',
  path: '/api/bookings/:id/pay',
  auth: 'user',
  summary: "Pay (the rest of the online amount) or downpay one of the caller's bookings with a form of payment of its club",
  params: z.strictObject({ id: idParam }),
  body: z.object({ action: z.enum(['pay', 'downpay']), ...payBody }),
  response: ok(payAnswer),
  errors: PAY_ERRORS,
});

export const payBookingInsurance = defineEndpoint({
  id: 'payBookingInsurance',
  method: 'POST',
  path: '/api/bookings/:id/payInsurance',
  auth: 'user',
  summary: "Pay the unbilled insurance of one of the caller's bookings (one-click or KUSHKI only)",
  params: z.strictObject({ id: idParam }),
  body: z.object({ action: z._default(z.enum(['pay']), 'pay'), ...payBody }),
  response: ok(payAnswer),
  errors: PAY_ERRORS,
});
