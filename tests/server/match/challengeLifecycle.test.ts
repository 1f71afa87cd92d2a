import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchProfiles, notifications, users } from '#server/db/schema';
import type { SignedPlayer } from '../support/manyPlayers';
import { startTestServer, type TestServer } from '../support/testServer';
import { movableClock } from '../support/booking';
import { createMatchPlayers } from './matchPlayers';

const clock = movableClock('2026-03-02T15:00:00Z');
let server: TestServer;
let p: SignedPlayer[];

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  p = await createMatchPlayers(server.db, server.deps.tokens, 16, 'life');
});
afterAll(() => server?.close());

const send = (from: SignedPlayer, to: SignedPlayer, body: object = { sportId: 1 }) =>
  server.call('sendChallenge', { token: from.token, params: { userId: from.id, otherUserId: to.id }, body });
const act = (who: SignedPlayer, action: string, challengeId: number, body?: object) =>
  server.call(`${action}Challenge` as 'acceptChallenge', { token: who.token, params: { challengeId }, body });
const newChallenge = async (from: SignedPlayer, to: SignedPlayer): Promise<number> => {
  const answer = await send(from, to);
  expect(answer.status).toBe(200);
  return answer.body.challengeId as number;
};
const lastNotification = async (userId: number) =>
  (await server.db.select().from(notifications).where(eq(notifications.userId, userId))).sort((a, b) => b.id - a.id)[0];

describe('the challenge lifecycle', () => {
  it('send, the rival is notified, both read it from their side', async () => {
    const [a, b] = p;
    const id = await newChallenge(a, b);
    const note = await lastNotification(b.id);
    expect(note).toMatchObject({ type: 'challenge', userId: b.id });
    expect(note.data).toMatchObject({ challengeId: id, sportId: 1, link: `/match/accept-challenge/${id}` });
    const mine = await server.call('getChallenge', { token: a.token, params: { challengeId: id } });
    expect(mine.body.challenge).toMatchObject({ id, status: 'PENDING', role: 'challenger', userId: b.id, myUserId: a.id, sportId: 1 });
    expect(new Date(mine.body.challenge.expirationDate).getTime()).toBe(clock.now().getTime() + 24 * 3_600_000);
    const theirs = await server.call('getChallenge', { token: b.token, params: { challengeId: id } });
    expect(theirs.body.challenge).toMatchObject({ role: 'challenged', userId: a.id, userMetadata: { level: 3 } });
  });

  it('the challenger accepting is refused (-834); a stranger gets -8344; the challenged accepts; then nogo with a reason', async () => {
    const [, , a, b, stranger] = p;
    const id = await newChallenge(a, b);
    const illegal = await act(a, 'accept', id);
    expect([illegal.status, illegal.body.code]).toEqual([409, '-834']);
    expect((await act(a, 'decline', id)).body.code).toBe('-834');
    expect((await act(b, 'cancel', id)).body.code).toBe('-834');
    const outsider = await act(stranger, 'accept', id);
    expect([outsider.status, outsider.body.code]).toEqual([404, '-8344']);
    expect((await server.call('getChallenge', { token: stranger.token, params: { challengeId: id } })).body.code).toBe('-8344');
    expect((await act(a, 'nogo', id, {})).body.code).toBe('-8342');
    const accepted = await act(b, 'accept', id);
    expect(accepted.body.challenge.status).toBe('ACCEPTED');
    expect((await lastNotification(a.id)).type).toBe('acceptChallenge');
    expect((await act(b, 'accept', id)).body.code).toBe('-8342');
    expect((await act(b, 'decline', id)).body.code).toBe('-8342');
    expect((await act(a, 'cancel', id)).body.code).toBe('-8342');
    expect((await act(stranger, 'nogo', id, { reason: 'x' })).body.code).toBe('-8344');
    const nogo = await act(a, 'nogo', id, { reason: '  Me lesioné  ' });
    expect(nogo.body.challenge).toMatchObject({ status: 'NOGO', nogoReason: 'Me lesioné' });
    expect((await lastNotification(b.id)).type).toBe('nogoChallenge');
    expect((await act(b, 'nogo', id, {})).body.code).toBe('-8342');
  });

  it('decline (notifies the challenger), cancel (notifies the rival), dismiss (only the challenged, no notification)', async () => {
    const [, , , , , a, b, c, d] = p;
    const declined = await act(b, 'decline', await newChallenge(a, b));
    expect(declined.body.challenge.status).toBe('DECLINED');
    expect((await lastNotification(a.id)).type).toBe('declineChallenge');
    const cancelled = await act(a, 'cancel', await newChallenge(a, c));
    expect(cancelled.body.challenge.status).toBe('CANCELLED');
    expect((await lastNotification(c.id)).type).toBe('cancelChallenge');
    const id = await newChallenge(a, d);
    expect((await act(a, 'dismiss', id)).body.code).toBe('-8341');
    const before = (await lastNotification(a.id)).id;
    expect((await act(d, 'dismiss', id)).body.challenge.status).toBe('DISMISSED');
    expect((await lastNotification(a.id)).id).toBe(before);
    expect((await act(d, 'dismiss', id)).body.code).toBe('-8341');
  });

  it('a challenge past its expiry reads EXPIRED and can no longer be accepted', async () => {
    const [a, b] = [p[9], p[10]];
    const id = await newChallenge(a, b);
    clock.advanceMinutes(24 * 60);
    const late = await act(b, 'accept', id);
    expect(late.body.code).toBe('-8342');
    expect((await server.call('getChallenge', { token: a.token, params: { challengeId: id } })).body.challenge.status).toBe('EXPIRED');
  });

  it('the send refusals: -842 self, -1334 not enabled, -98 rival not active, -1335 closed account, -497 no shared day, -683 other entity', async () => {
    const [a, b, c, d, e, f] = p.slice(10);
    expect((await send(a, a)).body.code).toBe('-842');
    await server.db.update(matchProfiles).set({ status: 'DISABLED' }).where(eq(matchProfiles.userId, b.id));
    expect((await send(b, c)).body.code).toBe('-1334');
    expect((await send(c, b)).body.code).toBe('-98');
    await server.db.update(users).set({ closedAt: clock.now() }).where(eq(users.id, d.id));
    expect((await send(c, d)).body.code).toBe('-1335');
    await server.db
      .update(matchProfiles)
      .set({ dayAvailability: [{ dayOfWeek: 6, startTime: '10:00', endTime: '12:00' }] })
      .where(and(eq(matchProfiles.userId, e.id), eq(matchProfiles.sportId, 1)));
    expect((await send(c, e)).body.code).toBe('-497');
    expect((await send(c, f, { sportId: 1, entity_id: 77 })).body.code).toBe('-683');
    const options = await server.call('challengeOptions', { token: c.token, params: { userId: c.id, otherUserId: e.id } });
    expect(options.body).toMatchObject({ sportId: 1, blockedBy: '-497', commonDays: [], openChallengeId: null });
    const fine = await server.call('challengeOptions', {
      token: c.token,
      params: { userId: c.id, otherUserId: f.id },
      query: { sportId: '1' },
    });
    expect(fine.body).toMatchObject({ blockedBy: null, commonDays: [1], rival: { userId: f.id, level: 3 } });
    const id = await newChallenge(c, f);
    const pending = await server.call('challengeOptions', { token: c.token, params: { userId: c.id, otherUserId: f.id } });
    expect(pending.body).toMatchObject({ blockedBy: '-583', openChallengeId: id, outgoingPending: 1 });
  });
});
