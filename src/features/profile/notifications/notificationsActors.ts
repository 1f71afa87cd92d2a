import { fromPromise } from 'xstate';
import type { ApiClient } from '#api/client';
import { listNotifications, markAllNotificationsRead, markNotificationRead, NOTIFICATIONS_PAGE_SIZE } from '#kernel/contract/notifications';
import type { NotificationsPage, ReadAnswer } from '#machines/notificationsList';

/** The real calls of /profile/notifications. */
export function notificationsListActors(api: ApiClient) {
  return {
    loadPage: fromPromise<NotificationsPage, { page: number }>(async ({ input, signal }) => {
      const answer = await api.call(listNotifications, { query: { pageNumber: input.page, pageSize: NOTIFICATIONS_PAGE_SIZE }, signal });
      return {
        notifications: answer.notifications,
        pageNumber: answer.pageNumber,
        totalPages: answer.totalPages,
        totalItems: answer.totalItems,
      };
    }),
    markRead: fromPromise<ReadAnswer, { id: number }>(
      async ({ input, signal }) => (await api.call(markNotificationRead, { params: { id: input.id }, signal })).result,
    ),
    markAllRead: fromPromise<ReadAnswer, void>(async ({ signal }) => (await api.call(markAllNotificationsRead, { signal })).result),
  };
}
