import type { FastifyInstance } from 'fastify';
import { bookingContract } from '../../src/api/contract';
import { clubTimeslots } from '../booking/clubTimeslots';
import { nearbyClubs } from '../booking/nearbyClubs';
import { clubsAvailability } from '../booking/nearbyTimeslots';
import { searchMaxDistance } from '../booking/searchDistance';
import { readSlotData } from '../booking/slotRead';
import type { ServerDeps } from '../deps';
import { noAccess } from '../http/apiFailure';
import { registerEndpoint } from '../http/registerEndpoint';

/** The most clubs one cross-club search reads. */
const NEARBY_LIMIT = 300;
/** The most other clubs a club search offers when its searched hour is taken. */
const ALTERNATIVE_CLUBS = 10;

/**
 * The two hottest answers (40–1000 slots) are written with plain JSON.stringify instead of the
 * contract's zod check plus JSON.stringify: the check cost more than the rest of a call (about 1.3 ms
 * of a 40-court club answer and 6.5 ms of a 200-club search on the bench machine). Their shape is the
 * handler's type (the contract's input type), and the booking tests parse these answers with the
 * contract's schemas (tests/server/booking/timeslots.test.ts, timezones.test.ts).
 */
const plainJson = (payload: unknown) => JSON.stringify(payload);

/** Spec part 1 §7: availability at one club and across clubs. */
export function timeslotRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  registerEndpoint(app, deps, bookingContract.getClubTimeslots, async ({ params, query, auth, request, reply }) => {
    const userId = auth?.id ?? null;
    const now = deps.now();
    // The club, its courts and prices and what is taken that day: one statement (slotRead.ts).
    const { contexts, occupancy } = await readSlotData(db, [params.clubId], params.sportId, query.timespan, query.date, now, userId);
    const context = contexts[0];
    // The club does not exist here or does not offer the sport.
    if (!context) throw noAccess();
    const result = clubTimeslots(context, occupancy, query, now, userId);
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
    reply.serializer(plainJson);
    return { ...answer, alternative_timeslots_summary: alternativeClubs, quotationId: null, timezone: context.club.timezone };
  });

  registerEndpoint(app, deps, bookingContract.searchTimeslots, async ({ params, query, auth, request, reply }) => {
    const userId = auth?.id ?? null;
    const origin = query.latitude !== undefined && query.longitude !== undefined ? { latitude: query.latitude, longitude: query.longitude } : null;
    const maxKm = await searchMaxDistance(db, request);
    const nearby = await nearbyClubs(db, { sportId: params.sportId, userId, origin, maxDistance: query.noLimitDistance ? null : maxKm, limit: NEARBY_LIMIT });
    const availability = await clubsAvailability(db, nearby.clubs, params.sportId, query, deps.now(), userId);
    const shown = new Set([...availability.timeslots, ...availability.alternative_timeslots].map((s) => s.clubId));
    reply.serializer(plainJson);
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
