// /profile/notifications (part 3 §2, §7, §9):
//
//   loading     GET /api/notifications?pageNumber&pageSize=6 → listed, failure → loadFailed
//   listed      page.go {page} (1..totalPages, not the current) → loading; notification.read {id}
//               (an unread one of the page) → markingRead; notifications.readAll (some unread) → markingAll
//   markingRead PUT …/{id}/check-as-readed → listed with it read (and the count for the badge);
//               -404 → loading (it is gone); other failures → listed with the toast
//   markingAll  PUT …/check-all-as-readed → listed, every row read
//
// The view supplies the actors and unreadChanged (the shell's badge) with `.provide`.
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { leadsTo, output, rejection, rowLeadsTo, type RejectionParams } from '#machines/shared/outcomes';
import { readErrors } from './notificationsList.errors';
import type { NotificationsListContext, NotificationsListEvent, NotificationsPage, ReadAnswer } from './notificationsList.types';

type Args = { context: NotificationsListContext };
type EventArgs = { event: NotificationsListEvent };

const askedPage = ({ event }: EventArgs) => ({ page: event.type === 'page.go' ? event.page : 0 });
const askedId = ({ event }: EventArgs) => ({ id: event.type === 'notification.read' ? event.id : 0 });

export const notificationsListSetup = setup({
  types: { context: {} as NotificationsListContext, events: {} as NotificationsListEvent },
  actors: {
    /** GET /api/notifications?pageNumber&pageSize (6). */
    loadPage: placeholder<NotificationsPage, { page: number }>('notificationsList', 'loadPage'),
    /** PUT /api/notifications/{id}/check-as-readed: answers the unread count. */
    markRead: placeholder<ReadAnswer, { id: number }>('notificationsList', 'markRead'),
    /** PUT /api/notifications/check-all-as-readed. */
    markAllRead: placeholder<ReadAnswer, void>('notificationsList', 'markAllRead'),
  },
  guards: {
    isOtherPage: ({ context }: Args, { page }: { page: number }) =>
      page >= 1 && page !== context.page && page <= Math.max(1, context.list?.totalPages ?? 1),
    isUnread: ({ context }: Args, { id }: { id: number }) =>
      context.list?.notifications.some((n) => n.id === id && n.is_readed === 'N') ?? false,
    hasUnread: ({ context }: Args) => context.list?.notifications.some((n) => n.is_readed === 'N') ?? false,
    readErrorLeadsTo: rowLeadsTo(readErrors),
  },
  actions: {
    assignPage: assign((_, { page }: { page: number }) => ({ page })),
    assignList: assign((_, list: NotificationsPage) => ({ list, page: list.pageNumber, error: null })),
    assignMarking: assign((_, { id }: { id: number }) => ({ markingId: id, error: null })),
    markRowRead: assign(({ context }) => ({
      list: context.list && {
        ...context.list,
        notifications: context.list.notifications.map((n) => (n.id === context.markingId ? { ...n, is_readed: 'Y' as const } : n)),
      },
      markingId: null,
    })),
    markAllRowsRead: assign(({ context }) => ({
      list: context.list && { ...context.list, notifications: context.list.notifications.map((n) => ({ ...n, is_readed: 'Y' as const })) },
    })),
    assignError: assign((_, { error }: RejectionParams) => ({ error, markingId: null })),
    /** The shell's badge and flow learn the new count. */
    unreadChanged: (_: Args, _count: number) => {},
  },
});

export const notificationsListMachine = notificationsListSetup.createMachine({
  id: 'notificationsList',
  context: { page: 1, list: null, markingId: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ page: context.page }),
        onDone: { target: 'listed', actions: { type: 'assignList', params: output<NotificationsPage> } },
        onError: { target: 'loadFailed', actions: { type: 'assignError', params: rejection } },
      },
    },
    listed: {
      on: {
        'page.go': {
          guard: { type: 'isOtherPage', params: askedPage },
          target: 'loading',
          actions: { type: 'assignPage', params: askedPage },
        },
        'notification.read': {
          guard: { type: 'isUnread', params: askedId },
          target: 'markingRead',
          actions: { type: 'assignMarking', params: askedId },
        },
        'notifications.readAll': { guard: 'hasUnread', target: 'markingAll' },
        'list.reload': 'loading',
      },
    },
    markingRead: {
      invoke: {
        id: 'markRead',
        src: 'markRead',
        input: ({ context }) => ({ id: context.markingId ?? 0 }),
        onDone: { target: 'listed', actions: ['markRowRead', { type: 'unreadChanged', params: output<ReadAnswer> }] },
        onError: [
          {
            guard: { type: 'readErrorLeadsTo', params: leadsTo('reload') },
            target: 'loading',
            actions: { type: 'assignError', params: rejection },
          },
          { target: 'listed', actions: { type: 'assignError', params: rejection } },
        ],
      },
    },
    markingAll: {
      invoke: {
        id: 'markAllRead',
        src: 'markAllRead',
        onDone: { target: 'listed', actions: ['markAllRowsRead', { type: 'unreadChanged', params: output<ReadAnswer> }] },
        onError: { target: 'listed', actions: { type: 'assignError', params: rejection } },
      },
    },
    loadFailed: { on: { 'list.reload': 'loading' } },
  },
});

export type NotificationsListMachine = typeof notificationsListMachine;
