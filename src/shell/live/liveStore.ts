// What the rest of the shell needs of the live notifications without loading them: the unread count
// (the navigation's badge) and a way to tell the flow about a read made on a screen. The lazily
// loaded LiveNotifications fills it; before that (and signed out) the count is null: no badge.

import type { NotificationDto } from '#kernel/contract/notifications';

type Listener = () => void;
type NotificationListener = (notification: NotificationDto) => void;

export interface LiveHandle {
  /** The count after a read made on this device (the server tells the others over the channel). */
  unreadChanged(count: number): void;
  /** A chat is on screen: its messages do not show again as snack bars (or null: none is). */
  chatOpen(challengeId: number | null): void;
}

let unread: number | null = null;
let handle: LiveHandle | null = null;
let openChat: number | null = null;
const listeners = new Set<Listener>();
const notificationListeners = new Set<NotificationListener>();

const notify = () => listeners.forEach((listener) => listener());

export const liveStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  unread: () => unread,
  setUnread(count: number | null): void {
    if (count === unread) return;
    unread = count;
    notify();
  },
  attach(next: LiveHandle | null): void {
    handle = next;
    if (next && openChat !== null) next.chatOpen(openChat);
    if (!next) this.setUnread(null);
  },
  unreadChanged(count: number): void {
    handle?.unreadChanged(count);
  },
  chatOpen(challengeId: number | null): void {
    openChat = challengeId;
    handle?.chatOpen(challengeId);
  },
  /** Screens that show what a notification is about (a challenge page) hear each live one. */
  onNotification(listener: NotificationListener): () => void {
    notificationListeners.add(listener);
    return () => notificationListeners.delete(listener);
  },
  received(notification: NotificationDto): void {
    notificationListeners.forEach((listener) => listener(notification));
  },
};
