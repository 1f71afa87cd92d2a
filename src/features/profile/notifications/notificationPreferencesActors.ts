import { fromPromise } from 'xstate';
import type { ApiClient } from '#api/client';
import { getNotificationPreferences, setNotificationPreferences, type NotificationPreferenceDto } from '#kernel/contract/notifications';
import type { SaveInput } from '#machines/notificationPreferences';

/** The real calls of /profile/notification-preferences. */
export function notificationPreferencesActors(api: ApiClient) {
  return {
    loadPreferences: fromPromise<NotificationPreferenceDto[], { userId: number }>(
      async ({ input, signal }) => (await api.call(getNotificationPreferences, { params: { userId: input.userId }, signal })).preferences,
    ),
    savePreference: fromPromise<NotificationPreferenceDto[], SaveInput>(
      async ({ input, signal }) =>
        (
          await api.call(setNotificationPreferences, {
            params: { userId: input.userId },
            body: { preferences: [input.preference] },
            signal,
          })
        ).preferences,
    ),
  };
}
