import type { FastifyInstance } from 'fastify';
import { bookingContract } from '#kernel/contract';
import { checkedAccountId, saveAccountId, savedAccountId } from '#server/booking/reservations/latamPass';
import type { ServerDeps } from '#server/deps';
import { registerEndpoint } from '#server/http/registerEndpoint';

/** Spec part 1 §7 GET /api/users/{userId}/latampassid, and our PUT to save it (only the person themself: ownerParam). */
export function latamPassRoutes(app: FastifyInstance, deps: ServerDeps): void {
  registerEndpoint(app, deps, bookingContract.getLatamPassId, async ({ auth }) => ({ accountId: await savedAccountId(deps.db, auth.id) }));
  registerEndpoint(app, deps, bookingContract.saveLatamPassId, async ({ body, auth }) => ({
    accountId: await saveAccountId(deps.db, auth.id, checkedAccountId(body.accountId)),
  }));
}
