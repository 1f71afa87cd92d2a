import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eloRatings } from '#kernel/lib/match/elo';
import { matchProfiles } from '#server/db/schema';
import type { SignedPlayer } from '../support/manyPlayers';
import { startTestServer, type TestServer } from '../support/testServer';
import { book, clubIdOf, courtIdOf, hold, movableClock, quoteBody } from '../support/booking';
import type { SlotRef } from '../support/booking';
import { createMatchPlayers } from './matchPlayers';

// Rating (every click saves; 'not played' clears the rest) and the ranking it feeds: after a fixed
// list of rated matches the ratings are the documented Elo's (K 32 from 1500, a draw ½ each):
//   A beats B            A 1516.000  B 1484.000
//   C and A, no winner   C 1500.736  A 1515.264
//   B beats C            B 1500.770  C 1483.966      → rounded A 1515, B 1501, C 1484
// and a match whose players disagree on the winner does not count.

const clock = movableClock('2026-03-02T15:00:00Z');
let server: TestServer;
let A: SignedPlayer, B: SignedPlayer, C: SignedPlayer, D: SignedPlayer;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  [A, B, C, D] = await createMatchPlayers(server.db, server.deps.tokens, 4, 'elo');
});
afterAll(() => server?.close());

async function match(from: SignedPlayer, to: SignedPlayer): Promise<number> {
  clock.advanceMinutes(10);
  const sent = await server.call('sendChallenge', {
    token: from.token,
    params: { userId: from.id, otherUserId: to.id },
    body: { sportId: 1 },
  });
  await server.call('acceptChallenge', { token: to.token, params: { challengeId: sent.body.challengeId } });
  return sent.body.challengeId as number;
}
const rate = (who: SignedPlayer, challengeId: number, body: object) =>
  server.call('rateChallenge', { token: who.token, params: { challengeId }, body });
const ratingOf = async (p: SignedPlayer) =>
  (
    await server.db
      .select()
      .from(matchProfiles)
      .where(and(eq(matchProfiles.userId, p.id), eq(matchProfiles.sportId, 1)))
  )[0];

describe('rating a match', () => {
  it('every click saves; not played clears winner, play-again and rating; played first (-8346); strangers -8344', async () => {
    const id = await match(A, D);
    expect((await rate(A, id, { wouldPlayAgain: 'Y' })).body.code).toBe('-8346');
    expect((await rate(C, id, { played: 'Y' })).body.code).toBe('-8344');
    await rate(A, id, { played: 'Y' });
    await rate(A, id, { didSomeoneWin: 'Y', winnerUserId: A.id });
    expect((await rate(A, id, { winnerUserId: C.id })).body.code).toBe('-8347');
    const saved = await rate(A, id, { wouldPlayAgain: 'MAYBE', personalRating: 4 });
    expect(saved.body.rating).toEqual({
      played: 'Y',
      wouldPlayAgain: 'MAYBE',
      didSomeoneWin: 'Y',
      winnerUserId: A.id,
      personalRating: 4,
      notPlayedComment: null,
    });
    const notPlayed = await rate(A, id, { played: 'N' });
    expect(notPlayed.body.rating).toEqual({
      played: 'N',
      wouldPlayAgain: null,
      didSomeoneWin: null,
      winnerUserId: null,
      personalRating: null,
      notPlayedComment: null,
    });
    const reason = await rate(A, id, { notPlayedComment: 'Llovió' });
    expect(reason.body.rating).toMatchObject({ played: 'N', notPlayedComment: 'Llovió' });
    const read = await server.call('getChallengeRating', { token: A.token, params: { challengeId: id } });
    expect(read.body.rating.notPlayedComment).toBe('Llovió');
    const hash = read.body.challenge.hash as string;
    const byHash = await server.call('rateByHash', { params: { hash }, query: { as: String(D.id) }, body: { played: 'N' } });
    expect(byHash.body.rating.played).toBe('N');
    expect((await server.call('getRatingByHash', { params: { hash }, query: { as: String(B.id) } })).body.code).toBe('-8344');
  });

  it('after a fixed list of rated matches the ratings and the ranking are the formula’s', async () => {
    const ab = await match(A, B);
    const ca = await match(C, A);
    const bc = await match(B, C);
    const ad = await match(A, D);
    for (const who of [A, B]) await rate(who, ab, { played: 'Y', didSomeoneWin: 'Y', winnerUserId: A.id });
    for (const who of [C, A]) await rate(who, ca, { played: 'Y', didSomeoneWin: 'N' });
    // B rates first with the winner, C later: the match counts only once both agree.
    await rate(B, bc, { played: 'Y', didSomeoneWin: 'Y', winnerUserId: B.id });
    expect((await ratingOf(B)).rating).toBe(1484);
    await rate(C, bc, { played: 'Y', didSomeoneWin: 'Y', winnerUserId: B.id });
    // A and D disagree on who won: not counted.
    await rate(A, ad, { played: 'Y', didSomeoneWin: 'Y', winnerUserId: A.id });
    await rate(D, ad, { played: 'Y', didSomeoneWin: 'Y', winnerUserId: D.id });
    const expected = { [A.id]: 1515, [B.id]: 1501, [C.id]: 1484 };
    for (const p of [A, B, C]) expect((await ratingOf(p)).rating).toBe(expected[p.id]);
    expect((await ratingOf(D)).ratedMatches).toBe(0);
    expect(
      eloRatings([
        { a: A.id, b: B.id, winner: A.id },
        { a: C.id, b: A.id, winner: null },
        { a: B.id, b: C.id, winner: B.id },
      ]).get(A.id),
    ).toEqual({
      rating: 1515,
      matches: 2,
    });
    const ranking = await server.call('getMatchRanking', { token: B.token, params: { sportId: 1 } });
    const mine = ranking.body.categories[0].ranking.filter((r: { userId: number }) => [A.id, B.id, C.id, D.id].includes(r.userId));
    expect(mine.map((r: { userId: number; rating: number }) => [r.userId, r.rating])).toEqual([
      [A.id, 1515],
      [B.id, 1501],
      [C.id, 1484],
    ]);
    expect(ranking.body.me).toMatchObject({ userId: B.id, rating: 1501 });
    console.log(`ratings after A>B, C=A, B>C: A ${expected[A.id]}, B ${expected[B.id]}, C ${expected[C.id]}`);
  });

  it('the CLUB ranking keeps only the club’s players (a booking there), with the same ratings; an unknown club -64', async () => {
    const vitacura = await clubIdOf(server.db, 'club-padel-vitacura');
    const slot: SlotRef = {
      clubId: vitacura,
      sportId: 1,
      courtId: await courtIdOf(server.db, 'club-padel-vitacura', 'Cancha 1'),
      date: '2026-03-04',
      startTime: '09:00:00',
      endTime: '10:00:00',
    };
    expect((await hold(server, C, slot)).status).toBe(200);
    const booked = await book(
      server,
      C,
      slot,
      quoteBody(slot, 60, [C.id], { action: 'book', dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }] }),
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const club = await server.call('getMatchRanking', { token: A.token, params: { sportId: 1 }, query: { clubId: String(vitacura) } });
    expect(club.body.clubName).toBe('Club Pádel Vitacura');
    const ours = club.body.categories[0].ranking.filter((r: { userId: number }) => [A.id, B.id, C.id, D.id].includes(r.userId));
    expect(ours.map((r: { userId: number; rating: number }) => [r.userId, r.rating])).toEqual([[C.id, 1484]]);
    expect(club.body.me).toBeNull();
    const unknown = await server.call('getMatchRanking', { token: A.token, params: { sportId: 1 }, query: { clubId: '999999' } });
    expect([unknown.status, unknown.body.code]).toEqual([404, '-64']);
  });
});
