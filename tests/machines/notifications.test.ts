// Model-based test of the shell's notifications flow (part 1 §4 snack bars, §7 unread count and push
// token): every state, transition and listed code, on the fake clock (7000 ms on screen, 1000 ms gap),
// plus journeys for the queue, duplicates, the open chat, the categories' screens and the push token.
import { expect, it } from 'vitest';
import type { NotificationDto } from '#kernel/contract/notifications';
import { notificationsMachine, type NotificationsMachine } from '#machines/notifications/notifications.machine';
import * as select from '#machines/notifications/notifications.selectors';
import { notificationHash, screenOf } from '#machines/notifications/notifications.rules';
import { describeModel, type Journey } from './support/modelTest';

type J = Journey<NotificationsMachine>;

const note = (id: number, extra: Partial<NotificationDto> = {}): NotificationDto => ({
  id,
  created_at: '2026-03-02T15:00:00.000Z',
  is_readed: 'N',
  origin: 1,
  type: 'bookingConfirmed',
  category: 'gotoState',
  title: `Reserva confirmada ${id}`,
  body: `Tu reserva #${id} está confirmada.`,
  link: `/summary/${id}`,
  entityId: id,
  challengeId: null,
  sportId: 1,
  undeliveredMessagesCount: null,
  ...extra,
});

const booked = note(12);
const paid = note(13, { type: 'paymentApproved', origin: 2, title: 'Pago aprobado' });
const chatLine = note(14, { type: 'chatMessages', category: 'chatMessages', challengeId: 5, link: null, undeliveredMessagesCount: 1 });
const plain = note(15, { category: null, link: null });
const apiError = (code: string, status: number) => Object.assign(new Error(code), { code, status });
const received = (notification: NotificationDto) => ({ type: 'notification.received' as const, notification });
const showing = (id: number | null) => (run: { snapshot: select.NotificationsSnapshot }) =>
  expect(select.snack(run.snapshot)?.id ?? null).toBe(id);

const journeys: J[] = [
  {
    name: 'one at a time: 7000 ms on screen, 1000 ms gap, then the next; unread counts each',
    steps: [
      { done: 'fetchUnreadCount', output: 2 },
      { done: 'getPushToken', output: null },
      received(booked),
      received(paid),
      { check: showing(12) },
      { check: ({ snapshot }) => expect(select.queued(snapshot)).toBe(1) },
      { wait: 6999 },
      { check: showing(12) },
      { wait: 1 },
      { check: showing(null) },
      { wait: 999 },
      { check: showing(null) },
      { wait: 1 },
      { check: showing(13) },
      { type: 'snack.dismiss' },
      { wait: 1000 },
    ],
    end: { snackBar: 'idle', unread: 'counted', push: 'noPushToken', live: 'offline' },
    context: { unread: 4, current: null, queue: [] },
  },
  {
    name: 'the same notification twice (live and a reconnect’s catch-up) shows and counts once',
    steps: [
      { done: 'fetchUnreadCount', output: 0 },
      received(booked),
      received({ ...booked, is_readed: 'N' }),
      { wait: 8000 },
      received(booked),
    ],
    end: { snackBar: 'idle', unread: 'counted', push: 'askingToken', live: 'offline' },
    context: { unread: 1, seen: [notificationHash(booked)] },
  },
  {
    name: 'messages of the open chat get no snack bar; after closing it they do',
    steps: [
      { type: 'chat.open', challengeId: 5 },
      received(chatLine),
      { check: showing(null) },
      { type: 'chat.close' },
      received({ ...chatLine, id: 16 }),
      { check: showing(16) },
    ],
    end: { snackBar: 'showing', unread: 'loadingUnread', push: 'askingToken', live: 'offline' },
    assert: ({ snapshot }) => expect(snapshot.context.unread).toBe(2),
  },
  {
    name: 'tapping opens the category’s screen (gotoState: the link); a bar without one just closes',
    steps: [received(booked), { type: 'snack.open' }, { wait: 1000 }, received(plain), { type: 'snack.open' }],
    end: { snackBar: 'pausing', unread: 'loadingUnread', push: 'askingToken', live: 'offline' },
    assert: ({ effects }) =>
      expect(effects.filter((e) => e.type === 'openScreen')).toEqual([{ type: 'openScreen', params: { path: '/summary/12' } }]),
  },
  {
    name: 'a device token the server does not know (-404) is registered; a changed token again',
    steps: [
      { done: 'getPushToken', output: 'device-token-1' },
      { fail: 'checkPushToken', error: apiError('-404', 404) },
      { done: 'registerPushToken', output: { token: 'device-token-1', active: 'Y' } },
      { check: ({ snapshot }) => expect(select.pushRegistered(snapshot)).toBe(true) },
      { type: 'pushToken.changed', token: 'device-token-2' },
      { done: 'registerPushToken', output: { token: 'device-token-2', active: 'Y' } },
    ],
    end: { snackBar: 'idle', unread: 'loadingUnread', push: 'pushRegistered', live: 'offline' },
    assert: ({ invocations }) =>
      expect(invocations.filter((i) => i.src !== 'fetchUnreadCount').map((i) => [i.src, i.input])).toEqual([
        ['getPushToken', undefined],
        ['checkPushToken', { userId: 7, token: 'device-token-1' }],
        ['registerPushToken', { userId: 7, token: 'device-token-1' }],
        ['registerPushToken', { userId: 7, token: 'device-token-2' }],
      ]),
  },
  {
    name: 'a token switched off in the mobile settings stays off (not registered again)',
    steps: [
      { done: 'getPushToken', output: 'device-token-1' },
      { done: 'checkPushToken', output: { token: 'device-token-1', active: 'N' } },
    ],
    end: { snackBar: 'idle', unread: 'loadingUnread', push: 'pushOff', live: 'offline' },
    assert: ({ invocations }) => expect(invocations.some((i) => i.src === 'registerPushToken')).toBe(false),
  },
  {
    name: 'the count follows the server (a read on another device) and each reconnect asks again',
    steps: [
      { done: 'fetchUnreadCount', output: 5 },
      { type: 'live.online' },
      { done: 'fetchUnreadCount', output: 4 },
      { type: 'unread.changed', count: 0 },
      { check: ({ snapshot }) => expect(select.isOnline(snapshot)).toBe(true) },
    ],
    end: { snackBar: 'idle', unread: 'counted', push: 'askingToken', live: 'online' },
    context: { unread: 0 },
  },
];

it('opens the screens of the four categories (part 1 §4), never another site', () => {
  expect(screenOf(note(1, { category: 'chat', challengeId: 9 }))).toBe('/match/chat/9');
  expect(screenOf(note(1, { category: 'match', sportId: 2 }))).toBe('/match/2/home');
  expect(screenOf(note(1, { category: 'gotoHome' }))).toBe('/home');
  expect(screenOf(note(1, { category: 'gotoState', link: '//evil.example' }))).toBeNull();
});

describeModel(notificationsMachine, {
  name: 'notifications',
  inputs: { player: { userId: 7 } },
  events: {
    'notification.received': [received(booked), received(chatLine), received(plain)],
    'snack.dismiss': [{ type: 'snack.dismiss' }],
    'snack.open': [{ type: 'snack.open' }],
    'chat.open': [{ type: 'chat.open', challengeId: 5 }],
    'chat.close': [{ type: 'chat.close' }],
    'unread.changed': [{ type: 'unread.changed', count: 0 }],
    'unread.refresh': [{ type: 'unread.refresh' }],
    'live.online': [{ type: 'live.online' }],
    'live.offline': [{ type: 'live.offline' }],
    'pushToken.changed': [{ type: 'pushToken.changed', token: 'device-token-2' }],
  },
  outputs: {
    fetchUnreadCount: [3],
    getPushToken: ['device-token-1', null],
    checkPushToken: [
      { token: 'device-token-1', active: 'Y' },
      { token: 'device-token-1', active: 'N' },
    ],
    registerPushToken: [{ token: 'device-token-1', active: 'Y' }],
  },
  errors: {
    fetchUnreadCount: { other: new Error('network down') },
    getPushToken: { other: new Error('bridge gone') },
    checkPushToken: { '-404': apiError('-404', 404), other: apiError('-1', 500) },
    registerPushToken: { other: apiError('-1', 500) },
  },
  journeys,
  serializeContext: (c) => ({
    q: c.queue.map((n) => n.id),
    cur: c.current?.id,
    seen: c.seen.length,
    chat: c.openChatId,
    unread: Math.min(c.unread, 3),
    token: c.pushToken,
  }),
  require: { states: true, errors: true, transitions: true },
});
