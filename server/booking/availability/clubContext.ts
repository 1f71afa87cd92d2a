import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { clubRules, clubs, clubSports, courtPrices, courts } from '#server/db/schema';

export type ClubRow = typeof clubs.$inferSelect;
export type ClubRulesRow = Omit<typeof clubRules.$inferSelect, 'clubId'>;
export type ClubSportRow = typeof clubSports.$inferSelect;
export type CourtRow = typeof courts.$inferSelect;
export type PriceRow = typeof courtPrices.$inferSelect;

/** A club without a rules row takes these. */
export const DEFAULT_RULES: ClubRulesRow = {
  holdMinutes: 5,
  onlinePayment: true,
  oneClick: false,
  allowsInsurance: false,
  downpayPercent: 0,
  blocksPendingPayment: false,
  maxActiveBookings: null,
  maxBookingsPerDay: null,
  residencyCityId: null,
  primeHaveSpecialPrice: false,
};

/** Everything about a club and one of its sports that slots, holds and quotes need. */
export interface ClubSportContext {
  club: ClubRow;
  rules: ClubRulesRow;
  config: ClubSportRow;
  /** Active courts of the sport, in the club's order. */
  courts: CourtRow[];
  pricesByCourt: Map<number, PriceRow[]>;
}

export function rulesOf(row: typeof clubRules.$inferSelect | null | undefined): ClubRulesRow {
  if (!row) return DEFAULT_RULES;
  const { clubId: _clubId, ...rules } = row;
  return rules;
}

/**
 * The club-sport contexts of several clubs for one sport in two queries (the cross-club search reads
 * hundreds of clubs); with a timespan, only the prices of that duration. Clubs that are inactive or do
 * not offer the sport are left out.
 */
export async function loadClubSportContexts(db: Db, clubIds: number[], sportId: number, timespan?: number): Promise<ClubSportContext[]> {
  if (clubIds.length === 0) return [];
  const [clubRows, courtRows] = await Promise.all([
    db
      .select({ club: clubs, rules: clubRules, config: clubSports })
      .from(clubs)
      .innerJoin(clubSports, and(eq(clubSports.clubId, clubs.id), eq(clubSports.sportId, sportId), eq(clubSports.active, true)))
      .leftJoin(clubRules, eq(clubRules.clubId, clubs.id))
      .where(and(inArray(clubs.id, clubIds), eq(clubs.active, true))),
    db
      .select({ court: courts, price: courtPrices })
      .from(courts)
      .leftJoin(courtPrices, and(eq(courtPrices.courtId, courts.id), timespan ? eq(courtPrices.timespan, timespan) : undefined))
      .where(and(inArray(courts.clubId, clubIds), eq(courts.sportId, sportId), eq(courts.active, true)))
      .orderBy(asc(courts.sort), asc(courts.id)),
  ]);
  const pricesByCourt = new Map<number, PriceRow[]>();
  const courtsByClub = new Map<number, CourtRow[]>();
  for (const { court, price } of courtRows) {
    if (!pricesByCourt.has(court.id)) {
      pricesByCourt.set(court.id, []);
      courtsByClub.set(court.clubId, [...(courtsByClub.get(court.clubId) ?? []), court]);
    }
    if (price) pricesByCourt.get(court.id)!.push(price);
  }
  return clubRows.map(({ club, rules, config }) => ({
    club,
    rules: rulesOf(rules),
    config,
    courts: courtsByClub.get(club.id) ?? [],
    pricesByCourt,
  }));
}

/** One club's context for a sport, or null when the club does not offer it. */
export async function loadClubSportContext(db: Db, clubId: number, sportId: number, timespan?: number): Promise<ClubSportContext | null> {
  const [context] = await loadClubSportContexts(db, [clubId], sportId, timespan);
  return context ?? null;
}
