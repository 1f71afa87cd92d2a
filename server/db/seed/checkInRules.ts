import type { Db } from '../client';
import { clubCheckInRules, clubs } from '../schema';

/** Check-in at a demo club: within 200 m, from an hour before the start to half an hour after. */
const DEFAULT_RULES = { radiusMeters: 200, opensMinutesBefore: 60, closesMinutesAfter: 30 };

/** Club Pádel Vitacura spreads over a block, and lets players check in from two hours before. */
const RULES_BY_SLUG: Record<string, typeof DEFAULT_RULES> = {
  'club-padel-vitacura': { radiusMeters: 300, opensMinutesBefore: 120, closesMinutesAfter: 60 },
};

/** Every demo club takes check-ins (idempotent: a club that has its rules keeps them). */
export async function seedCheckInRules(db: Db): Promise<void> {
  const rows = await db.select({ id: clubs.id, slug: clubs.slug, dummy: clubs.dummy }).from(clubs);
  const values = rows.filter((c) => !c.dummy).map((c) => ({ clubId: c.id, ...(RULES_BY_SLUG[c.slug] ?? DEFAULT_RULES) }));
  if (values.length) await db.insert(clubCheckInRules).values(values).onConflictDoNothing();
}
