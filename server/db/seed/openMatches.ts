import { inArray } from 'drizzle-orm';
import { addClubDays, clubLocalToInstant, clubNow } from '#kernel/lib/dates/clubTime';
import type { Db } from '../client';
import { clubs, courts, openMatchCategories, openMatchPlayers, openMatches, users } from '../schema';
import { SPORT_ID } from './sports';

type Who = 'player' | 'rival' | 'teacher' | 'admin';
type Gender = 'M' | 'F' | 'MIXED';

interface SeedMatch {
  /** Fixed, so that demo links stay the same across installations and a second seed adds nothing. */
  uuid: string;
  club: string;
  court: string;
  sport: keyof typeof SPORT_ID;
  /** Days after the seeding day, at `time` club time, for `minutes`. */
  inDays: number;
  time: string;
  minutes: number;
  quantity: number;
  players: Who[];
  categories: [number, string, Gender][];
  cancelled?: boolean;
}

/**
 * Open matches to join (spec part 2 §2 "Open match"): each notice of §4 has one. The player hosts one
 * (the host's leave warning); the rest are the rival's. Dates follow the seeding day, so a fresh
 * install has matches in the coming days.
 */
export const SEED_OPEN_MATCHES: SeedMatch[] = [
  // prettier-ignore
  { uuid: '0e3a7c52-1d4b-4f7e-9a41-6b2c8d9e0f11', club: 'club-padel-vitacura', court: 'Cancha 2', sport: 'padel', inDays: 2, time: '19:00:00', minutes: 90, quantity: 4, players: ['rival'], categories: [[4, 'Cuarta', 'MIXED'], [5, 'Quinta', 'MIXED']] },
  // prettier-ignore
  { uuid: '0e3a7c52-1d4b-4f7e-9a41-6b2c8d9e0f12', club: 'club-padel-vitacura', court: 'Cancha 3', sport: 'padel', inDays: 3, time: '20:00:00', minutes: 90, quantity: 4, players: ['rival', 'teacher', 'admin'], categories: [[3, 'Tercera', 'MIXED']] },
  // prettier-ignore
  { uuid: '0e3a7c52-1d4b-4f7e-9a41-6b2c8d9e0f13', club: 'palermo-padel', court: 'Cancha 1', sport: 'padel', inDays: 4, time: '18:30:00', minutes: 90, quantity: 4, players: ['rival'], categories: [[4, 'Cuarta', 'MIXED']], cancelled: true },
  // prettier-ignore
  { uuid: '0e3a7c52-1d4b-4f7e-9a41-6b2c8d9e0f14', club: 'club-padel-vitacura', court: 'Cancha 1', sport: 'padel', inDays: 2, time: '08:00:00', minutes: 60, quantity: 2, players: ['rival', 'teacher'], categories: [] },
  // prettier-ignore
  { uuid: '0e3a7c52-1d4b-4f7e-9a41-6b2c8d9e0f15', club: 'club-padel-vitacura', court: 'Cancha 4', sport: 'padel', inDays: 5, time: '21:00:00', minutes: 90, quantity: 4, players: ['rival'], categories: [[2, 'Segunda varones', 'M']] },
  // prettier-ignore
  { uuid: '0e3a7c52-1d4b-4f7e-9a41-6b2c8d9e0f16', club: 'polanco-padel', court: 'Cancha 1', sport: 'padel', inDays: 6, time: '19:30:00', minutes: 90, quantity: 4, players: ['player', 'rival'], categories: [[4, 'Cuarta', 'MIXED']] },
];

const EMAILS: Record<Who, string> = {
  player: 'player@courtflow.test',
  rival: 'rival@courtflow.test',
  teacher: 'teacher@courtflow.test',
  admin: 'admin@courtflow.test',
};

/** Idempotent: a match already there (by uuid) is left as it is, with whoever joined or left it. */
export async function seedOpenMatches(db: Db, now: Date = new Date()): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(EMAILS)));
  const userId = (who: Who) => people.find((p) => p.email === EMAILS[who])?.id;
  const clubRows = await db.select({ id: clubs.id, slug: clubs.slug, timezone: clubs.timezone }).from(clubs);
  const courtRows = await db.select({ id: courts.id, clubId: courts.clubId, name: courts.name }).from(courts);
  for (const seed of SEED_OPEN_MATCHES) {
    const club = clubRows.find((c) => c.slug === seed.club);
    const ids = seed.players.map(userId);
    if (!club || ids.some((id) => id === undefined)) continue;
    const startsAt = clubLocalToInstant(addClubDays(clubNow(club.timezone, now).date, seed.inDays), seed.time, club.timezone);
    const [match] = await db
      .insert(openMatches)
      .values({
        uuid: seed.uuid,
        clubId: club.id,
        sportId: SPORT_ID[seed.sport],
        courtId: courtRows.find((c) => c.clubId === club.id && c.name === seed.court)?.id ?? null,
        startsAt,
        endsAt: new Date(startsAt.getTime() + seed.minutes * 60_000),
        playersQuantity: seed.quantity,
        status: seed.cancelled ? 'CANCELLED' : 'OPEN',
        cancelledAt: seed.cancelled ? now : null,
      })
      .onConflictDoNothing({ target: openMatches.uuid })
      .returning({ id: openMatches.id });
    if (!match) continue;
    await db.insert(openMatchPlayers).values(ids.map((id, i) => ({ openMatchId: match.id, userId: id as number, position: i + 1 })));
    if (seed.categories.length) {
      await db
        .insert(openMatchCategories)
        .values(seed.categories.map(([categoryId, name, gender]) => ({ openMatchId: match.id, categoryId, name, gender })));
    }
  }
}
