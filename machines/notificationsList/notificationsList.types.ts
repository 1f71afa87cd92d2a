// Types of /profile/notifications (part 3 §2, §7, §9): the list paged 6 from page 1, mark one or all read.
import type { NotificationDto } from '#kernel/contract/notifications';
import type { ActorError } from '#kernel/lib/errors';

export interface NotificationsPage {
  notifications: NotificationDto[];
  pageNumber: number;
  totalPages: number;
  totalItems: number;
}

export interface NotificationsListContext {
  page: number;
  list: NotificationsPage | null;
  /** The notification being marked read. */
  markingId: number | null;
  error: ActorError | null;
}

export type NotificationsListEvent =
  | { type: 'page.go'; page: number }
  | { type: 'notification.read'; id: number }
  | { type: 'notifications.readAll' }
  | { type: 'list.reload' };

/** What a read answers: the unread count (the shell's badge takes it). */
export type ReadAnswer = number;
