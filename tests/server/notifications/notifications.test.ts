import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_ORIGINS, notificationOriginIds } from '#kernel/contract/notifications';
import { notificationPushes, notifications } from '#server/db/schema';
import { FOP_IDS } from '#server/payments/fops';
import { CARDS, holdAndBook, onProviderPage, paymentWorld, type PaymentWorld } from '../payments/support';

// Spec part 3 §3, §7, §9 and part 1 §7: notifications of real events (booking confirmed, cancelled,
// payment approved, rejected), the list (6 per page from page 1), unread count, mark one / all read
// (another user's: 404 -404), per-origin and per-channel preferences, push tokens and the push outbox.

let world: PaymentWorld;
beforeAll(async () => {
  world = await paymentWorld();
});
afterAll(() => world?.server.close());

const call = (id: Parameters<PaymentWorld['server']['call']>[0], who = world.player, input: Record<string, unknown> = {}) =>
  world.server.call(id, { token: who.token, ...input });
const list = (who = world.player, query: Record<string, string> = {}) => call('listNotifications', who, { query });
const unread = async (who = world.player) => (await call('countUnreadNotifications', who)).body.result as number;
const pay = (bookingId: number, who = world.player) =>
  world.server.call('payBooking', { token: who.token, params: { id: bookingId }, body: { action: 'pay', fopId: FOP_IDS.WEBPAY } });
const cancel = (bookingId: number, who = world.player) =>
  world.server.call('cancelBooking', {
    token: who.token,
    params: { bookingId },
    body: [{ op: 'replace', path: '/status', value: 'CANCELLED' }],
  });
const mailsTo = (email: string) => world.server.outbox().filter((m) => m.to === email);
const setPrefs = (prefs: { notification_origin_id: number; channel: string; preference: string }[], who = world.player, userId = who.id) =>
  call('setNotificationPreferences', who, { params: { userId }, body: { preferences: prefs } });

async function bookFree(court: string, hour: number): Promise<number> {
  const slot = await world.padel(court, `${hour}:00:00`, `${hour + 1}:00:00`);
  const booked = await holdAndBook(world.server, world.player, slot, { action: 'book' });
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  return booked.body.bookingId as number;
}

describe('the events notify the player', () => {
  it('booking confirmed, payment approved and rejected, booking cancelled: listed newest first, e-mailed, unread', async () => {
    const mailsBefore = mailsTo('player@courtflow.test').length;
    const first = await bookFree('Cancha 1', 10);
    const second = await bookFree('Cancha 2', 11);
    const approved = await pay(first);
    await onProviderPage(world.server, approved.body.paymentData.redirectURL, { card: CARDS.approve });
    const rejected = await pay(second);
    await onProviderPage(world.server, rejected.body.paymentData.redirectURL, { card: CARDS.reject });
    expect((await cancel(second)).status).toBe(200);

    const page = await list();
    expect(page.status).toBe(200);
    const types = (page.body.notifications as { type: string; entityId: number }[]).map((n) => [n.type, n.entityId]);
    expect(types).toEqual([
      ['bookingCancelled', second],
      ['paymentRejected', second],
      ['paymentApproved', first],
      ['bookingConfirmed', second],
      ['bookingConfirmed', first],
    ]);
    expect(page.body.notifications[0]).toMatchObject({
      is_readed: 'N',
      origin: NOTIFICATION_ORIGINS.bookings,
      category: 'gotoState',
      link: `/summary/${second}`,
      title: 'Reserva cancelada',
      body: expect.stringContaining(`#${second}`),
    });
    expect(await unread()).toBe(5);
    const mails = mailsTo('player@courtflow.test').slice(mailsBefore);
    expect(mails.map((m) => m.subject)).toEqual([
      'Reserva confirmada',
      'Reserva confirmada',
      'Pago aprobado',
      'Pago rechazado',
      'Reserva cancelada',
    ]);
    expect(mails[0].text).toContain(`/summary/${first}`);
  });

  it('pages 6 from page 1; marks one read (another user’s is 404 -404) and then all', async () => {
    const [row] = await world.server.db.select().from(notifications).where(eq(notifications.userId, world.player.id)).limit(1);
    // Two more pages' worth, as the producer writes them.
    for (let i = 0; i < 3; i++)
      await world.server.deps.notifier.notify(world.player.id, 1, {
        type: 'bookingConfirmed',
        texts: () => ({ title: `t${i}`, body: 'b' }),
      });
    const first = await list();
    expect(first.body).toMatchObject({ pageNumber: 1, totalItems: 8, totalPages: 2 });
    expect(first.body.notifications).toHaveLength(6);
    const second = await list(world.player, { pageNumber: '2' });
    expect(second.body.notifications).toHaveLength(2);
    expect(second.body.notifications.at(-1).id).toBe(row.id);

    const strangers = await call('markNotificationRead', world.rival, { params: { id: row.id } });
    expect(strangers).toMatchObject({ status: 404, body: { code: '-404' } });
    expect(await unread()).toBe(8);
    const mine = await call('markNotificationRead', world.player, { params: { id: row.id } });
    expect(mine.body).toMatchObject({ error: false, result: 7 });
    expect((await list(world.player, { pageNumber: '2' })).body.notifications.at(-1).is_readed).toBe('Y');
    expect((await call('markAllNotificationsRead')).body.result).toBe(0);
    expect(await unread()).toBe(0);
    expect(await unread(world.rival)).toBe(0);
  });
});

describe('preferences per origin and channel', () => {
  it('answers every origin and channel (Y by default); another user’s are 404; unknown origin -2201', async () => {
    const got = await call('getNotificationPreferences', world.rival, { params: { userId: world.rival.id } });
    expect(got.body.preferences).toHaveLength(3 * notificationOriginIds.length);
    expect(got.body.preferences.every((p: { preference: string }) => p.preference === 'Y')).toBe(true);
    expect((await call('getNotificationPreferences', world.rival, { params: { userId: world.player.id } })).status).toBe(404);
    expect((await setPrefs([{ notification_origin_id: 1, channel: 'EMAIL', preference: 'N' }], world.rival, world.player.id)).status).toBe(
      404,
    );
    const unknown = await setPrefs([{ notification_origin_id: 99, channel: 'EMAIL', preference: 'N' }]);
    expect(unknown).toMatchObject({ status: 422, body: { code: '-2201' } });
  });

  it('e-mail off sends no e-mail; in-app off keeps it out of the list and the count', async () => {
    const saved = await setPrefs([
      { notification_origin_id: NOTIFICATION_ORIGINS.bookings, channel: 'EMAIL', preference: 'N' },
      { notification_origin_id: NOTIFICATION_ORIGINS.bookings, channel: 'IN_APP', preference: 'N' },
    ]);
    expect(saved.body.preferences).toContainEqual({ notification_origin_id: 1, channel: 'EMAIL', preference: 'N' });
    const mailsBefore = mailsTo('player@courtflow.test').length;
    const totalBefore = (await list()).body.totalItems;
    await bookFree('Cancha 3', 12);
    expect(mailsTo('player@courtflow.test').length).toBe(mailsBefore);
    expect((await list()).body.totalItems).toBe(totalBefore);
    expect(await unread()).toBe(0);
    await setPrefs([
      { notification_origin_id: NOTIFICATION_ORIGINS.bookings, channel: 'EMAIL', preference: 'Y' },
      { notification_origin_id: NOTIFICATION_ORIGINS.bookings, channel: 'IN_APP', preference: 'Y' },
    ]);
  });
});

describe('push tokens', () => {
  const token = 'device-token-abcdef123456';

  it('registers and checks a token; another user’s or an unknown one is 404; notifications are queued for push', async () => {
    expect((await call('checkPushToken', world.player, { params: { token } })).status).toBe(404);
    const other = await call('registerPushToken', world.player, { body: { token, active: 'Y', userId: world.rival.id } });
    expect(other).toMatchObject({ status: 404, body: { code: '-404' } });
    const made = await call('registerPushToken', world.player, { body: { token, active: 'Y', userId: world.player.id } });
    expect(made.body).toMatchObject({ token: { token, active: 'Y' } });
    expect((await call('checkPushToken', world.player, { params: { token } })).body).toMatchObject({ token: { active: 'Y' } });
    expect((await call('checkPushToken', world.rival, { params: { token } })).status).toBe(404);

    const sent = await world.server.deps.notifier.notify(world.player.id, 2, {
      type: 'paymentApproved',
      texts: () => ({ title: 'P', body: 'B' }),
    });
    const pushes = await world.server.db.select().from(notificationPushes).where(eq(notificationPushes.notificationId, sent!.id));
    expect(pushes).toHaveLength(1);
    expect(pushes[0].payload).toMatchObject({ id: sent!.id, title: 'P' });

    await setPrefs([{ notification_origin_id: 2, channel: 'PUSH', preference: 'N' }]);
    const quiet = await world.server.deps.notifier.notify(world.player.id, 2, {
      type: 'paymentApproved',
      texts: () => ({ title: 'Q', body: 'B' }),
    });
    expect(await world.server.db.select().from(notificationPushes).where(eq(notificationPushes.notificationId, quiet!.id))).toHaveLength(0);
  });
});
