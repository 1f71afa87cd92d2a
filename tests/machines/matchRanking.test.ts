// Model-based test of /match/ranking: by category, 10 a page (page.go only inside 1..totalPages), the
// CLUB ranking (-64 for an unknown club, leaving it for the whole sport), the club picker's list loaded
// beside the table (its failure leaves the table alone and offers clubs.retry), the explanation page.
import { expect } from 'vitest';
import type { RankingDto } from '#machines/matchRanking';
import { matchRankingMachine, type MatchRankingMachine } from '#machines/matchRanking/matchRanking.machine';
import * as select from '#machines/matchRanking/matchRanking.selectors';
import { describeModel, type Journey } from './support/modelTest';
import * as fx from './matchWizard.fixtures';

const row = (position: number) => ({
  userId: 100 + position,
  firstName: `Jugador ${position}`,
  lastName: 'Test',
  rating: 1600 - position,
  ratedMatches: 3,
  position,
});
/** One page of a table of `total` players. */
const table = (page: number, total: number, clubName: string | null = null): RankingDto => ({
  error: false,
  code: '0',
  sportName: 'Pádel',
  clubName,
  categories: [
    {
      id: 'ALL',
      categoryName: 'General',
      categoryGender: null,
      ranking: Array.from({ length: Math.max(0, Math.min(10, total - (page - 1) * 10)) }, (_, i) => row((page - 1) * 10 + i + 1)),
      page,
      totalPages: Math.max(1, Math.ceil(total / 10)),
      totalItems: total,
    },
  ],
  me: row(4),
});
const threePages = table(1, 25);
const secondPage = table(2, 25);
const atVitacura = table(1, 4, 'Club Pádel Vitacura');
const whole = { sportId: 1, category: 'ALL' as const, page: 1, clubId: null };
const twoClubs = [
  { id: 1, name: 'Club Pádel Vitacura' },
  { id: 2, name: 'Padel Center Ñuñoa' },
];
// Journeys that leave the clubs' answer pending end with the picker still loading.
const TABLE_READY = { browsing: { table: 'ready', clubs: 'loadingClubs' } };
const TABLE_LOADING = { browsing: { table: 'loading', clubs: 'loadingClubs' } };

const journeys: Journey<MatchRankingMachine>[] = [
  {
    name: 'pages forward inside the table and not beyond it (10 a page)',
    input: whole,
    steps: [
      { done: 'fetchRanking', output: threePages },
      { type: 'page.go', page: 2 },
      { done: 'fetchRanking', output: secondPage },
    ],
    end: TABLE_READY,
    assert: ({ snapshot, effects }) => {
      expect(select.table(snapshot)?.ranking.map((r) => r.position)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
      expect(select.canNext(snapshot)).toBe(true);
      expect(snapshot.can({ type: 'page.go', page: 4 })).toBe(false);
      expect(effects).toContainEqual({ type: 'showQuery', params: { ...whole, page: 2 } });
    },
  },
  {
    name: 'a category starts again at page 1',
    input: { ...whole, page: 2 },
    steps: [
      { done: 'fetchRanking', output: secondPage },
      { type: 'category.select', category: 'F' },
    ],
    end: TABLE_LOADING,
    assert: ({ snapshot }) => expect(select.query(snapshot)).toEqual({ ...whole, category: 'F', page: 1 }),
  },
  {
    name: 'the ranking by club names the club',
    input: whole,
    steps: [
      { done: 'fetchRanking', output: threePages },
      { type: 'club.select', clubId: 1 },
      { done: 'fetchRanking', output: atVitacura },
    ],
    end: TABLE_READY,
    assert: ({ snapshot }) => expect([select.clubName(snapshot), select.query(snapshot).clubId]).toEqual(['Club Pádel Vitacura', 1]),
  },
  {
    name: 'an unknown club (-64) offers the whole ranking again',
    input: { ...whole, clubId: 999 },
    steps: [
      { fail: 'fetchRanking', error: fx.apiError('-64', 404) },
      { type: 'club.select', clubId: null },
    ],
    end: TABLE_LOADING,
    assert: ({ snapshot }) => expect(select.query(snapshot).clubId).toBeNull(),
  },
  {
    name: "the picker lists the sport's clubs once they load, beside the table",
    input: whole,
    steps: [
      { done: 'fetchClubs', output: twoClubs },
      { done: 'fetchRanking', output: threePages },
    ],
    end: { browsing: { table: 'ready', clubs: 'clubsReady' } },
    assert: ({ snapshot }) => {
      expect(select.clubs(snapshot).map((c) => c.name)).toEqual(['Club Pádel Vitacura', 'Padel Center Ñuñoa']);
      expect(select.clubsFailure(snapshot)).toBeNull();
    },
  },
  {
    name: 'the clubs failing to load leave the table alone and can be loaded again',
    input: whole,
    steps: [
      { fail: 'fetchClubs', error: new Error('network down') },
      { done: 'fetchRanking', output: threePages },
      { type: 'clubs.retry' },
    ],
    end: { browsing: { table: 'ready', clubs: 'loadingClubs' } },
    assert: ({ snapshot }) => {
      expect(select.table(snapshot)?.totalPages).toBe(3);
      expect(select.clubs(snapshot)).toEqual([]);
      expect(select.clubsLoading(snapshot)).toBe(true);
    },
  },
  {
    name: 'the explanation page',
    input: whole,
    steps: [{ done: 'fetchRanking', output: threePages }, { type: 'explanation.open' }],
    end: 'explaining',
    assert: ({ effects }) => expect(effects).toContainEqual({ type: 'navigate', params: { to: '/match/ranking-explanation' } }),
  },
];

describeModel(matchRankingMachine, {
  name: 'matchRanking',
  inputs: { whole, club: { ...whole, clubId: 1 } },
  events: {
    'category.select': [{ type: 'category.select', category: 'M' }],
    'page.go': [{ type: 'page.go', page: 2 }],
    'club.select': [
      { type: 'club.select', clubId: 1 },
      { type: 'club.select', clubId: null },
    ],
    'ranking.retry': [{ type: 'ranking.retry' }],
    'clubs.retry': [{ type: 'clubs.retry' }],
    'explanation.open': [{ type: 'explanation.open' }],
  },
  outputs: { fetchRanking: [threePages, atVitacura], fetchClubs: [twoClubs] },
  errors: {
    fetchRanking: { '-64': fx.apiError('-64', 404), other: new Error('network down') },
    fetchClubs: { other: new Error('network down') },
  },
  journeys,
  serializeContext: (c) => ({
    q: c.query,
    n: c.ranking?.categories[0]?.totalPages,
    e: c.error?.code,
    c: c.clubs.length,
    ce: c.clubsError?.code,
  }),
  require: { states: true, errors: true, transitions: true },
});
