import type { FastifyInstance } from 'fastify';
import { paymentsContract } from '#kernel/contract';
import { isNationalDocument } from '#kernel/lib/validators';
import { checkProfileFields, userFieldRules } from '#server/accounts/profileRules';
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

  registerEndpoint(app, deps, c.updateFoid, async ({ params, body }) => {
    // The document's shape as the user's country sets it (the personal-data form checks the same).
    const { country, rules } = await userFieldRules(deps.db, params.userId);
    checkProfileFields(c.updateFoid, rules, { foid: body.foidNumber }, ['foid'], {
      foreignDocument: !isNationalDocument(country, body.foidCountry, body.foidType),
    });
    return updateFoid(ctx, c.updateFoid, params.userId, body);
  });
}
