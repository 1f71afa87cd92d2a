import type { FastifyInstance } from 'fastify';
import { notificationsContract as contract } from '#kernel/contract';
import { NOTIFICATIONS_PAGE_SIZE } from '#kernel/contract/notifications';
import type { ServerDeps } from '#server/deps';
import { callFailure, noAccess } from '#server/http/apiFailure';
import { registerEndpoint } from '#server/http/registerEndpoint';
import { markAllRead, markRead, notificationPage, unreadCount } from '#server/notifications/notificationRows';
import { allPreferences, isKnownOrigin, savePreferences } from '#server/notifications/preferences';
import { ownToken, registerToken } from '#server/notifications/pushTokens';

/** Spec part 3 §7 notifications and preferences, part 1 §7 unread count and push token. */
export function notificationRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  registerEndpoint(app, deps, contract.listNotifications, async ({ query, auth }) =>
    notificationPage(db, auth.id, query.pageNumber ?? 1, query.pageSize ?? NOTIFICATIONS_PAGE_SIZE),
  );

  registerEndpoint(app, deps, contract.countUnreadNotifications, async ({ auth }) => ({ result: await unreadCount(db, auth.id) }));

  registerEndpoint(app, deps, contract.markAllNotificationsRead, async ({ auth }) => {
    await markAllRead(db, auth.id, deps.now());
    deps.notifier.live?.unread(auth.id, 0);
    return { result: 0 };
  });

  registerEndpoint(app, deps, contract.markNotificationRead, async ({ params, auth }) => {
    if (!(await markRead(db, auth.id, params.id, deps.now()))) throw noAccess();
    const result = await unreadCount(db, auth.id);
    deps.notifier.live?.unread(auth.id, result);
    return { result };
  });

  registerEndpoint(app, deps, contract.getNotificationPreferences, async ({ auth }) => ({
    preferences: await allPreferences(db, auth.id),
  }));

  registerEndpoint(app, deps, contract.setNotificationPreferences, async ({ body, auth }) => {
    const unknown = body.preferences.find((p) => !isKnownOrigin(p.notification_origin_id));
    if (unknown) throw callFailure(contract.setNotificationPreferences, '-2201', { origin: unknown.notification_origin_id });
    await savePreferences(db, auth.id, body.preferences, deps.now());
    return { preferences: await allPreferences(db, auth.id) };
  });

  registerEndpoint(app, deps, contract.registerPushToken, async ({ body, auth }) => {
    if (body.userId !== auth.id) throw noAccess();
    return { token: await registerToken(db, auth.id, body.token, body.active === 'Y', deps.now()) };
  });

  registerEndpoint(app, deps, contract.checkPushToken, async ({ params, auth }) => {
    const token = await ownToken(db, auth.id, params.token);
    if (!token) throw noAccess();
    return { token };
  });
}
