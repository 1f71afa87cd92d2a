import * as z from 'zod/mini';
import { idParam, userIdParams, yesNo } from './common';
import { defineEndpoint } from './endpoint';
import { ok } from './envelope';

// Notifications (spec part 3 §3 "Notification record", "Notification preference", "Push token",
// "Socket notification"; §7 the calls; §9 page size 6 from page 1; part 1 §7 unread count, push token).

/** Spec part 3 §9. */
export const NOTIFICATIONS_PAGE_SIZE = 6;

/** Where a notification comes from; each origin has its own preferences. Later features add theirs. */
export const NOTIFICATION_ORIGINS = { bookings: 1, payments: 2, match: 3 } as const;
export type NotificationOrigin = (typeof NOTIFICATION_ORIGINS)[keyof typeof NOTIFICATION_ORIGINS];
export const notificationOriginIds: readonly NotificationOrigin[] = Object.values(NOTIFICATION_ORIGINS);

/** How a notification reaches the player. */
export const NOTIFICATION_CHANNELS = ['IN_APP', 'EMAIL', 'PUSH'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** What happened: the producers' kinds (the app words the snack bar from it when the title is not enough). */
export const notificationType = z.enum([
  'bookingConfirmed',
  'bookingCancelled',
  'paymentApproved',
  'paymentRejected',
  // A booking names a player (received) and the player answers (to the one who booked).
  'invitationReceived',
  'invitationAnswered',
  // A booked slot the player waited for freed (waiting lists, part 1 §4.6).
  'waitingListSlotFreed',
  // Match (part 3 §3 socket notification types), produced by the match feature.
  'challenge',
  'acceptChallenge',
  'declineChallenge',
  'cancelChallenge',
  'nogoChallenge',
  'rivalsUpdated',
  'chatMessages',
]);
export type NotificationType = z.infer<typeof notificationType>;

/** Part 1 §4: categories that open a screen when the snack bar is tapped. */
export const notificationCategory = z.enum(['chat', 'match', 'gotoHome', 'gotoState', 'chatMessages']);
export type NotificationCategory = z.infer<typeof notificationCategory>;

/** One notification as the list, the live channel and the snack bar carry it. */
export const notificationDto = z.object({
  id: z.int(),
  created_at: z.string(),
  is_readed: yesNo,
  origin: z.int(),
  type: notificationType,
  category: z.nullable(notificationCategory),
  title: z.string(),
  body: z.string(),
  /** gotoState: the app path the notification opens (e.g. /summary/12). */
  link: z.nullable(z.string()),
  entityId: z.nullable(z.int()),
  challengeId: z.nullable(z.int()),
  sportId: z.nullable(z.int()),
  undeliveredMessagesCount: z.nullable(z.int()),
});
export type NotificationDto = z.infer<typeof notificationDto>;

export const listNotifications = defineEndpoint({
  id: 'listNotifications',
  method: 'GET',
  path: '/api/notifications',
  auth: 'user',
  summary: "The caller's in-app notifications, newest first, paged (6 per page from page 1)",
  query: z.object({
    pageNumber: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
    pageSize: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50))),
  }),
  response: ok({ notifications: z.array(notificationDto), pageNumber: z.int(), totalPages: z.int(), totalItems: z.int() }),
  errors: {},
});

export const countUnreadNotifications = defineEndpoint({
  id: 'countUnreadNotifications',
  method: 'GET',
  path: '/api/notifications/unreaded-count',
  auth: 'user',
  summary: "How many of the caller's in-app notifications are unread",
  response: ok({ result: z.int() }),
  errors: {},
});

export const markAllNotificationsRead = defineEndpoint({
  id: 'markAllNotificationsRead',
  method: 'PUT',
  path: '/api/notifications/check-all-as-readed',
  auth: 'user',
  summary: 'Marks every notification of the caller read; answers the unread count (0)',
  body: z.optional(z.strictObject({})),
  response: ok({ result: z.int() }),
  errors: {},
});

export const markNotificationRead = defineEndpoint({
  id: 'markNotificationRead',
  method: 'PUT',
  path: '/api/notifications/:id/check-as-readed',
  auth: 'user',
  summary: "Marks one of the caller's notifications read (another user's answers 404); answers the unread count",
  params: z.strictObject({ id: idParam }),
  body: z.optional(z.strictObject({})),
  response: ok({ result: z.int() }),
  errors: {},
});

export const notificationPreference = z.object({
  notification_origin_id: z.int(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  preference: yesNo,
});
export type NotificationPreferenceDto = z.infer<typeof notificationPreference>;

export const getNotificationPreferences = defineEndpoint({
  id: 'getNotificationPreferences',
  method: 'GET',
  path: '/api/users/:userId/notification_preferences',
  auth: 'user',
  ownerParam: 'userId',
  summary: 'Every origin and channel with the caller’s choice (Y when never chosen)',
  params: userIdParams,
  response: ok({ preferences: z.array(notificationPreference) }),
  errors: {},
});

export const setNotificationPreferences = defineEndpoint({
  id: 'setNotificationPreferences',
  method: 'POST',
  path: '/api/users/:userId/notification_preferences',
  auth: 'user',
  ownerParam: 'userId',
  summary: 'Saves the given origin and channel choices (the rest stay); answers all of them',
  params: userIdParams,
  body: z.object({ preferences: z.array(notificationPreference).check(z.minLength(1), z.maxLength(30)) }),
  response: ok({ preferences: z.array(notificationPreference) }),
  errors: { '-2201': { status: 422, meaning: 'Unknown notification origin' } },
});

const pushTokenText = z.string().check(z.minLength(8), z.maxLength(4096));

export const registerPushToken = defineEndpoint({
  id: 'registerPushToken',
  method: 'POST',
  path: '/api/users/push-token',
  auth: 'user',
  summary: "Records the device's push token for the caller (userId must be the caller), active Y or N",
  body: z.object({ token: pushTokenText, active: yesNo, userId: idParam }),
  response: ok({ token: z.object({ token: z.string(), active: yesNo }) }),
  errors: {},
});

export const checkPushToken = defineEndpoint({
  id: 'checkPushToken',
  method: 'GET',
  path: '/api/push-token/:token',
  auth: 'user',
  summary: "Whether this push token is the caller's and active; an unknown token (or another user's) answers 404",
  params: z.strictObject({ token: pushTokenText }),
  query: z.object({ backgroundLoading: z.optional(z.string()) }),
  response: ok({ token: z.object({ token: z.string(), active: yesNo }) }),
  errors: {},
});

/** The live channel (part 3 §7): path, the room of a player's notifications, events. */
export const LIVE_PATH = '/api/socket.io';
export const notificationRoom = (userId: number) => `notificationChannel#${userId}`;
/** notification: a new one (the spec's matchNotification); unread: the count after a read on any device. */
export const LIVE_EVENTS = { join: 'join', leave: 'leave', notification: 'matchNotification', unread: 'unreadCount' } as const;
/** Answer to a join: the latest notification id when ok (the client resumes after it). */
export type JoinAnswer = { ok: true; lastId: number } | { ok: false; code: string };
