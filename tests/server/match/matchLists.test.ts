import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedPlayer } from '../support/manyPlayers';
import { startTestServer, type TestServer } from '../support/testServer';
import { movableClock } from '../support/booking';
import { createMatchPlayers } from './matchPlayers';

// The match home's lists beyond pending: accepted matches carry the chat messages the caller has not
// read; matches to discard are the called-off (nogo) ones the caller has not rated, and rating one
// clears it for that player only.

const clock = movableClock('2026-03-02T15:00:00Z');
let server: TestServer;
let A: SignedPlayer, B: SignedPlayer;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  [A, B] = await createMatchPlayers(server.db, server.deps.tokens, 2, 'lists');
});
afterAll(() => server?.close());

const params = (p: SignedPlayer) => ({ userId: p.id, sportId: 1 });
const accepted = async (p: SignedPlayer) =>
  (await server.call('listAcceptedMatches', { token: p.token, params: params(p) })).body.matches as {
    challengeId: number;
    undeliveredMessages?: number;
  }[];
const toDiscard = async (p: SignedPlayer) =>
  ((await server.call('listMatchesToDiscard', { token: p.token, params: params(p) })).body.matches as { challengeId: number }[]).map(
    (m) => m.challengeId,
  );

describe('accepted matches and matches to discard', () => {
  it('counts the unread messages per player, and lists a nogo match until that player rates it', async () => {
    const sent = await server.call('sendChallenge', { token: A.token, params: { userId: A.id, otherUserId: B.id }, body: { sportId: 1 } });
    const id = sent.body.challengeId as number;
    await server.call('acceptChallenge', { token: B.token, params: { challengeId: id } });
    for (const message of ['¿Lunes 19:00?', 'En Providencia']) {
      clock.advanceMinutes(1);
      await server.call('postChatMessage', { token: A.token, params: { challengeId: id }, body: { message } });
    }
    expect(await accepted(B)).toMatchObject([{ challengeId: id, undeliveredMessages: 2 }]);
    expect(await accepted(A)).toMatchObject([{ challengeId: id, undeliveredMessages: 0 }]);
    expect(await toDiscard(A)).toEqual([]);

    await server.call('nogoChallenge', { token: B.token, params: { challengeId: id }, body: { reason: 'lluvia' } });
    expect(await accepted(B)).toEqual([]);
    expect(await toDiscard(A)).toEqual([id]);
    expect(await toDiscard(B)).toEqual([id]);

    await server.call('rateChallenge', { token: A.token, params: { challengeId: id }, body: { played: 'N' } });
    expect(await toDiscard(A)).toEqual([]);
    expect(await toDiscard(B)).toEqual([id]);
    // Someone else's list is not readable.
    expect((await server.call('listMatchesToDiscard', { token: A.token, params: params(B) })).status).toBe(404);
  });
});
