// View flags of /profile/notification-preferences.
import type { NotificationChannel } from '#kernel/contract/notifications';
import type { SnapshotFrom } from 'xstate';
import type { NotificationPreferencesMachine } from './notificationPreferences.machine';

export type NotificationPreferencesSnapshot = SnapshotFrom<NotificationPreferencesMachine>;

export const isOn = (s: NotificationPreferencesSnapshot, origin: number, channel: NotificationChannel) =>
  s.context.preferences.find((p) => p.notification_origin_id === origin && p.channel === channel)?.preference !== 'N';
export const origins = (s: NotificationPreferencesSnapshot) => [...new Set(s.context.preferences.map((p) => p.notification_origin_id))];
export const isLoading = (s: NotificationPreferencesSnapshot) => s.matches('loading');
export const loadFailed = (s: NotificationPreferencesSnapshot) => s.matches('loadFailed');
export const isSaving = (s: NotificationPreferencesSnapshot) => s.matches('saving');
export const saveFailed = (s: NotificationPreferencesSnapshot) => s.matches('editing') && s.context.error !== null;
