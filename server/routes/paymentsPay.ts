import type { FastifyInstance } from 'fastify';
import { paymentsContract } from '#kernel/contract';
import type { ServerDeps } from '#server/deps';
import { registerEndpoint } from '#server/http/registerEndpoint';
import { payLater } from '#server/payments/payLater';

/** Spec part 2 §7 "Booking": POST /api/bookings/{id}/pay and /payInsurance. */
export function paymentsPayRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const gateway = deps.payments;

  registerEndpoint(app, deps, paymentsContract.payBooking, async ({ params, body, auth }) =>
    payLater(gateway, paymentsContract.payBooking, {
      bookingId: params.id,
      callerId: auth.id,
      product: 'bookingPay',
      action: body.action,
      fopId: body.fopId,
      fopParams: { ...(body.fopParams ?? {}) },
      deviceSessionId: body.MP_DEVICE_SESSION_ID ?? body.fopParams?.MP_DEVICE_SESSION_ID ?? null,
    }),
  );

  registerEndpoint(app, deps, paymentsContract.payBookingInsurance, async ({ params, body, auth }) =>
    payLater(gateway, paymentsContract.payBookingInsurance, {
      bookingId: params.id,
      callerId: auth.id,
      product: 'insurance',
      action: 'pay',
      fopId: body.fopId,
      fopParams: { ...(body.fopParams ?? {}) },
      deviceSessionId: body.MP_DEVICE_SESSION_ID ?? body.fopParams?.MP_DEVICE_SESSION_ID ?? null,
    }),
  );
}
