// Types of the shell's notifications flow (spec part 1 §4 snack bars, §7 unread count and push
// token; part 3 §3 socket notification): input, context, events, the actors' inputs and outputs.
import type { NotificationDto } from '#kernel/contract/notifications';
import type { ActorError } from '#kernel/lib/errors';

export interface NotificationsInput {
  userId: number;
}

export interface NotificationsContext {
  userId: number;
  /** Waiting snack bars, oldest first. */
  queue: NotificationDto[];
  /** The snack bar on screen. */
  current: NotificationDto | null;
  /** Hashes of the notifications already queued or shown: the same data twice shows once. */
  seen: string[];
  /** The chat on screen: its messages do not get a snack bar. */
  openChatId: number | null;
  unread: number;
  pushToken: string | null;
  error: ActorError | null;
}

export type NotificationsEvent =
  | { type: 'notification.received'; notification: NotificationDto }
  | { type: 'snack.dismiss' }
  | { type: 'snack.open' }
  | { type: 'chat.open'; challengeId: number }
  | { type: 'chat.close' }
  | { type: 'unread.changed'; count: number }
  | { type: 'unread.refresh' }
  | { type: 'live.online' }
  | { type: 'live.offline' }
  | { type: 'pushToken.changed'; token: string };

export interface PushTokenInput {
  userId: number;
  token: string;
}

export interface PushTokenAnswer {
  token: string;
  active: 'Y' | 'N';
}

export interface NotificationParams {
  notification: NotificationDto;
}
