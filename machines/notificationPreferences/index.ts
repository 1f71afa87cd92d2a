export {
  notificationPreferencesMachine,
  notificationPreferencesSetup,
  type NotificationPreferencesMachine,
} from './notificationPreferences.machine';
export * as notificationPreferencesSelectors from './notificationPreferences.selectors';
export * from './notificationPreferences.types';
export * from './notificationPreferences.errors';
