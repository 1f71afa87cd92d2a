import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ClubNewsArticleDto, ClubNewsItemDto } from '#kernel/contract/booking';
import type { Db } from '#server/db/client';
import { clubNews } from '#server/db/schema';

// A club's news: the featured one first, then newest first; nothing while the club does not allow news.

const order = [desc(clubNews.featured), desc(clubNews.publishedAt), desc(clubNews.id)];

function toArticle(row: typeof clubNews.$inferSelect): ClubNewsArticleDto {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    body: row.body,
    image: row.image,
    featured: row.featured,
    published_at: row.publishedAt.toISOString(),
  };
}

/** Every news item of a club that allows news (the club's news call). */
export async function newsOfClub(db: Db, club: { id: number; allowNews: boolean }): Promise<ClubNewsArticleDto[]> {
  if (!club.allowNews) return [];
  const rows = await db
    .select()
    .from(clubNews)
    .where(eq(clubNews.clubId, club.id))
    .orderBy(...order);
  return rows.map(toArticle);
}

/** The first few news items of each club that allows news, and each one's featured id (the club answer). */
export async function newsOfClubs(
  db: Db,
  rows: { id: number; allowNews: boolean }[],
  perClub: number,
): Promise<Map<number, { list: ClubNewsItemDto[]; featuredId: number | null }>> {
  const ids = rows.filter((c) => c.allowNews).map((c) => c.id);
  const found = new Map<number, { list: ClubNewsItemDto[]; featuredId: number | null }>();
  if (ids.length === 0) return found;
  const all = await db
    .select()
    .from(clubNews)
    .where(and(inArray(clubNews.clubId, ids)))
    .orderBy(...order);
  for (const row of all) {
    const entry = found.get(row.clubId) ?? { list: [], featuredId: null };
    if (row.featured && entry.featuredId === null) entry.featuredId = row.id;
    if (entry.list.length < perClub) {
      const { body: _body, featured: _featured, ...item } = toArticle(row);
      entry.list.push(item);
    }
    found.set(row.clubId, entry);
  }
  return found;
}
