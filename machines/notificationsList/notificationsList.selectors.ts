// View flags of /profile/notifications.
import type { SnapshotFrom } from 'xstate';
import type { NotificationsListMachine } from './notificationsList.machine';

export type NotificationsListSnapshot = SnapshotFrom<NotificationsListMachine>;

export const notifications = (s: NotificationsListSnapshot) => s.context.list?.notifications ?? [];
export const page = (s: NotificationsListSnapshot) => s.context.page;
export const totalPages = (s: NotificationsListSnapshot) => s.context.list?.totalPages ?? 0;
export const isLoading = (s: NotificationsListSnapshot) => s.matches('loading');
export const loadFailed = (s: NotificationsListSnapshot) => s.matches('loadFailed');
export const isEmpty = (s: NotificationsListSnapshot) => s.matches('listed') && notifications(s).length === 0;
export const canReadAll = (s: NotificationsListSnapshot) => s.can({ type: 'notifications.readAll' });
export const canRead = (s: NotificationsListSnapshot, id: number) => s.can({ type: 'notification.read', id });
export const isMarking = (s: NotificationsListSnapshot) => s.matches('markingRead') || s.matches('markingAll');
export const failure = (s: NotificationsListSnapshot) => s.context.error;
