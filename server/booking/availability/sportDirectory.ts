import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ClubSportDto, SportListItemDto } from '#kernel/contract/booking';
import type { Db } from '#server/db/client';
import { clubSports, courts, sports } from '#server/db/schema';
import type { ClubSportContext } from './clubContext';
import { courtGrid } from './courtSlots';
import { dateWindow } from './slotGrid';

type SportRow = typeof sports.$inferSelect;

export function toSportListItem(sport: SportRow, config?: ClubSportContext['config']): SportListItemDto {
  return {
    id: sport.id,
    code: sport.code,
    name: sport.name,
    field_name: sport.fieldName,
    field_name_gender: 'F',
    player_name: sport.playerName,
    players_name: sport.playersName,
    player_gender: 'M',
    simple_search: config?.simpleSearch ?? false,
    switch_book_flow: sport.switchBookFlow,
    hide: sport.hidden,
    defaultTimeSpan: config?.defaultTimespan ?? sport.defaultTimespan,
  };
}

export async function listSports(db: Db): Promise<SportListItemDto[]> {
  const rows = await db.select().from(sports).orderBy(asc(sports.position), asc(sports.id));
  return rows.map((s) => toSportListItem(s));
}

export async function findSport(db: Db, sportId: number): Promise<SportRow | null> {
  const [row] = await db.select().from(sports).where(eq(sports.id, sportId));
  return row ?? null;
}

/** The sports a club offers with at least one active court, in the product's order. */
export async function listClubSports(db: Db, clubId: number): Promise<SportListItemDto[]> {
  const rows = await db
    .select({ sport: sports, config: clubSports })
    .from(clubSports)
    .innerJoin(sports, eq(sports.id, clubSports.sportId))
    .where(and(eq(clubSports.clubId, clubId), eq(clubSports.active, true)))
    .orderBy(asc(sports.position));
  if (rows.length === 0) return [];
  const withCourts = await db
    .selectDistinct({ sportId: courts.sportId })
    .from(courts)
    .where(
      and(
        eq(courts.clubId, clubId),
        eq(courts.active, true),
        inArray(
          courts.sportId,
          rows.map((r) => r.sport.id),
        ),
      ),
    );
  const offered = new Set(withCourts.map((c) => c.sportId));
  return rows.filter((r) => offered.has(r.sport.id)).map((r) => toSportListItem(r.sport, r.config));
}

/** The sport as the club offers it: dates (club time), durations, hours of the first court's grid, form and rules. */
export function toClubSport(
  sport: SportRow,
  context: ClubSportContext,
  userEnabled: boolean,
  now: Date,
  /** The caller's credit at the club (0 without a session). */
  creditBalance = 0,
  /** When the caller's sport block here ends (null: not blocked). */
  blockedUntil: string | null = null,
): ClubSportDto {
  const { config, club } = context;
  const { mindate, maxdate } = dateWindow(club.timezone, now, config.daysAhead);
  const defaultTimeSpan =
    config.defaultTimespan ?? (config.timespans.includes(sport.defaultTimespan) ? sport.defaultTimespan : config.timespans[0]);
  const court = context.courts.find((c) => c.capacity === null) ?? context.courts[0];
  const hours = court ? courtGrid(context, court, mindate, defaultTimeSpan).map((g) => g.localStartTime) : [];
  return {
    ...toSportListItem(sport, config),
    clubId: club.id,
    offer_schedule: config.offerSchedule,
    timespanvalues: config.timespans,
    defaultTimeSpan,
    hours,
    mindate,
    maxdate,
    show_credit_balance: creditBalance > 0,
    creditBalance,
    include_tyc: config.includeTyc ? 'Y' : 'N',
    tyc_url: config.tycUrl,
    tyc_text: config.tycText,
    ask_for_comments: config.askForComments,
    text_for_comments: config.textForComments,
    userEnabled,
    blocked: blockedUntil !== null,
    blocked_until: blockedUntil,
    waitingListEnabled: config.waitingListEnabled,
    additional_text_data: config.additionalTextData,
    hide_price_mode: config.hidePriceMode,
    opens_whole_day: config.opensWholeDay,
    comments_min_length: config.commentsMinLength,
    latam_pass_enabled: config.latamPassEnabled,
    ask_play_with: config.askPlayWith,
    ask_motive_and_arrival: config.askMotiveAndArrival,
    dataConfig: config.dataConfig,
    clubSportOfferBookForOthers: config.bookForOthers,
    maxPlayers: config.maxPlayers,
    holdMinutes: context.rules.holdMinutes,
    fixed_search_time: config.simpleSearch ? config.fixedSearchTime : null,
    minPlayers: config.minPlayers,
    expireFreeBookingMinPlayers: config.minPlayers !== null && config.expireFreeBookingMinPlayers ? 'Y' : 'N',
    msgNeedMinInvites: config.msgNeedMinInvites,
    minPlayersHoursBefore: config.minPlayersHoursBefore,
  };
}
