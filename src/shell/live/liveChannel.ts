import { io, type Socket } from 'socket.io-client';
import { LIVE_EVENTS, LIVE_PATH, notificationRoom, type JoinAnswer, type NotificationDto } from '#kernel/contract/notifications';

export interface LiveListeners {
  notification(notification: NotificationDto): void;
  unread(count: number): void;
  online(): void;
  offline(): void;
}

export interface LiveConnection {
  close(): void;
}

/**
 * The live channel (part 3 §7): socket.io at /api/socket.io with the session token. On every
 * connect (the first, socket.io's own reconnects, and the resumes below) it joins the player's
 * notification channel with the last id it saw, so the server sends what came meanwhile. Coming back
 * to the foreground or back online reconnects at once instead of waiting for the next retry.
 */
export function connectLive(userId: number, token: string, on: LiveListeners): LiveConnection {
  let lastId: number | undefined;
  const socket: Socket = io({ path: LIVE_PATH, auth: { token }, transports: ['websocket', 'polling'] });

  socket.on('connect', () => {
    socket.emit(LIVE_EVENTS.join, { room: notificationRoom(userId), lastId }, (answer: JoinAnswer) => {
      if (!answer.ok) return;
      lastId = Math.max(lastId ?? 0, answer.lastId);
      on.online();
    });
  });
  socket.on('disconnect', () => on.offline());
  socket.on(LIVE_EVENTS.notification, (notification: NotificationDto) => {
    lastId = Math.max(lastId ?? 0, notification.id);
    on.notification(notification);
  });
  socket.on(LIVE_EVENTS.unread, (count: number) => on.unread(count));

  const resume = () => {
    if (document.visibilityState === 'visible' && navigator.onLine && !socket.connected) socket.connect();
  };
  document.addEventListener('visibilitychange', resume);
  window.addEventListener('online', resume);
  return {
    close() {
      document.removeEventListener('visibilitychange', resume);
      window.removeEventListener('online', resume);
      socket.close();
    },
  };
}
