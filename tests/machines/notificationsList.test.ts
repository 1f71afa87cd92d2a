// Model-based test of /profile/notifications: every state, transition and listed code, plus journeys
// for paging (6 a page from page 1), marking one read (the badge's count) and all read, and -404.
import { expect } from 'vitest';
import type { NotificationDto } from '#kernel/contract/notifications';
import { notificationsListMachine, type NotificationsListMachine } from '#machines/notificationsList/notificationsList.machine';
import * as select from '#machines/notificationsList/notificationsList.selectors';
import type { NotificationsPage } from '#machines/notificationsList/notificationsList.types';
import { describeModel, type Journey } from './support/modelTest';

type J = Journey<NotificationsListMachine>;

const note = (id: number, read: 'Y' | 'N' = 'N'): NotificationDto => ({
  id,
  created_at: '2026-03-02T15:00:00.000Z',
  is_readed: read,
  origin: 1,
  type: 'bookingConfirmed',
  category: 'gotoState',
  title: 'Reserva confirmada',
  body: `Tu reserva #${id} está confirmada.`,
  link: `/summary/${id}`,
  entityId: id,
  challengeId: null,
  sportId: 1,
  undeliveredMessagesCount: null,
});
const pageOf = (pageNumber: number, ids: number[], read: 'Y' | 'N' = 'N'): NotificationsPage => ({
  notifications: ids.map((id) => note(id, read)),
  pageNumber,
  totalPages: 2,
  totalItems: 8,
});
const first = pageOf(1, [8, 7, 6, 5, 4, 3]);
const second = pageOf(2, [2, 1]);
const allRead = pageOf(1, [8, 7], 'Y');
const apiError = (code: string, status: number) => Object.assign(new Error(code), { code, status });

const journeys: J[] = [
  {
    name: 'page 1, then page 2; marking one read hands the count to the badge',
    steps: [
      { done: 'loadPage', output: first },
      { type: 'page.go', page: 3 }, // past the last page: refused
      { type: 'page.go', page: 2 },
      { done: 'loadPage', output: second },
      { type: 'notification.read', id: 2 },
      { done: 'markRead', output: 7 },
      { check: ({ snapshot }) => expect(select.canRead(snapshot, 2)).toBe(false) },
    ],
    end: 'listed',
    assert: ({ invocations, effects }) => {
      expect(invocations.map((i) => [i.src, i.input])).toEqual([
        ['loadPage', { page: 1 }],
        ['loadPage', { page: 2 }],
        ['markRead', { id: 2 }],
      ]);
      expect(effects.filter((e) => e.type === 'unreadChanged')).toEqual([{ type: 'unreadChanged', params: 7 }]);
    },
  },
  {
    name: 'all read: every row read, the badge at 0; then nothing is left to mark',
    steps: [{ done: 'loadPage', output: first }, { type: 'notifications.readAll' }, { done: 'markAllRead', output: 0 }],
    end: 'listed',
    assert: ({ snapshot }) => {
      expect(select.notifications(snapshot).every((n) => n.is_readed === 'Y')).toBe(true);
      expect(select.canReadAll(snapshot)).toBe(false);
    },
  },
  {
    name: 'a notification that is gone (-404) loads the list again',
    steps: [
      { done: 'loadPage', output: first },
      { type: 'notification.read', id: 8 },
      { fail: 'markRead', error: apiError('-404', 404) },
    ],
    end: 'loading',
    assert: ({ snapshot }) => expect(select.failure(snapshot)?.code).toBe('-404'),
  },
];

describeModel(notificationsListMachine, {
  name: 'notificationsList',
  inputs: { player: undefined },
  events: {
    'page.go': [
      { type: 'page.go', page: 2 },
      { type: 'page.go', page: 1 },
    ],
    'notification.read': [{ type: 'notification.read', id: 8 }],
    'notifications.readAll': [{ type: 'notifications.readAll' }],
    'list.reload': [{ type: 'list.reload' }],
  },
  outputs: { loadPage: [first, allRead], markRead: [5], markAllRead: [0] },
  errors: {
    loadPage: { other: new Error('network down') },
    markRead: { '-404': apiError('-404', 404), other: apiError('-1', 500) },
    markAllRead: { other: apiError('-1', 500) },
  },
  journeys,
  serializeContext: (c) => ({
    page: c.page,
    read: c.list?.notifications.map((n) => n.is_readed).join(''),
    marking: c.markingId,
    e: c.error?.code,
  }),
  require: { states: true, errors: true, transitions: true },
});
