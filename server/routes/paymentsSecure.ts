import type { FastifyInstance } from 'fastify';
import { paymentsContract } from '#kernel/contract';
import type { ServerDeps } from '#server/deps';
import { registerEndpoint } from '#server/http/registerEndpoint';
import { updateFoid } from '#server/payments/cards';
import { saveSecureValidation } from '#server/payments/secureValidation';

/** Spec part 2 §7 "Cashier and cards": save3DSValidationDiscount and PUT /api/users/{userId}/foid. */
export function paymentsSecureRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { ctx } = deps.payments;
  const c = paymentsContract;

  registerEndpoint(app, deps, c.saveSecureValidationDiscount, async ({ params, body }) =>
    saveSecureValidation(ctx, c.saveSecureValidationDiscount, params.userId, body),
  );

  registerEndpoint(app, deps, c.updateFoid, async ({ params, body }) => updateFoid(ctx, c.updateFoid, params.userId, body));
}
