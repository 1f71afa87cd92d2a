import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { AnnouncementDto } from '#kernel/contract/booking';
import type { Db } from '#server/db/client';
import { announcements } from '#server/db/schema';

/** The language announcements fall back to when none is written in the caller's. */
const FALLBACK = 'es';

/** GET /api/announcements: those in effect now, in the caller's language (else Spanish), oldest first. */
export async function announcementsFor(db: Db, language: string, now: Date): Promise<AnnouncementDto[]> {
  const inEffect = (lang: string) =>
    db
      .select({ id: announcements.id, title: announcements.title, body: announcements.body })
      .from(announcements)
      .where(
        and(
          eq(announcements.language, lang),
          eq(announcements.active, true),
          or(isNull(announcements.startsAt), lte(announcements.startsAt, now)),
          or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
        ),
      )
      .orderBy(asc(announcements.id));
  const primary = language.slice(0, 2).toLowerCase();
  const own = await inEffect(primary);
  return own.length || primary === FALLBACK ? own : inEffect(FALLBACK);
}
