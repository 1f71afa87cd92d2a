import type { FastifyInstance } from 'fastify';
import { bookingContract } from '#kernel/contract';
import { findClub } from '#server/booking/availability/clubDirectory';
import { sportBlocksAt } from '#server/booking/availability/sportBlocks';
import type { ServerDeps } from '#server/deps';
import { noAccess } from '#server/http/apiFailure';
import { registerEndpoint } from '#server/http/registerEndpoint';

/** Spec part 1 §7: the caller's sport blocks at a club (manual and automatic, with until dates). */
export function sportBlockRoutes(app: FastifyInstance, deps: ServerDeps): void {
  registerEndpoint(app, deps, bookingContract.getClubSportBlocks, async ({ params, auth }) => {
    if (!(await findClub(deps.db, params.clubId))) throw noAccess();
    return { result: await sportBlocksAt(deps.db, params.clubId, auth.id, deps.now()) };
  });
}
