import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { clubExternalLinks, clubs, clubSports, clubUserBlocks, users } from '../schema';
import { SPORT_ID } from './sports';

// What the club page and the min-players rule show on the demo clubs: contact channels (a club with
// only a short number has no contact-club), external links, a club that disabled the rival, and
// Vitacura's free padel court that needs four confirmed players two hours before the start.

const CONTACTS: Record<string, { whatsapp?: string; bookingEmail?: string; phone?: string }> = {
  'club-padel-vitacura': { whatsapp: '+56 9 8765 4321', bookingEmail: 'reservas@padelvitacura.test' },
  'tenis-vina-del-mar': { bookingEmail: 'contacto@tenisvina.test' },
  // Only a short switchboard extension and no e-mail: no contact-club.
  'bogota-futbol-5': { phone: '1234' },
};

const LINKS: Record<string, { name: string; url: string; image?: string }[]> = {
  'club-padel-vitacura': [
    { name: 'Reglamento del club', url: '/demo/reglamento-club-padel-vitacura.html' },
    { name: 'Instagram', url: 'https://www.instagram.com/' },
  ],
};

/** The rival's access disabled at one club (the blocked-club notice). */
const BLOCKED_RIVAL_AT = 'miami-beach-tennis';

export const MIN_PLAYERS_RULE = {
  club: 'club-padel-vitacura',
  sport: 'padel',
  minPlayers: 4,
  hoursBefore: 2,
  message: 'Las reservas gratuitas de pádel necesitan 4 jugadores confirmados 2 horas antes del inicio; si no, se anulan.',
} as const;

/** Idempotent: contact fields are set, links and the block added once, the rule set each time. */
export async function seedClubPage(db: Db): Promise<void> {
  const rows = await db.select({ id: clubs.id, slug: clubs.slug }).from(clubs);
  const idOf = (slug: string) => rows.find((c) => c.slug === slug)?.id;
  for (const [slug, contact] of Object.entries(CONTACTS)) {
    const id = idOf(slug);
    // Only a change is written: an update fires the availability triggers (the seed must change no row when run again).
    const differs = Object.entries(contact).map(([key, value]) => sql`${clubs[key as keyof typeof contact]} is distinct from ${value}`);
    if (id)
      await db
        .update(clubs)
        .set(contact)
        .where(and(eq(clubs.id, id), or(...differs)));
  }
  for (const [slug, links] of Object.entries(LINKS)) {
    const id = idOf(slug);
    if (!id) continue;
    const present = await db.select({ name: clubExternalLinks.name }).from(clubExternalLinks).where(eq(clubExternalLinks.clubId, id));
    const missing = links.map((l, pos) => ({ ...l, pos, clubId: id })).filter((l) => !present.some((p) => p.name === l.name));
    if (missing.length) await db.insert(clubExternalLinks).values(missing);
  }
  const blockedAt = idOf(BLOCKED_RIVAL_AT);
  const [rival] = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, ['rival@courtflow.test']));
  if (blockedAt && rival) await db.insert(clubUserBlocks).values({ clubId: blockedAt, userId: rival.id }).onConflictDoNothing();
  const ruleClub = idOf(MIN_PLAYERS_RULE.club);
  if (ruleClub)
    await db
      .update(clubSports)
      .set({
        minPlayers: MIN_PLAYERS_RULE.minPlayers,
        expireFreeBookingMinPlayers: true,
        minPlayersHoursBefore: MIN_PLAYERS_RULE.hoursBefore,
        msgNeedMinInvites: MIN_PLAYERS_RULE.message,
      })
      .where(
        and(
          eq(clubSports.clubId, ruleClub),
          eq(clubSports.sportId, SPORT_ID[MIN_PLAYERS_RULE.sport]),
          or(
            sql`${clubSports.minPlayers} is distinct from ${MIN_PLAYERS_RULE.minPlayers}`,
            eq(clubSports.expireFreeBookingMinPlayers, false),
            sql`${clubSports.minPlayersHoursBefore} is distinct from ${MIN_PLAYERS_RULE.hoursBefore}`,
            sql`${clubSports.msgNeedMinInvites} is distinct from ${MIN_PLAYERS_RULE.message}`,
          ) as SQL,
        ),
      );
}
