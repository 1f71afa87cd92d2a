import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bookingContract, REQUEST_HEADERS, toBrand } from '#kernel/contract';
import type { TimeslotDto } from '#kernel/contract/booking';
import { readBasis } from '#server/booking/availability/availabilityBasis';
import { availabilityCache } from '#server/booking/availability/availabilityCache';
import { availabilityChanges } from '#server/booking/availability/availabilityChanges';
import { clubDayCache } from '#server/booking/availability/clubDayCache';
import { clubTimeslots, type SlotSearch } from '#server/booking/availability/clubTimeslots';
import { nearbyClubs } from '#server/booking/availability/nearbyClubs';
import { clubPart, clubsAvailability } from '#server/booking/availability/nearbyTimeslots';
import type { ClubDayRead } from '#server/booking/availability/slotRead';
import { searchDirectory } from '#server/booking/availability/searchDirectory';
import { occupancyOf } from '#server/booking/availability/slotRead';
import type { ServerDeps } from '#server/deps';
import { noAccess } from '#server/http/apiFailure';
import { requireOwnBookingAt, withoutBooking } from '#server/booking/reservations/exchange/exchangeSlots';
import { loadCrossBlocks, loadCrossBlocksOf, type CrossBlockRow } from '#server/booking/golf/crossBlocks';
import { golfSlots, golfTimeslots } from '#server/booking/golf/golfTimeslots';
import { waitingListAnswer } from '#server/booking/waitingList/waitingListAnswer';
import { answerJson, okEnvelope, registerEndpoint, type HandlerResult } from '#server/http/registerEndpoint';

const EMPTY_LIST = Buffer.from('[]');
/** The most clubs one cross-club search reads. */
const NEARBY_LIMIT = 300;
/** The most other clubs a club search offers when its searched hour is taken. */
const ALTERNATIVE_CLUBS = 10;

type Compute = Parameters<ReturnType<typeof availabilityCache>['answer']>[3];

/**
 * Says in the answer's Server-Timing whether this call computed it (and how long that took) or
 * reused one computed for another call: DevTools shows it, and bench/burst counts computations by it.
 */
function timed(reply: FastifyReply, compute: Compute): Compute {
  reply.header('server-timing', 'availability;desc=reused');
  return async (seq) => {
    const started = performance.now();
    try {
      return await compute(seq);
    } finally {
      reply.header('server-timing', `availability;desc=computed;dur=${(performance.now() - started).toFixed(1)}`);
    }
  };
}

/**
 * Every input of an answer but the caller: the call, its params and query, and the brand (whose
 * search distance applies).
 */
const answerKey = (call: string, request: FastifyRequest, params: object, query: object) =>
  `${call}|${JSON.stringify(params)}|${JSON.stringify(query)}|${toBrand(request.headers[REQUEST_HEADERS.appId] as string | undefined)}`;

/**
 * Spec part 1 §7: availability at one club and across clubs. Three layers keep what they read while
 * the database's triggers say it holds (availabilityChanges.ts): whole answers between identical calls
 * (availabilityCache.ts), each club's day (clubDayCache.ts) and the club directory
 * (searchDirectory.ts). Answers are written with plain JSON.stringify instead of the contract's zod
 * check, which cost more than the rest of a call; their shape is the handler's type, and the booking
 * tests parse them with the contract's schemas (tests/server/booking/timeslots.test.ts, timezones.test.ts).
 */
export function timeslotRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const changes = availabilityChanges(deps.database);
  app.addHook('onClose', () => changes.stop());
  const directory = searchDirectory(deps.db, changes);
  const clubDays = clubDayCache(deps.db, changes);
  const answers = availabilityCache(changes, directory.memberships);
  const answer = (reply: FastifyReply, key: string, userId: number | null, now: Date, compute: Compute) =>
    answers.answer(key, userId, now, timed(reply, compute));
  /**
   * A club's share of a search: kept with its day for callers with no claim there, else their own.
   * Golf (`golf`): a club with cross-court blocks for the sport judges its slots in the mode asked (a
   * change of its blocks raises its counter, so its day, and the parts kept with it, are read again).
   */
  const partOf =
    (search: SlotSearch, now: Date, userId: number | null, golf?: { blocks: Map<number, CrossBlockRow[]>; rounds: boolean }) =>
    (day: ClubDayRead) => {
      const blocks = golf?.blocks.get(day.context.club.id) ?? [];
      const refine =
        blocks.length === 0
          ? undefined
          : (who: number | null) => (slots: TimeslotDto[]) =>
              golfSlots(day.context, blocks, occupancyOf([day], who).claimsByCourt, slots, golf!.rounds, who);
      if (userId !== null && day.userIds.has(userId)) return clubPart(day, search, now, userId, refine?.(userId));
      const key = refine ? `${search.time}|${golf!.rounds ? 18 : 9}` : search.time;
      return clubDays.part(day, key, () => clubPart(day, search, now, null, refine?.(null)));
    };

  registerEndpoint(app, deps, bookingContract.getClubTimeslots, async ({ params, query, auth, request, reply }) => {
    const userId = auth?.id ?? null;
    const now = deps.now();
    // A change (spec part 1 §7 rebuildAvailabilityMode=1, eBookingId): the caller's own booking at this club and sport.
    const changing = query.eBookingId !== undefined && query.rebuildAvailabilityMode === '1' ? query.eBookingId : null;
    if (changing !== null) await requireOwnBookingAt(deps.db, changing, userId, params);
    if (query.getWaitingListSlots) return waitingListAnswer(deps, params, query, userId, now);
    const json = await answer(reply, answerKey('club', request, params, query), userId, now, async (seq) => {
      const days = await clubDays.days([params.clubId], params.sportId, query.timespan, query.date, now, seq);
      // The club does not exist here or does not offer the sport.
      if (days.length === 0) throw noAccess();
      const { context } = days[0];
      // A sport searched at a fixed time here (club_sports.fixed_search_time, with simple_search): that time, whatever was sent.
      const fixed = context.config.fixedSearchTime;
      const search = fixed ? { ...query, time: fixed } : query;
      const occupancy = occupancyOf(days, userId);
      // Golf (spec part 1 §4.6): the cross-court blocks' flags, and only rounds in the 18-hole mode.
      const blocks = await loadCrossBlocks(deps.db, params.clubId, params.sportId);
      const all = golfTimeslots(
        context,
        blocks,
        occupancy.claimsByCourt,
        clubTimeslots(context, occupancy, search, now, userId),
        { rounds: query.isElegibleForCrossBlock, time: search.time, showAll: query.showAll },
        userId,
        () => clubTimeslots(context, occupancy, { ...search, showAll: true }, now, userId),
      );
      // The booking being changed is not offered back as a slot to change to.
      const result = changing === null ? all : withoutBooking(all, changing);
      const basis = { ...readBasis(days), restrictedClubIds: [] as number[], personal: false };
      let alternativeClubs: ReturnType<typeof clubsAvailability>['perClub'] = [];
      if (result.searchedHourTaken && !query.showAll) {
        const { club } = context;
        const nearby = nearbyClubs(await directory.sportClubs(params.sportId, seq), await directory.memberships(userId, seq), {
          origin: { latitude: club.latitude, longitude: club.longitude },
          maxDistance: await directory.maxDistance(request, seq),
          excludeClubId: club.id,
          limit: ALTERNATIVE_CLUBS,
        });
        const around = await clubDays.days(
          nearby.clubs.map((c) => c.id),
          params.sportId,
          query.timespan,
          query.date,
          now,
          seq,
        );
        const availability = clubsAvailability(around, nearby.clubs, partOf(search, now, userId));
        alternativeClubs = availability.anyFree ? availability.perClub : [];
        Object.assign(basis, {
          clubIds: [params.clubId, ...nearby.clubs.map((c) => c.id)],
          userIds: new Set([...basis.userIds, ...availability.basis.userIds]),
          validUntil: Math.min(basis.validUntil, availability.basis.validUntil),
          restrictedClubIds: nearby.restrictedClubIds,
          personal: nearby.member,
        });
      }
      const { searchedHourTaken: _taken, ...answer } = result;
      const payload = {
        ...answer,
        alternative_timeslots_summary: alternativeClubs,
        quotationId: null,
        timezone: context.club.timezone,
      } satisfies HandlerResult<typeof bookingContract.getClubTimeslots>;
      return { text: JSON.stringify(okEnvelope(payload)), basis };
    });
    return answerJson(request, reply, json);
  });

  registerEndpoint(app, deps, bookingContract.searchTimeslots, async ({ params, query, auth, request, reply }) => {
    const userId = auth?.id ?? null;
    const now = deps.now();
    const json = await answer(reply, answerKey('search', request, params, query), userId, now, async (seq) => {
      const origin =
        query.latitude !== undefined && query.longitude !== undefined ? { latitude: query.latitude, longitude: query.longitude } : null;
      const maxKm = await directory.maxDistance(request, seq);
      const nearby = nearbyClubs(await directory.sportClubs(params.sportId, seq), await directory.memberships(userId, seq), {
        origin,
        // A city chosen by name is the player's choice of where to play: its clubs at any distance.
        maxDistance: query.noLimitDistance || query.city_id !== undefined ? null : maxKm,
        cityId: query.city_id,
        limit: NEARBY_LIMIT,
      });
      const days = await clubDays.days(
        nearby.clubs.map((c) => c.id),
        params.sportId,
        query.timespan,
        query.date,
        now,
        seq,
      );
      // Golf (spec part 1 §2.2): clubs with cross-court blocks for the sport offer rounds in the 18-hole mode.
      const blocks = await loadCrossBlocksOf(
        deps.db,
        days.map((d) => d.context.club.id),
        params.sportId,
      );
      const golf = { blocks, rounds: query.isElegibleForCrossBlock };
      const availability = clubsAvailability(days, nearby.clubs, partOf(query, now, userId, golf));
      const shown = new Set(availability.perClub.map((c) => c.clubId));
      const payload = {
        timeslots_summary: availability.timeslots_summary,
        alternative_timeslots_summary: availability.perClub,
        clubs: nearby.clubs.filter((c) => shown.has(c.id)),
        filteredClubsByDistance: nearby.filtered,
        searchMaxDistance: maxKm,
        discarded_timeslots: availability.discarded_timeslots,
        offersRounds: blocks.size > 0,
      } satisfies Omit<HandlerResult<typeof bookingContract.searchTimeslots>, 'timeslots' | 'alternative_timeslots'>;
      // The two slot lists (most of the answer) are joined from the bytes kept with each club's part.
      const rest = JSON.stringify(okEnvelope(payload)).slice(0, -1);
      const { anyFree, offeredJson } = availability;
      const text = Buffer.concat([
        Buffer.from(`${rest},"timeslots":`),
        ...(anyFree ? offeredJson : [EMPTY_LIST]),
        Buffer.from(',"alternative_timeslots":'),
        ...(anyFree ? [EMPTY_LIST] : offeredJson),
        Buffer.from('}'),
      ]);
      const basis = {
        ...availability.basis,
        clubIds: nearby.clubs.map((c) => c.id),
        restrictedClubIds: nearby.restrictedClubIds,
        personal: nearby.member,
      };
      return { text, basis };
    });
    return answerJson(request, reply, json);
  });
}
