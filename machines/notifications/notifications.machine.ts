// The signed-in player's notifications, one actor for the whole app shell (part 1 §4, §7):
//
//   snackBar  idle      a notification arrives (not a duplicate by hash, not a message of the open
//                       chat) → queued; something queued → showing
//             showing   one at a time; snackDismiss (7000 ms), snack.dismiss or snack.open (its
//                       category's screen: chat, match, gotoHome, gotoState) → pausing
//             pausing   snackGap (1000 ms) → the next one, or idle
//   unread    loadingUnread → counted (or unreadFailed); a new unread notification counts one more;
//             unread.changed (the server's count after a read, on any device); each reconnect asks again
//   push      askingToken (the shell bridge) → none: noPushToken; a token → checkingToken (GET, -404:
//             not this player's) → registeringToken (POST) → pushRegistered; known but switched off in
//             the mobile settings → pushOff (left off); pushToken.changed registers again
//   live      offline ⇄ online as the shell's live channel connects (socket.io reconnects by itself)
//
// The shell's live channel sends notification.received, unread.changed and live.*; the view supplies
// the actors and openScreen; the snack bar and the badge render from the selectors.
import { assign, setup } from 'xstate';
import type { NotificationDto } from '#kernel/contract/notifications';
import { placeholder } from '#machines/shared/actors';
import { leadsTo, output, rejection, rowLeadsTo, type RejectionParams } from '#machines/shared/outcomes';
import { pushTokenErrors } from './notifications.errors';
import { isChatMessage, notificationHash, screenOf, SEEN_LIMIT } from './notifications.rules';
import type {
  NotificationParams,
  NotificationsContext,
  NotificationsEvent,
  NotificationsInput,
  PushTokenAnswer,
  PushTokenInput,
} from './notifications.types';

type Args = { context: NotificationsContext };
type EventArgs = { event: NotificationsEvent };

const received = ({ event }: EventArgs): NotificationParams => ({
  notification: event.type === 'notification.received' ? event.notification : ({} as NotificationDto),
});

export const notificationsSetup = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    input: {} as NotificationsInput,
  },
  actors: {
    /** GET /api/notifications/unreaded-count. */
    fetchUnreadCount: placeholder<number, { userId: number }>('notifications', 'fetchUnreadCount'),
    /** The shell bridge's push token (null outside the native app). */
    getPushToken: placeholder<string | null, void>('notifications', 'getPushToken'),
    /** GET /api/push-token/{token}; -404 when it is not this player's. */
    checkPushToken: placeholder<PushTokenAnswer, PushTokenInput>('notifications', 'checkPushToken'),
    /** POST /api/users/push-token. */
    registerPushToken: placeholder<PushTokenAnswer, PushTokenInput>('notifications', 'registerPushToken'),
  },
  delays: { snackDismiss: 7000, snackGap: 1000 },
  guards: {
    isDuplicate: ({ context }: Args, { notification }: NotificationParams) => context.seen.includes(notificationHash(notification)),
    isOpenChatMessage: ({ context }: Args, { notification }: NotificationParams) =>
      isChatMessage(notification) && context.openChatId !== null && notification.challengeId === context.openChatId,
    hasQueued: ({ context }: Args) => context.queue.length > 0,
    opensScreen: ({ context }: Args) => context.current !== null && screenOf(context.current) !== null,
    hasToken: (_: Args, token: string | null) => token !== null,
    tokenActive: (_: Args, answer: PushTokenAnswer) => answer.active === 'Y',
    pushErrorLeadsTo: rowLeadsTo(pushTokenErrors),
  },
  actions: {
    enqueue: assign(({ context }, { notification }: NotificationParams) => ({
      queue: [...context.queue, notification],
      seen: [...context.seen, notificationHash(notification)].slice(-SEEN_LIMIT),
    })),
    countIfUnread: assign(({ context }, { notification }: NotificationParams) => ({
      unread: notification.is_readed === 'N' ? context.unread + 1 : context.unread,
    })),
    takeNext: assign(({ context }) => ({ current: context.queue[0] ?? null, queue: context.queue.slice(1) })),
    clearCurrent: assign({ current: null }),
    openChat: assign((_, { challengeId }: { challengeId: number }) => ({ openChatId: challengeId })),
    closeChat: assign({ openChatId: null }),
    assignUnread: assign((_, count: number) => ({ unread: count })),
    assignToken: assign((_, token: string | null) => ({ pushToken: token })),
    assignError: assign((_, { error }: RejectionParams) => ({ error })),
    /** The view navigates: the screen the current snack bar's category opens. */
    openScreen: (_: Args, _params: { path: string }) => {},
  },
});

const openParams = ({ context }: Args) => ({ path: (context.current && screenOf(context.current)) ?? '/' });

export const notificationsMachine = notificationsSetup.createMachine({
  id: 'notifications',
  context: ({ input }) => ({
    userId: input.userId,
    queue: [],
    current: null,
    seen: [],
    openChatId: null,
    unread: 0,
    pushToken: null,
    error: null,
  }),
  type: 'parallel',
  on: {
    'notification.received': [
      { guard: { type: 'isDuplicate', params: received } },
      { guard: { type: 'isOpenChatMessage', params: received }, actions: { type: 'countIfUnread', params: received } },
      {
        actions: [
          { type: 'enqueue', params: received },
          { type: 'countIfUnread', params: received },
        ],
      },
    ],
    'chat.open': { actions: { type: 'openChat', params: ({ event }) => ({ challengeId: event.challengeId }) } },
    'chat.close': { actions: 'closeChat' },
    'unread.changed': { actions: { type: 'assignUnread', params: ({ event }) => event.count } },
  },
  states: {
    snackBar: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'hasQueued', target: 'showing' } },
        showing: {
          entry: 'takeNext',
          after: { snackDismiss: 'pausing' },
          on: {
            'snack.dismiss': 'pausing',
            'snack.open': [
              { guard: 'opensScreen', target: 'pausing', actions: { type: 'openScreen', params: openParams } },
              { target: 'pausing' },
            ],
          },
        },
        pausing: {
          entry: 'clearCurrent',
          after: { snackGap: [{ guard: 'hasQueued', target: 'showing' }, { target: 'idle' }] },
        },
      },
    },
    unread: {
      initial: 'loadingUnread',
      states: {
        loadingUnread: {
          invoke: {
            id: 'fetchUnreadCount',
            src: 'fetchUnreadCount',
            input: ({ context }) => ({ userId: context.userId }),
            onDone: { target: 'counted', actions: { type: 'assignUnread', params: output<number> } },
            onError: { target: 'unreadFailed', actions: { type: 'assignError', params: rejection } },
          },
        },
        counted: { on: { 'unread.refresh': 'loadingUnread', 'live.online': 'loadingUnread' } },
        unreadFailed: { on: { 'unread.refresh': 'loadingUnread', 'live.online': 'loadingUnread' } },
      },
    },
    push: {
      initial: 'askingToken',
      on: { 'pushToken.changed': { target: '.registeringToken', actions: { type: 'assignToken', params: ({ event }) => event.token } } },
      states: {
        askingToken: {
          invoke: {
            id: 'getPushToken',
            src: 'getPushToken',
            onDone: [
              {
                guard: { type: 'hasToken', params: output<string | null> },
                target: 'checkingToken',
                actions: { type: 'assignToken', params: output<string | null> },
              },
              { target: 'noPushToken' },
            ],
            onError: { target: 'noPushToken' },
          },
        },
        checkingToken: {
          invoke: {
            id: 'checkPushToken',
            src: 'checkPushToken',
            input: ({ context }) => ({ userId: context.userId, token: context.pushToken ?? '' }),
            onDone: [
              { guard: { type: 'tokenActive', params: output<PushTokenAnswer> }, target: 'pushRegistered' },
              // Known and switched off (mobile settings): the player's choice stands.
              { target: 'pushOff' },
            ],
            onError: [
              { guard: { type: 'pushErrorLeadsTo', params: leadsTo('register') }, target: 'registeringToken' },
              { target: 'tokenFailed', actions: { type: 'assignError', params: rejection } },
            ],
          },
        },
        registeringToken: {
          invoke: {
            id: 'registerPushToken',
            src: 'registerPushToken',
            input: ({ context }) => ({ userId: context.userId, token: context.pushToken ?? '' }),
            onDone: { target: 'pushRegistered' },
            onError: { target: 'tokenFailed', actions: { type: 'assignError', params: rejection } },
          },
        },
        pushRegistered: {},
        pushOff: {},
        noPushToken: {},
        tokenFailed: {},
      },
    },
    live: {
      initial: 'offline',
      states: {
        offline: { on: { 'live.online': 'online' } },
        online: { on: { 'live.offline': 'offline' } },
      },
    },
  },
});

export type NotificationsMachine = typeof notificationsMachine;
