import * as z from 'zod/mini';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';

// A club's news (spec part 1 §3 club clubNewsList / clubNewsTitle / clubNewsFeaturedId, §5
// allow_news_for_club, §7 GET /api/clubs/{id}/club_news/app; the /book/club_news screen).

/** How many news items the club answer carries (the rest are on the club's news call). */
export const CLUB_NEWS_IN_CLUB = 3;

/** One news item as a list shows it. */
export const clubNewsItem = z.object({
  id: z.int(),
  title: z.string(),
  summary: z.string(),
  image: z.nullable(z.string()),
  published_at: z.string(),
});
export type ClubNewsItemDto = z.infer<typeof clubNewsItem>;

export const clubNewsArticle = z.extend(clubNewsItem, { body: z.string(), featured: z.boolean() });
export type ClubNewsArticleDto = z.infer<typeof clubNewsArticle>;

export const listClubNews = defineEndpoint({
  id: 'listClubNews',
  method: 'GET',
  path: '/api/clubs/:clubId/club_news/app',
  auth: 'public',
  summary:
    "A club's news, the featured one first, then newest first (none while the club's allow_news_for_club is off; an unknown club is 404)",
  params: z.strictObject({ clubId: idParam }),
  response: ok({ title: z.nullable(z.string()), news: z.array(clubNewsArticle) }),
  errors: {},
});
