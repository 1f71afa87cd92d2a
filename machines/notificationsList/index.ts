export { notificationsListMachine, notificationsListSetup, type NotificationsListMachine } from './notificationsList.machine';
export * as notificationsListSelectors from './notificationsList.selectors';
export * from './notificationsList.types';
export * from './notificationsList.errors';
