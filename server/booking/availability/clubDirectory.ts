import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { CLUB_NEWS_IN_CLUB, type ClubDto } from '#kernel/contract/booking';
import { newsOfClubs } from '#server/clubs/clubNews';
import type { Db } from '#server/db/client';
import {
  clubExternalLinks,
  clubMembers,
  clubRules,
  clubs,
  clubSports,
  clubUserBlocks,
  favouriteClubs,
  geoCities,
  sports,
} from '#server/db/schema';
import { rulesOf, type ClubRow } from './clubContext';
import { distanceKm } from './distance';
import { timezoneOffsetMinutes } from './timezoneOffset';

export interface ClubFilter {
  parentClubId?: number;
  sportId?: number;
  countryCode?: string;
  q?: string;
  /** The club filter: a state, its cities, sports (ids separated by ','). */
  stateId?: number;
  cityIds?: string;
  sportIds?: string;
  origin: { latitude: number; longitude: number } | null;
  page: number;
  pageSize: number;
}

/** Whether the caller may book at the club: everyone at open clubs, members at members-only ones. */
async function enabledFor(db: Db, rows: ClubRow[], userId: number | null): Promise<Set<number>> {
  const enabled = new Set(rows.filter((c) => c.userEnabled).map((c) => c.id));
  const restricted = rows.filter((c) => !c.userEnabled).map((c) => c.id);
  if (userId && restricted.length > 0) {
    const members = await db
      .select({ clubId: clubMembers.clubId })
      .from(clubMembers)
      .where(and(eq(clubMembers.userId, userId), inArray(clubMembers.clubId, restricted)));
    for (const m of members) enabled.add(m.clubId);
  }
  return enabled;
}

/** The clubs among ids that have disabled the caller (none for anonymous callers). */
async function blockedFor(db: Db, ids: number[], userId: number | null): Promise<Set<number>> {
  if (!userId) return new Set();
  const rows = await db
    .select({ clubId: clubUserBlocks.clubId })
    .from(clubUserBlocks)
    .where(and(eq(clubUserBlocks.userId, userId), inArray(clubUserBlocks.clubId, ids)));
  return new Set(rows.map((r) => r.clubId));
}

/** The caller's favourites among some clubs (none for anonymous callers). */
async function favouritesFor(db: Db, ids: number[], userId: number | null): Promise<Set<number>> {
  if (!userId || ids.length === 0) return new Set();
  const rows = await db
    .select({ clubId: favouriteClubs.clubId })
    .from(favouriteClubs)
    .where(and(eq(favouriteClubs.userId, userId), inArray(favouriteClubs.clubId, ids)));
  return new Set(rows.map((r) => r.clubId));
}

/** The address of one of a club's external links, or null when the club has no such link. */
export async function externalLinkUrl(db: Db, clubId: number, linkId: number): Promise<string | null> {
  const [row] = await db
    .select({ url: clubExternalLinks.url })
    .from(clubExternalLinks)
    .where(and(eq(clubExternalLinks.id, linkId), eq(clubExternalLinks.clubId, clubId)));
  return row?.url ?? null;
}

/** The contract's club for each row (sports, sub-club counts, rules and the caller's access in three queries). */
export async function toClubDtos(
  db: Db,
  rows: ClubRow[],
  userId: number | null,
  origin: ClubFilter['origin'],
  now: Date,
): Promise<ClubDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((c) => c.id);
  const [sportRows, childRows, ruleRows, enabled, linkRows, blocked, favourites, news] = await Promise.all([
    db
      .select({ clubId: clubSports.clubId, id: sports.id, code: sports.code, name: sports.name })
      .from(clubSports)
      .innerJoin(sports, eq(sports.id, clubSports.sportId))
      .where(and(inArray(clubSports.clubId, ids), eq(clubSports.active, true)))
      .orderBy(asc(sports.position)),
    db
      .select({ parentId: clubs.parentClubId, n: count() })
      .from(clubs)
      .where(and(inArray(clubs.parentClubId, ids), eq(clubs.active, true)))
      .groupBy(clubs.parentClubId),
    db.select().from(clubRules).where(inArray(clubRules.clubId, ids)),
    enabledFor(db, rows, userId),
    db
      .select({
        clubId: clubExternalLinks.clubId,
        name: clubExternalLinks.name,
        image: clubExternalLinks.image,
        externalLinkId: clubExternalLinks.id,
        pos: clubExternalLinks.pos,
      })
      .from(clubExternalLinks)
      .where(inArray(clubExternalLinks.clubId, ids))
      .orderBy(asc(clubExternalLinks.pos), asc(clubExternalLinks.id)),
    blockedFor(db, ids, userId),
    favouritesFor(db, ids, userId),
    newsOfClubs(db, rows, CLUB_NEWS_IN_CLUB),
  ]);
  return rows.map((club) => {
    const rules = rulesOf(ruleRows.find((r) => r.clubId === club.id));
    return {
      id: club.id,
      name: club.name,
      image: club.image,
      latitude: club.latitude,
      longitude: club.longitude,
      address: club.address,
      city: club.city,
      countryCode: club.countryCode,
      timezone: club.timezone,
      timezoneOffset: timezoneOffsetMinutes(club.timezone, now),
      currencyCode: club.currencyCode,
      language_code: club.languageCode,
      sports: sportRows.filter((s) => s.clubId === club.id).map(({ id, code, name }) => ({ id, code, name })),
      parentClubId: club.parentClubId,
      subClubsCount: Number(childRows.find((c) => c.parentId === club.id)?.n ?? 0),
      user_enabled: enabled.has(club.id),
      allow_browsing: club.allowBrowsing,
      request_member_document: club.requestMemberDocument ? 'Y' : 'N',
      members_only_text: club.membersOnlyText,
      dummy: club.dummy,
      externalLinksData: linkRows.filter((l) => l.clubId === club.id).map(({ clubId: _club, ...link }) => link),
      clubNewsList: news.get(club.id)?.list ?? [],
      clubNewsTitle: club.allowNews ? club.newsTitle : null,
      clubNewsFeaturedId: news.get(club.id)?.featuredId ?? null,
      permissions: { allow_news_for_club: club.allowNews, cross_court_block_enabled: club.crossCourtBlockEnabled },
      phone: club.phone,
      whatsapp: club.whatsapp,
      bookingEmail: club.bookingEmail,
      primeHaveSpecialPrice: rules.primeHaveSpecialPrice,
      clubIsOneClick: rules.oneClick,
      clubAllowsBookingInsurance: rules.allowsInsurance,
      onlinePaymentEnabled: rules.onlinePayment,
      distance: origin ? distanceKm(origin, club) : null,
      fromPreferred: favourites.has(club.id),
      isBlocked: blocked.has(club.id),
    };
  });
}

/**
 * A page of the club list: top-level clubs (or one parent's sub-clubs), the caller's favourites first,
 * then nearest first with coordinates, else by name.
 */
export async function listClubs(db: Db, filter: ClubFilter, userId: number | null, now: Date): Promise<{ data: ClubDto[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(clubs.active, true),
    filter.parentClubId ? eq(clubs.parentClubId, filter.parentClubId) : isNull(clubs.parentClubId),
  ];
  if (filter.countryCode) conditions.push(eq(clubs.countryCode, filter.countryCode.toUpperCase()));
  if (filter.q?.trim()) {
    const pattern = `%${filter.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(clubs.name, pattern), ilike(clubs.city, pattern), ilike(clubs.address, pattern)));
  }
  const ids = (list?: string) => (list ? list.split(',').map(Number) : []);
  if (filter.stateId)
    conditions.push(inArray(clubs.cityId, db.select({ id: geoCities.id }).from(geoCities).where(eq(geoCities.stateId, filter.stateId))));
  if (filter.cityIds) conditions.push(inArray(clubs.cityId, ids(filter.cityIds)));
  if (filter.sportIds) {
    const offeringAny = db
      .select({ id: clubSports.clubId })
      .from(clubSports)
      .where(and(inArray(clubSports.sportId, ids(filter.sportIds)), eq(clubSports.active, true)));
    conditions.push(inArray(clubs.id, offeringAny));
  }
  if (filter.sportId) {
    const offering = db
      .select({ id: clubSports.clubId })
      .from(clubSports)
      .where(and(eq(clubSports.sportId, filter.sportId), eq(clubSports.active, true)));
    conditions.push(inArray(clubs.id, offering));
  }
  const rows = await db
    .select()
    .from(clubs)
    .where(and(...conditions))
    .orderBy(asc(clubs.name), asc(clubs.id));
  const origin = filter.origin;
  if (origin) rows.sort((a, b) => distanceKm(origin, a) - distanceKm(origin, b));
  const favourites = await favouritesFor(
    db,
    rows.map((r) => r.id),
    userId,
  );
  if (favourites.size > 0) rows.sort((a, b) => Number(favourites.has(b.id)) - Number(favourites.has(a.id)));
  const page = rows.slice((filter.page - 1) * filter.pageSize, filter.page * filter.pageSize);
  return { data: await toClubDtos(db, page, userId, origin, now), total: rows.length };
}

/** One active club, or null. */
export async function findClub(db: Db, clubId: number): Promise<ClubRow | null> {
  const [row] = await db
    .select()
    .from(clubs)
    .where(and(eq(clubs.id, clubId), eq(clubs.active, true)));
  return row ?? null;
}

/** Whether the user may book at the club (members-only clubs: members). */
export async function isEnabledAt(db: Db, club: ClubRow, userId: number | null): Promise<boolean> {
  return (await enabledFor(db, [club], userId)).has(club.id);
}
