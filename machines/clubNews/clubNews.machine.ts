// /book/club_news (spec part 1 §2.1 "Param clubNew", §3 clubNewsList, §7 GET /api/clubs/{id}/club_news/app):
// a club's news, the featured one first; the one named by clubNew opens at once; none while the
// club's allow_news_for_club is off. An unknown club leaves for the club list.
import { assign, setup } from 'xstate';
import type { ClubNewsArticleDto } from '#kernel/contract/booking/clubNews';
import { placeholder } from '#machines/shared/actors';
import { output } from '#machines/shared/outcomes';

export type ClubNewsArticle = Pick<ClubNewsArticleDto, 'id' | 'title' | 'summary' | 'body' | 'image' | 'published_at' | 'featured'>;
export interface ClubNewsInput {
  clubId: number;
  /** The news to open (clubNew). */
  newsId: number | null;
}
export interface ClubNewsContext {
  clubId: number;
  openId: number | null;
  title: string | null;
  news: ClubNewsArticle[];
}
export type ClubNewsEvent = { type: 'news.open'; newsId: number } | { type: 'news.close' } | { type: 'news.retry' };
export interface LoadClubNewsOutput {
  title: string | null;
  news: ClubNewsArticle[];
}

const isNotFound = (error: unknown) => (error as { code?: string } | null)?.code === '-404';

export const clubNewsMachine = setup({
  types: { context: {} as ClubNewsContext, events: {} as ClubNewsEvent, input: {} as ClubNewsInput },
  actors: {
    loadNews: placeholder<LoadClubNewsOutput, { clubId: number }>('clubNews', 'loadNews'),
  },
  guards: {
    opensOne: ({ context }) => context.news.some((n) => n.id === context.openId),
    hasNews: ({ context }) => context.news.length > 0,
    isListed: ({ context, event }) => event.type === 'news.open' && context.news.some((n) => n.id === event.newsId),
    unknownClub: (_, { error }: { error: unknown }) => isNotFound(error),
  },
  actions: {
    assignNews: assign((_, out: LoadClubNewsOutput) => ({ title: out.title, news: out.news })),
    assignOpen: assign(({ event }) => (event.type === 'news.open' ? { openId: event.newsId } : {})),
    // ── supplied by the view ──
    goToClubs: () => {},
  },
}).createMachine({
  id: 'clubNews',
  context: ({ input }) => ({ clubId: input.clubId, openId: input.newsId, title: null, news: [] }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadNews',
        src: 'loadNews',
        input: ({ context }) => ({ clubId: context.clubId }),
        onDone: { target: 'deciding', actions: { type: 'assignNews', params: output<LoadClubNewsOutput> } },
        onError: [
          { guard: { type: 'unknownClub', params: ({ event }) => ({ error: event.error }) }, target: 'left', actions: 'goToClubs' },
          { target: 'failed' },
        ],
      },
    },
    deciding: { always: [{ guard: 'opensOne', target: 'reading' }, { guard: 'hasNews', target: 'listed' }, { target: 'noNews' }] },
    failed: { on: { 'news.retry': 'loading' } },
    /** The club publishes no news (allow_news_for_club off, or none yet). */
    noNews: {},
    listed: { on: { 'news.open': { guard: 'isListed', target: 'reading', actions: 'assignOpen' } } },
    reading: { on: { 'news.close': { target: 'listed', actions: assign({ openId: null }) } } },
    left: { type: 'final' },
  },
});

export type ClubNewsMachine = typeof clubNewsMachine;
