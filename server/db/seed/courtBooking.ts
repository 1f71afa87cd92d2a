import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import {
  clubAncillaries,
  clubCoupons,
  clubRules,
  clubs,
  clubSports,
  courtPrices,
  courts,
  discountCodes,
  insurancePlans,
  primeOffers,
  serviceFees,
  ufValues,
} from '../schema';
import { CLUB_SETUPS, type ClubSetup } from './clubSetups';
import { SPORT_ID } from './sports';

type SportCode = keyof typeof SPORT_ID;

async function seedClubSports(db: Db, clubId: number, setup: ClubSetup): Promise<void> {
  for (const [code, sport] of Object.entries(setup.sports)) {
    const sportId = SPORT_ID[code as SportCode];
    await db
      .insert(clubSports)
      .values({ ...sport!.config, clubId, sportId })
      .onConflictDoNothing();
    const courtRows = await db
      .select()
      .from(courts)
      .where(and(eq(courts.clubId, clubId), eq(courts.sportId, sportId)));
    const rows = courtRows.flatMap((court) =>
      (sport!.courtPrices?.[court.name] ?? sport!.prices).map((band) => ({
        courtId: court.id,
        timespan: band.timespan,
        amount: band.amount,
        fromMinute: band.fromMinute ?? 0,
        toMinute: band.toMinute ?? 2880,
      })),
    );
    if (rows.length > 0) await db.insert(courtPrices).values(rows).onConflictDoNothing();
  }
}

async function seedClubExtras(db: Db, clubId: number, setup: ClubSetup): Promise<void> {
  await db
    .insert(clubRules)
    .values({ ...setup.rules, clubId })
    .onConflictDoNothing();
  if (setup.serviceFee)
    await db
      .insert(serviceFees)
      .values({ ...setup.serviceFee, clubId })
      .onConflictDoNothing();
  if (setup.ancillaries?.length) {
    await db
      .insert(clubAncillaries)
      .values(setup.ancillaries.map(({ sport, ...a }) => ({ ...a, clubId, sportId: sport ? SPORT_ID[sport] : null })))
      .onConflictDoNothing();
  }
  if (setup.discountCodes?.length) {
    await db
      .insert(discountCodes)
      .values(setup.discountCodes.map((c) => ({ ...c, clubId })))
      .onConflictDoNothing();
  }
  if (setup.coupons?.length) {
    await db
      .insert(clubCoupons)
      .values(setup.coupons.map(({ sport, ...c }) => ({ ...c, clubId, sportId: sport ? SPORT_ID[sport] : null })))
      .onConflictDoNothing();
  }
}

/** Insurance plans (Chile in UF, Colombia in pesos), UF values and the prime offer. */
async function seedPlansAndOffers(db: Db): Promise<void> {
  await db
    .insert(insurancePlans)
    .values([
      {
        countryCode: 'CL',
        planCode: 'METLIFE-CL-DEPORTES',
        currencyCode: 'CLP',
        amountUf: 0.05,
        policyAmountUf: 100,
        reimbursementAmountUf: 25,
        url: '/insurance/metlife/toc-CL',
      },
      {
        countryCode: 'CO',
        planCode: 'METLIFE-CO-DEPORTES',
        currencyCode: 'COP',
        amount: 4900,
        policyAmount: 20_000_000,
        reimbursementAmount: 5_000_000,
        url: '/insurance/metlife/toc-CO',
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(ufValues)
    .values([
      { date: '2025-01-01', value: 38419.17 },
      { date: '2026-01-01', value: 39727.58 },
    ])
    .onConflictDoNothing();
  await db
    .insert(primeOffers)
    .values({ countryCode: 'CL', name: 'Courtflow Prime', amount: 4990, currencyCode: 'CLP', freeDays: 7 })
    .onConflictDoNothing();
}

/** Booking setup of the demo clubs (outside production). Idempotent: inserts only what is missing. */
export async function seedCourtBooking(db: Db): Promise<void> {
  const rows = await db
    .select({ id: clubs.id, slug: clubs.slug })
    .from(clubs)
    .where(inArray(clubs.slug, Object.keys(CLUB_SETUPS)));
  for (const { id, slug } of rows) {
    await seedClubSports(db, id, CLUB_SETUPS[slug]);
    await seedClubExtras(db, id, CLUB_SETUPS[slug]);
  }
  await seedPlansAndOffers(db);
}
