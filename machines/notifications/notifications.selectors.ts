// View flags of the notifications flow: the snack bar on screen, whether tapping it opens a screen,
// the unread badge, the live connection and the push token state.
import type { SnapshotFrom } from 'xstate';
import type { NotificationsMachine } from './notifications.machine';
import { screenOf } from './notifications.rules';

export type NotificationsSnapshot = SnapshotFrom<NotificationsMachine>;

/** The snack bar to show, or null between two (the 1000 ms gap) and when nothing waits. */
export const snack = (s: NotificationsSnapshot) => (s.matches({ snackBar: 'showing' }) ? s.context.current : null);
export const snackOpensScreen = (s: NotificationsSnapshot) => {
  const current = snack(s);
  return current !== null && screenOf(current) !== null;
};
export const unread = (s: NotificationsSnapshot) => s.context.unread;
export const isOnline = (s: NotificationsSnapshot) => s.matches({ live: 'online' });
export const pushRegistered = (s: NotificationsSnapshot) => s.matches({ push: 'pushRegistered' });
export const queued = (s: NotificationsSnapshot) => s.context.queue.length;
