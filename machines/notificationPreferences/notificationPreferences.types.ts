// Types of /profile/notification-preferences (part 3 §2, §3 "Notification preference", §7).
import type { NotificationChannel, NotificationPreferenceDto } from '#kernel/contract/notifications';
import type { ActorError } from '#kernel/lib/errors';

export interface NotificationPreferencesInput {
  userId: number;
}

export interface NotificationPreferencesContext {
  userId: number;
  preferences: NotificationPreferenceDto[];
  /** The choice being saved (already shown; put back if the save fails). */
  saving: NotificationPreferenceDto | null;
  error: ActorError | null;
}

export interface ToggleParams {
  origin: number;
  channel: NotificationChannel;
}

export type NotificationPreferencesEvent = ({ type: 'preference.toggle' } & ToggleParams) | { type: 'preferences.reload' };

export interface SaveInput {
  userId: number;
  preference: NotificationPreferenceDto;
}
