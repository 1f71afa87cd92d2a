import type { FastifyInstance } from 'fastify';
import { bookingContract } from '../../src/api/contract';
import { clubTimeslots } from '../booking/clubTimeslots';
import { requireClubSport } from '../booking/loadContext';
import { nearbyClubs } from '../booking/nearbyClubs';
import { clubsAvailability } from '../booking/nearbyTimeslots';
import { searchMaxDistance } from '../booking/searchDistance';
import type { ServerDeps } from '../deps';
import { registerEndpoint } from '../http/registerEndpoint';

/** The most clubs one cross-club search reads. */
const NEARBY_LIMIT = 300;
/** The most other clubs a club search offers when its searched hour is taken. */
const ALTERNATIVE_CLUBS = 10;

/** Spec part 1 §7: availability at one club and across clubs. */
export function timeslotRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  registerEndpoint(app, deps, bookingContract.getClubTimeslots, async ({ params, query, auth, request }) => {
    const context = await requireClubSport(db, params.clubId, params.sportId, query.timespan);
    const userId = auth?.id ?? null;
    const now = deps.now();
    const result = await clubTimeslots(db, context, query, now, userId);
    let alternativeClubs: Awaited<ReturnType<typeof clubsAvailability>>['perClub'] = [];
    if (result.searchedHourTaken && !query.showAll) {
      const { club } = context;
      const nearby = await nearbyClubs(db, {
        sportId: params.sportId,
        userId,
        origin: { latitude: club.latitude, longitude: club.longitude },
        maxDistance: await searchMaxDistance(db, request),
        excludeClubId: club.id,
        limit: ALTERNATIVE_CLUBS,
      });
      const availability = await clubsAvailability(db, nearby.clubs, params.sportId, query, now, userId);
      alternativeClubs = availability.timeslots.length > 0 ? availability.perClub : [];
    }
    const { searchedHourTaken: _taken, ...answer } = result;
    return { ...answer, alternative_timeslots_summary: alternativeClubs, quotationId: null, timezone: context.club.timezone };
  });

  registerEndpoint(app, deps, bookingContract.searchTimeslots, async ({ params, query, auth, request }) => {
    const userId = auth?.id ?? null;
    const origin = query.latitude !== undefined && query.longitude !== undefined ? { latitude: query.latitude, longitude: query.longitude } : null;
    const maxKm = await searchMaxDistance(db, request);
    const nearby = await nearbyClubs(db, { sportId: params.sportId, userId, origin, maxDistance: query.noLimitDistance ? null : maxKm, limit: NEARBY_LIMIT });
    const availability = await clubsAvailability(db, nearby.clubs, params.sportId, query, deps.now(), userId);
    const shown = new Set([...availability.timeslots, ...availability.alternative_timeslots].map((s) => s.clubId));
    return {
      timeslots: availability.timeslots,
      timeslots_summary: availability.timeslots_summary,
      alternative_timeslots: availability.alternative_timeslots,
      alternative_timeslots_summary: availability.perClub,
      clubs: nearby.clubs.filter((c) => shown.has(c.id)),
      filteredClubsByDistance: nearby.filtered,
      searchMaxDistance: maxKm,
      discarded_timeslots: availability.discarded_timeslots,
    };
  });
}
