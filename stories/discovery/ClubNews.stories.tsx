import type { Meta } from '@storybook/react-vite';
import ClubNewsPage from '#features/discovery/ClubNewsPage';
import type { ClubNewsArticleDto } from '#kernel/contract/booking/clubNews';
import { offline, PENDING, refused, type FakeAnswers } from '../support/fakeApi';
import { pageStory } from '../support/pageStory';

// /book/club_news?clubId&clubNew (spec part 1 §2.1, §3 clubNewsList): a club's news in each state of
// the clubNews machine (an unknown club leaves for the club list).

export default { title: 'Discovery/Club news' } satisfies Meta;

const article = (id: number, title: string, featured = false): ClubNewsArticleDto => ({
  id,
  title,
  summary: 'Nuevos horarios y clínicas para todos los niveles durante el verano.',
  body: 'Desde el lunes la escuela de pádel abre clínicas de nivel inicial, intermedio y avanzado. Inscríbete en recepción o escríbenos.',
  image: null,
  published_at: `2026-11-${String(10 + id).padStart(2, '0')}T12:00:00.000Z`,
  featured,
});
const NEWS = {
  title: 'Noticias de Club Pádel Vitacura',
  news: [article(3, 'Torneo de verano', true), article(2, 'Clínicas de pádel'), article(1, 'Nuevas canchas techadas')],
};

const at = (answers: FakeAnswers, query = 'clubId=1') => ({ routeId: 'book.club-news', url: `/book/club_news?${query}`, answers });

export const Loading = pageStory(ClubNewsPage, at({ listClubNews: PENDING }));
export const LoadFailed = pageStory(ClubNewsPage, at({ listClubNews: offline('listClubNews') }));
/** allow_news_for_club off, or nothing published yet. */
export const NoNews = pageStory(ClubNewsPage, at({ listClubNews: { title: null, news: [] } }));
export const Listed = pageStory(ClubNewsPage, at({ listClubNews: NEWS }));
/** clubNew names one: it opens at once. */
export const Reading = pageStory(ClubNewsPage, at({ listClubNews: NEWS }, 'clubId=1&clubNew=2'));
export const LongTitles = pageStory(
  ClubNewsPage,
  at({
    listClubNews: {
      title: 'Noticias del Club de Tenis y Pádel Las Condes del Gran Santiago Oriente — Sede Cordillera',
      news: [
        article(4, 'Resultados completos del campeonato interclubes de primavera, categorías infantiles, juveniles y adultos'),
        article(1, 'Corte de agua'),
      ],
    },
  }),
);
/** An unknown club (-404): the club list instead. */
export const UnknownClubLeaves = pageStory(ClubNewsPage, at({ listClubNews: refused('listClubNews', '-404', 404) }, 'clubId=999'));
