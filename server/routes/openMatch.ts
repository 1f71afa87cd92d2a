import type { FastifyInstance } from 'fastify';
import { bookingContract } from '#kernel/contract';
import type { ServerDeps } from '#server/deps';
import { registerEndpoint } from '#server/http/registerEndpoint';
import { getOpenMatchByUuid, joinMatch, leaveMatch, listCallerMatches, listClubMatches, type Caller } from '#server/openMatch/openMatch';

/** Spec part 2 §7 "Open match": get by uuid and join; leave and the caller's list for the matches tab; a club's open matches for the list modal. */
export function openMatchRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const caller = (id: number): Caller => ({ id, now: deps.now(), publicUrl: deps.settings.publicUrl });
  registerEndpoint(app, deps, bookingContract.getOpenMatch, async ({ params, auth }) => ({
    openMatch: await getOpenMatchByUuid(deps.db, params.uuid, caller(auth.id)),
  }));
  registerEndpoint(app, deps, bookingContract.joinOpenMatch, async ({ params, body, auth }) => ({
    openMatch: await joinMatch(deps.db, params.openMatchId, body, caller(auth.id)),
  }));
  registerEndpoint(app, deps, bookingContract.leaveOpenMatch, async ({ params, auth }) => ({
    openMatch: await leaveMatch(deps.db, params.openMatchId, caller(auth.id)),
  }));
  registerEndpoint(app, deps, bookingContract.listUserOpenMatches, async ({ auth }) => ({
    openMatches: await listCallerMatches(deps.db, caller(auth.id)),
  }));
  registerEndpoint(app, deps, bookingContract.listClubOpenMatches, async ({ params, auth }) => ({
    openMatches: await listClubMatches(deps.db, params.clubId, caller(auth.id)),
  }));
}
