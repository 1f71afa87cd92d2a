import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubIdOf } from './support/booking';
import { startTestServer, type TestServer } from './support/testServer';

// Club news (spec part 1 §3, §5 allow_news_for_club, §7): the featured one first, then newest first;
// the club answer carries the first three, its heading and the featured id; a club that does not
// allow news shows none, even with some written.

let server: TestServer;
let vitacura: number;
let vina: number;
beforeAll(async () => {
  server = await startTestServer();
  vitacura = await clubIdOf(server.db, 'club-padel-vitacura');
  vina = await clubIdOf(server.db, 'tenis-vina-del-mar');
});
afterAll(() => server?.close());

const news = (clubId: number) => server.call('listClubNews', { params: { clubId } });
const club = async (clubId: number) => (await server.call('getClub', { params: { clubId } })).body.club;

describe('club news', () => {
  it('lists a club’s news, the featured one first, then the newest', async () => {
    const answer = await news(vitacura);
    expect(answer.status).toBe(200);
    expect(answer.body.title).toBe('Novedades del club');
    const items = answer.body.news as { title: string; featured: boolean; published_at: string; body: string }[];
    expect(items.map((n) => n.title)).toEqual([
      'Torneo de verano de pádel',
      'Clínica para principiantes',
      'Nuevas luces LED en las canchas 1 a 4',
    ]);
    expect(items[0].featured).toBe(true);
    expect(items[1].published_at > items[2].published_at).toBe(true);
    expect(items.every((n) => n.body.length > 0)).toBe(true);
  });

  it('puts the first ones in the club answer with the heading and the featured id, without their bodies', async () => {
    const dto = await club(vitacura);
    expect(dto.permissions.allow_news_for_club).toBe(true);
    expect(dto.clubNewsTitle).toBe('Novedades del club');
    expect(dto.clubNewsList).toHaveLength(3);
    expect(dto.clubNewsFeaturedId).toBe(dto.clubNewsList[0].id);
    expect(dto.clubNewsList[0]).not.toHaveProperty('body');
  });

  it('shows none for a club that does not allow news, though it has one written; an unknown club is 404', async () => {
    expect((await news(vina)).body).toMatchObject({ title: null, news: [] });
    const dto = await club(vina);
    expect(dto).toMatchObject({ clubNewsList: [], clubNewsTitle: null, clubNewsFeaturedId: null });
    expect(dto.permissions.allow_news_for_club).toBe(false);
    const unknown = await news(999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: '-404' });
  });
});
