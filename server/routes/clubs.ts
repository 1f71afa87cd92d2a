import type { FastifyInstance } from 'fastify';
import { bookingContract } from '#kernel/contract';
import { externalLinkUrl, findClub, isEnabledAt, listClubs, toClubDtos } from '#server/booking/availability/clubDirectory';
import { requireClubSport } from '#server/booking/availability/loadContext';
import { courtSchedule } from '#server/booking/availability/schedule';
import { sportBlockedUntil, sportBlocksAt } from '#server/booking/availability/sportBlocks';
import { findSport, listClubSports, listSports, toClubSport, toSportListItem } from '#server/booking/availability/sportDirectory';
import { timezoneOffsetMinutes } from '#server/booking/availability/timezoneOffset';
import { callerTimezone } from '#server/clubs/callerTimezone';
import { newsOfClub } from '#server/clubs/clubNews';
import { requestNewClub } from '#server/clubs/clubRequest';
import { creditBalance } from '#server/booking/reservations/creditExchange';
import type { ServerDeps } from '#server/deps';
import { callFailure, noAccess } from '#server/http/apiFailure';
import { registerEndpoint } from '#server/http/registerEndpoint';

/** Spec part 1 §7: clubs, sports, the sport at a club and its schedule. */
export function clubRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  registerEndpoint(app, deps, bookingContract.listClubs, async ({ query, auth, request }) => {
    const origin =
      query.latitude !== undefined && query.longitude !== undefined ? { latitude: query.latitude, longitude: query.longitude } : null;
    const now = deps.now();
    const result = await listClubs(db, { ...query, origin }, auth?.id ?? null, now);
    const timezone = await callerTimezone(db, request);
    return {
      result: { ...result, page: query.page, pageSize: query.pageSize },
      timezone,
      timezoneOffset: timezoneOffsetMinutes(timezone, now),
    };
  });

  registerEndpoint(app, deps, bookingContract.getClub, async ({ params, auth }) => {
    const club = await findClub(db, params.clubId);
    if (!club) throw noAccess();
    const [dto] = await toClubDtos(db, [club], auth?.id ?? null, null, deps.now());
    return { club: dto };
  });

  registerEndpoint(app, deps, bookingContract.generateExternalLink, async ({ params }) => {
    if (!(await findClub(db, params.clubId))) throw noAccess();
    const url = await externalLinkUrl(db, params.clubId, params.linkId);
    if (!url) throw noAccess();
    return { url };
  });

  registerEndpoint(app, deps, bookingContract.listClubNews, async ({ params }) => {
    const club = await findClub(db, params.clubId);
    if (!club) throw noAccess();
    return { title: club.allowNews ? club.newsTitle : null, news: await newsOfClub(db, club) };
  });

  registerEndpoint(app, deps, bookingContract.requestClub, async ({ body, auth }) => ({
    requestId: await requestNewClub(deps, auth.id, body),
  }));

  registerEndpoint(app, deps, bookingContract.listSports, async () => ({ sports: await listSports(db) }));

  registerEndpoint(app, deps, bookingContract.getSport, async ({ params }) => {
    const sport = await findSport(db, params.sportId);
    if (!sport) throw noAccess();
    return { sport: toSportListItem(sport) };
  });

  registerEndpoint(app, deps, bookingContract.listClubSports, async ({ params }) => {
    if (!(await findClub(db, params.clubId))) throw noAccess();
    return { sports: await listClubSports(db, params.clubId) };
  });

  registerEndpoint(app, deps, bookingContract.getClubSport, async ({ params, auth }) => {
    const context = await requireClubSport(db, params.clubId, params.sportId);
    const sport = (await findSport(db, params.sportId))!;
    const enabled = await isEnabledAt(db, context.club, auth?.id ?? null);
    const { club } = context;
    const now = deps.now();
    const [credit, blocks] = await Promise.all([
      auth ? creditBalance(db, auth.id, club.id, club.currencyCode) : 0,
      sportBlocksAt(db, club.id, auth?.id ?? null, now),
    ]);
    const blockedUntil = sportBlockedUntil(blocks, sport.id);
    return { sport: toClubSport(sport, context, enabled && !club.dummy, now, credit, blockedUntil) };
  });

  registerEndpoint(app, deps, bookingContract.getSchedule, async ({ params, query, auth }) => {
    const context = await requireClubSport(db, params.clubId, params.sportId);
    if (!(await isEnabledAt(db, context.club, auth?.id ?? null))) throw callFailure(bookingContract.getSchedule, '-184');
    const schedule = await courtSchedule(db, context, query.date, deps.now(), auth?.id ?? null);
    return { date: query.date, stepMinutes: context.config.stepMinutes, timezone: context.club.timezone, schedule };
  });
}
