import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_ERRORS } from '#kernel/contract';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

// Spec part 3 §7 "Account": coupons, club customer codes (and retrieving them by the identity
// document), the sport profile questionnaire, and the sport categories at clubs
// (user_club_sport_categories). Only the owner reads or changes them: another user's token gets 404.

let server: TestServer;
let player: { id: number; token: string };
let rival: { id: number; token: string };
beforeAll(async () => {
  server = await startTestServer();
  player = { id: await server.userId(DEMO.player), token: await server.login(DEMO.player) };
  rival = { id: await server.userId(DEMO.rival), token: await server.login(DEMO.rival) };
});
afterAll(() => server?.close());

const own = (id: Parameters<TestServer['call']>[0], who = player, extra: Record<string, unknown> = {}) =>
  server.call(id, { token: who.token, params: { userId: who.id }, ...extra });

describe('coupons', () => {
  it('lists the seeded padel coupons with their club and what is left', async () => {
    const answer = await own('listUserCoupons');
    expect(answer.status).toBe(200);
    expect(answer.body.coupons).toEqual([
      expect.objectContaining({ couponName: 'Cupón pádel', quantityLeft: 3, deleted: 'N', clubName: 'Club Pádel Vitacura' }),
    ]);
    expect((await own('listUserCoupons', rival)).body.coupons[0]).toMatchObject({ quantityLeft: 1 });
  });

  it("another user's token gets 404", async () => {
    const answer = await server.call('listUserCoupons', { token: rival.token, params: { userId: player.id } });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe(COMMON_ERRORS.NO_ACCESS);
  });
});

describe('customer codes', () => {
  it('lists the codes, and retrieving adds the one the document holds at Vitacura once', async () => {
    const before = await own('listClubCustomerCodes');
    expect(before.body.customerCodes.map((c: { name: string }) => c.name)).toEqual(['Socio Polanco']);
    const retrieved = await own('retrieveCustomerCodes');
    expect(retrieved.status).toBe(200);
    expect(retrieved.body.added).toBe(1);
    expect(retrieved.body.customerCodes.map((c: { name: string }) => c.name)).toEqual(['Socio Vitacura', 'Socio Polanco']);
    expect((await own('retrieveCustomerCodes')).body.added).toBe(0);
  });

  it('retrieving without an identity document answers -12', async () => {
    const answer = await own('retrieveCustomerCodes', rival);
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('-12');
  });

  it("another user's token gets 404 for both calls and adds nothing", async () => {
    for (const id of ['listClubCustomerCodes', 'retrieveCustomerCodes'] as const) {
      const answer = await server.call(id, { token: rival.token, params: { userId: player.id } });
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe(COMMON_ERRORS.NO_ACCESS);
    }
  });
});

describe('sport profile', () => {
  it('is available and not answered; the questions come in the asked language', async () => {
    expect((await server.call('checkSportProfileAvailability', { token: player.token })).body).toMatchObject({
      available: true,
      answered: false,
    });
    const es = await server.call('getSportProfile', { token: player.token });
    expect(es.body.questions).toHaveLength(4);
    expect(es.body.questions[0].text).toBe('¿Con qué frecuencia juegas?');
    expect(es.body.answers).toEqual([]);
    const en = await server.call('getSportProfile', { token: player.token, headers: { 'x-language': 'en' } });
    expect(en.body.questions[0].text).toBe('How often do you play?');
  });

  it('refuses an unknown option (-2301) and a missing answer (-2302), then saves a whole set', async () => {
    const { questions } = (await server.call('getSportProfile', { token: player.token })).body as {
      questions: { id: number; options: { id: number }[] }[];
    };
    const all = questions.map((q) => ({ questionId: q.id, optionId: q.options[1].id }));
    const unknown = await server.call('saveSportProfile', { token: player.token, body: { answers: [{ ...all[0], optionId: 99 }] } });
    expect([unknown.status, unknown.body.code]).toEqual([422, '-2301']);
    const partial = await server.call('saveSportProfile', { token: player.token, body: { answers: all.slice(1) } });
    expect([partial.status, partial.body.code]).toEqual([422, '-2302']);
    const saved = await server.call('saveSportProfile', { token: player.token, body: { answers: all } });
    expect(saved.status).toBe(200);
    expect(saved.body.answers).toEqual(expect.arrayContaining(all));
    expect((await server.call('checkSportProfileAvailability', { token: player.token })).body.answered).toBe(true);
    // Each player's answers are their own.
    expect((await server.call('getSportProfile', { token: rival.token })).body.answers).toEqual([]);
  });
});

describe('sport categories', () => {
  type ClubSport = { clubId: number; sportId: number; clubName: string; category: { name: string } | null };
  const choose = (clubSport: ClubSport, clubSportCategoryId: number, gender: 'M' | 'F', who = player, userId = who.id) =>
    server.call('setUserClubSportCategory', {
      token: who.token,
      params: { clubId: clubSport.clubId, sportId: clubSport.sportId, userId },
      body: { userId, clubId: clubSport.clubId, clubSportCategoryId, createdByUser: 'Y', gender },
    });

  it('lists the clubs with categories; choosing one is kept per club and sport, for the right gender', async () => {
    const list = await own('listUserSportCategories');
    expect(list.status).toBe(200);
    const clubSports = list.body.clubSports as ClubSport[];
    expect(clubSports.map((c) => [c.clubName, c.category])).toEqual([
      ['Club Pádel Vitacura', null],
      ['Sportlife Santiago', null],
    ]);
    const vitacura = clubSports[0];
    const categories = await server.call('listClubSportCategories', {
      token: player.token,
      params: { clubId: vitacura.clubId, sportId: vitacura.sportId },
    });
    const named = (name: string) => (categories.body.categories as { id: number; name: string }[]).find((c) => c.name === name)!.id;
    expect(categories.body.categories).toHaveLength(8);

    const wrongGender = await choose(vitacura, named('1ª'), 'F');
    expect([wrongGender.status, wrongGender.body.code]).toEqual([422, '-2304']);
    const otherClub = await choose(clubSports[1], named('B'), 'F');
    expect([otherClub.status, otherClub.body.code]).toEqual([422, '-2303']);

    const chosen = await choose(vitacura, named('B'), 'F');
    expect(chosen.status).toBe(200);
    expect((chosen.body.clubSports as ClubSport[])[0].category).toEqual({ id: named('B'), name: 'B', gender: 'F' });
    const changed = await choose(vitacura, named('Mixta'), 'F');
    expect((changed.body.clubSports as ClubSport[])[0].category?.name).toBe('Mixta');
    expect(((await own('listUserSportCategories', rival)).body.clubSports as ClubSport[])[0].category).toBeNull();
  });

  it("another user's token (in the path or in the body) gets 404 and changes nothing", async () => {
    const vitacura = ((await own('listUserSportCategories')).body.clubSports as ClubSport[])[0];
    const list = await server.call('listUserSportCategories', { token: rival.token, params: { userId: player.id } });
    expect([list.status, list.body.code]).toEqual([404, COMMON_ERRORS.NO_ACCESS]);
    const categories = await server.call('listClubSportCategories', {
      token: player.token,
      params: { clubId: vitacura.clubId, sportId: vitacura.sportId },
    });
    const b = (categories.body.categories as { id: number; name: string }[]).find((c) => c.name === 'B')!.id;
    const inPath = await choose(vitacura, b, 'F', rival, player.id);
    expect([inPath.status, inPath.body.code]).toEqual([404, COMMON_ERRORS.NO_ACCESS]);
    const inBody = await server.call('setUserClubSportCategory', {
      token: rival.token,
      params: { clubId: vitacura.clubId, sportId: vitacura.sportId, userId: rival.id },
      body: { userId: player.id, clubId: vitacura.clubId, clubSportCategoryId: b, createdByUser: 'Y', gender: 'F' },
    });
    expect([inBody.status, inBody.body.code]).toEqual([404, COMMON_ERRORS.NO_ACCESS]);
    expect(((await own('listUserSportCategories')).body.clubSports as ClubSport[])[0].category?.name).toBe('Mixta');
  });
});
