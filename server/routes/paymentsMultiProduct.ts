import type { FastifyInstance } from 'fastify';
import { paymentsContract } from '#kernel/contract';
import type { ServerDeps } from '#server/deps';
import { registerEndpoint } from '#server/http/registerEndpoint';
import { cancelMultipleProducts, createAndPayMultipleProducts } from '#server/payments/multiProduct';

/** Spec part 2 §7 "Booking": POST /api/multiple-products/create-and-pay and /cancel. */
export function paymentsMultiProductRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const gateway = deps.payments;
  const c = paymentsContract;

  registerEndpoint(app, deps, c.createAndPayMultipleProducts, async ({ body, auth }) =>
    createAndPayMultipleProducts(gateway, c.createAndPayMultipleProducts, {
      callerId: auth.id,
      items: body.items,
      fopId: body.fopId,
      fopParams: { ...(body.fopParams ?? {}) },
      deviceSessionId: body.MP_DEVICE_SESSION_ID ?? body.fopParams?.MP_DEVICE_SESSION_ID ?? null,
    }),
  );

  registerEndpoint(app, deps, c.cancelMultipleProducts, async ({ body, auth }) =>
    cancelMultipleProducts(gateway, c.cancelMultipleProducts, auth.id, body.items),
  );
}
