import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { clubNews, clubs } from '../schema';

// Demo news: Vitacura allows news and has three (one featured); Viña del Mar has one written but does
// not allow news, so its club answer and news call show none.

const DAY = 24 * 60 * 60_000;

const NEWS: Record<
  string,
  { allow: boolean; title: string | null; items: { title: string; summary: string; body: string; featured?: boolean; daysAgo: number }[] }
> = {
  'club-padel-vitacura': {
    allow: true,
    title: 'Novedades del club',
    items: [
      {
        title: 'Torneo de verano de pádel',
        summary: 'Inscripciones abiertas para el torneo de enero, categorías C a A.',
        body: 'El torneo se juega los fines de semana de enero. Inscríbete en recepción o por la app antes del 20 de diciembre. Cupos limitados por categoría.',
        featured: true,
        daysAgo: 10,
      },
      {
        title: 'Nuevas luces LED en las canchas 1 a 4',
        summary: 'Juega de noche con mejor visibilidad desde esta semana.',
        body: 'Renovamos la iluminación de las canchas 1 a 4 con luces LED. Los horarios nocturnos siguen con el mismo precio.',
        daysAgo: 3,
      },
      {
        title: 'Clínica para principiantes',
        summary: 'Los sábados a las 10:00, con profesor y paletas incluidas.',
        body: 'La clínica de pádel para principiantes es los sábados de 10:00 a 11:00. Reserva tu cupo en la Clínica de pádel.',
        daysAgo: 1,
      },
    ],
  },
  'tenis-vina-del-mar': {
    allow: false,
    title: null,
    items: [{ title: 'Cerrado por mantención', summary: 'Canchas en mantención.', body: 'Borrador: aún no publicado.', daysAgo: 2 }],
  },
};

/** Idempotent: a club's demo news are written once (when it has none). */
export async function seedClubNews(db: Db, now = new Date()): Promise<void> {
  const rows = await db
    .select({ id: clubs.id, slug: clubs.slug })
    .from(clubs)
    .where(inArray(clubs.slug, Object.keys(NEWS)));
  for (const { id, slug } of rows) {
    const club = NEWS[slug];
    // Only when it differs: an update of a club counts as a change of its availability (triggers).
    await db
      .update(clubs)
      .set({ allowNews: club.allow, newsTitle: club.title })
      .where(and(eq(clubs.id, id), sql`(${clubs.allowNews}, ${clubs.newsTitle}) is distinct from (${club.allow}, ${club.title})`));
    const [existing] = await db.select({ id: clubNews.id }).from(clubNews).where(eq(clubNews.clubId, id)).limit(1);
    if (existing) continue;
    await db.insert(clubNews).values(
      club.items.map((item) => ({
        clubId: id,
        title: item.title,
        summary: item.summary,
        body: item.body,
        featured: item.featured ?? false,
        publishedAt: new Date(now.getTime() - item.daysAgo * DAY),
      })),
    );
  }
}
