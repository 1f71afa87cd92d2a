import type { FastifyInstance } from 'fastify';
import { bookingContract } from '#kernel/contract';
import { findClub } from '#server/booking/availability/clubDirectory';
import { callerTimezone } from '#server/clubs/callerTimezone';
import { favouriteClubsOf, toggleFavourite } from '#server/clubs/favourites';
import type { ServerDeps } from '#server/deps';
import { noAccess } from '#server/http/apiFailure';
import { registerEndpoint } from '#server/http/registerEndpoint';

/** Spec part 1 §7: the caller's favourite clubs (toggle, by location) and a user's list (theirs alone). */
export function favouriteClubRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  registerEndpoint(app, deps, bookingContract.toggleFavouriteClub, async ({ params, auth }) => {
    if (!(await findClub(db, params.clubId))) throw noAccess();
    return { state: await toggleFavourite(db, auth.id, params.clubId) };
  });

  registerEndpoint(app, deps, bookingContract.listFavouriteClubsByLocation, async ({ query, auth }) => {
    const origin =
      query.latitude !== undefined && query.longitude !== undefined ? { latitude: query.latitude, longitude: query.longitude } : null;
    return { clubs: await favouriteClubsOf(db, auth.id, origin, deps.now()) };
  });

  registerEndpoint(app, deps, bookingContract.listUserFavouriteClubs, async ({ params, request }) => ({
    clubs: await favouriteClubsOf(db, params.userId, null, deps.now()),
    timezone: await callerTimezone(db, request),
  }));
}
