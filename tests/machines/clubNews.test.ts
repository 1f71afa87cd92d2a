// Model-based test of /book/club_news: the news listed (featured first as the server sends them); the
// one named by clubNew opens at once; a club without news says so; an unknown club leaves.
import { expect } from 'vitest';
import { clubNewsMachine, type ClubNewsMachine } from '#machines/clubNews/clubNews.machine';
import { describeModel, type Journey } from './support/modelTest';

type J = Journey<ClubNewsMachine>;
const article = (id: number, featured = false) => ({
  id,
  title: `Noticia ${id}`,
  summary: 'Resumen',
  body: 'Texto',
  image: null,
  published_at: '2026-11-20T12:00:00Z',
  featured,
});
const news = { title: 'Novedades', news: [article(2, true), article(1)] };
const apiError = (code: string, status: number) => Object.assign(new Error(code), { code, status });

const journeys: J[] = [
  {
    name: 'clubNew opens that news; closing shows the list; another opens',
    input: { clubId: 3, newsId: 1 },
    steps: [{ done: 'loadNews', output: news }, { type: 'news.close' }, { type: 'news.open', newsId: 2 }],
    end: 'reading',
    context: { openId: 2 },
  },
  {
    name: 'news off: nothing to list',
    steps: [{ done: 'loadNews', output: { title: null, news: [] } }],
    end: 'noNews',
  },
  {
    name: 'an unknown club goes back to the club list',
    steps: [{ fail: 'loadNews', error: apiError('-404', 404) }],
    end: 'left',
    assert: ({ effects }) => expect(effects.map((e) => e.type)).toContain('goToClubs'),
  },
];

describeModel(clubNewsMachine, {
  name: 'clubNews',
  inputs: { list: { clubId: 3, newsId: null }, one: { clubId: 3, newsId: 1 } },
  events: {
    'news.open': [
      { type: 'news.open', newsId: 2 },
      { type: 'news.open', newsId: 99 },
    ],
    'news.close': [{ type: 'news.close' }],
    'news.retry': [{ type: 'news.retry' }],
  },
  outputs: { loadNews: [news, { title: null, news: [] }] },
  errors: { loadNews: { '-404': apiError('-404', 404), other: new Error('network down') } },
  journeys,
  serializeContext: (c) => ({ openId: c.openId, n: c.news.length }),
  require: { states: true, errors: true, transitions: true },
});
