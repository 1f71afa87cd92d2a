import type { FastifyInstance } from 'fastify';
import { bookingContract } from '#kernel/contract';
import { checkIn } from '#server/checkIn/checkIn';
import type { ServerDeps } from '#server/deps';
import { registerEndpoint } from '#server/http/registerEndpoint';

/** Spec part 2 §7 "Check-in and club": POST /api/check_in/{id}; every outcome is a result. */
export function checkInRoutes(app: FastifyInstance, deps: ServerDeps): void {
  registerEndpoint(app, deps, bookingContract.checkIn, async ({ params, body, auth }) => ({
    result: await checkIn(deps.db, params.checkInId, auth.id, body, deps.now()),
  }));
}
