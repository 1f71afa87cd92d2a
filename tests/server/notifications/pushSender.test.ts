import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPushes, pushTokens } from '#server/db/schema';
import { PushSender } from '#server/notifications/push/pushSender';
import type { PushTransport } from '#server/notifications/push/pushTransport';
import { readPushOutbox } from '../support/pushOutbox';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

// The push sender: a notification whose origin's push preference is on goes to each of the player's
// active device tokens through the push transport (the sandbox outbox here); tokens the transport
// says are dead are removed; a failure is put back for the retry job.

const ORIGIN = 2; // payments
let server: TestServer;
let player: { id: number; token: string };
beforeAll(async () => {
  server = await startTestServer();
  player = { id: await server.userId(DEMO.player), token: await server.login(DEMO.player) };
});
afterAll(() => server?.close());

const register = (token: string, active = 'Y') =>
  server.call('registerPushToken', { token: player.token, body: { token, active, userId: player.id } });
const setPush = (preference: 'Y' | 'N') =>
  server.call('setNotificationPreferences', {
    token: player.token,
    params: { userId: player.id },
    body: { preferences: [{ notification_origin_id: ORIGIN, channel: 'PUSH', preference }] },
  });
const notify = (title: string) =>
  server.deps.notifier.notify(player.id, ORIGIN, {
    type: 'paymentApproved',
    link: '/bookings',
    texts: () => ({ title, body: `${title} body` }),
  });
const pushesTitled = (title: string) => readPushOutbox(server.settings.dataDir).filter((p) => p.title === title);

describe('push sender', () => {
  it('push preference off: nothing is sent; on: one push per active token, with the notification in its data', async () => {
    expect((await register('phone-token-aaaaaaaaaaaa')).status).toBe(200);
    expect((await register('tablet-token-bbbbbbbbbbbb')).status).toBe(200);
    expect((await register('old-token-cccccccccccc', 'N')).status).toBe(200);

    expect((await setPush('N')).status).toBe(200);
    await notify('Quiet');
    expect(pushesTitled('Quiet')).toEqual([]);

    expect((await setPush('Y')).status).toBe(200);
    const sent = await notify('Loud');
    const pushes = pushesTitled('Loud');
    expect(pushes.map((p) => p.token).sort()).toEqual(['phone-token-aaaaaaaaaaaa', 'tablet-token-bbbbbbbbbbbb']);
    expect(pushes[0]).toMatchObject({ body: 'Loud body', data: { id: sent!.id, type: 'paymentApproved', link: '/bookings' } });
    const rows = await server.db.select().from(notificationPushes).where(eq(notificationPushes.notificationId, sent!.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.sentAt !== null)).toBe(true);

    // Sending again finds nothing left: each push goes once.
    expect(await server.deps.notifier.push!.send(rows.map((r) => r.id))).toEqual({ sent: 0, invalidTokens: 0, failed: 0 });
    expect(pushesTitled('Loud')).toHaveLength(2);
  });

  it('a token the transport reports invalid is removed, with its queued pushes; the others are delivered', async () => {
    expect((await register('invalid-token-dddddddddddd')).status).toBe(200);
    const sent = await notify('Dead device');
    expect(
      pushesTitled('Dead device')
        .map((p) => p.token)
        .sort(),
    ).toEqual(['phone-token-aaaaaaaaaaaa', 'tablet-token-bbbbbbbbbbbb']);
    expect(await server.db.select().from(pushTokens).where(eq(pushTokens.token, 'invalid-token-dddddddddddd'))).toEqual([]);
    const rows = await server.db.select().from(notificationPushes).where(eq(notificationPushes.notificationId, sent!.id));
    expect(rows).toHaveLength(2);
    // The player's other tokens stay.
    const left = await server.db.select({ token: pushTokens.token }).from(pushTokens).where(eq(pushTokens.userId, player.id));
    expect(left.map((t) => t.token).sort()).toEqual(['old-token-cccccccccccc', 'phone-token-aaaaaaaaaaaa', 'tablet-token-bbbbbbbbbbbb']);
  });

  it('a provider failure puts the push back, and the retry sends it once', async () => {
    let down = true;
    const delivered: string[] = [];
    const flaky: PushTransport = {
      async send(messages) {
        if (down) throw new Error('provider unreachable');
        delivered.push(...messages.map((m) => m.token));
        return messages.map(() => 'sent' as const);
      },
    };
    const sender = new PushSender({ db: server.db, transport: flaky, now: () => new Date(), log: { warn: () => {} } });
    const sent = await server.deps.notifier.notify(player.id, ORIGIN, {
      type: 'paymentRejected',
      texts: () => ({ title: 'Later', body: 'b' }),
    });
    const ids = (await server.db.select().from(notificationPushes).where(eq(notificationPushes.notificationId, sent!.id))).map((r) => r.id);
    // The built-in sandbox already sent them; make them unsent again to walk the flaky provider.
    await server.db.update(notificationPushes).set({ sentAt: null }).where(eq(notificationPushes.notificationId, sent!.id));
    expect(await sender.send(ids)).toEqual({ sent: 0, invalidTokens: 0, failed: 2 });
    const back = await server.db.select().from(notificationPushes).where(eq(notificationPushes.notificationId, sent!.id));
    expect(back.every((r) => r.sentAt === null)).toBe(true);
    down = false;
    expect((await sender.send()).sent).toBeGreaterThanOrEqual(2);
    expect(delivered.filter((t) => t.startsWith('phone-') || t.startsWith('tablet-')).length).toBeGreaterThanOrEqual(2);
    expect(await sender.send()).toEqual({ sent: 0, invalidTokens: 0, failed: 0 });
  });
});
