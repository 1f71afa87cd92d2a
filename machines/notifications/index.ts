export { notificationsMachine, notificationsSetup, type NotificationsMachine } from './notifications.machine';
export * as notificationsSelectors from './notifications.selectors';
export * from './notifications.types';
export * from './notifications.errors';
export { notificationHash, screenOf } from './notifications.rules';
