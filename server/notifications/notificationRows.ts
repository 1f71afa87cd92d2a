import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { NotificationDto } from '#kernel/contract/notifications';
import type { Db } from '#server/db/client';
import { notifications } from '#server/db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** A stored notification as the list and the live channel carry it. */
export function toDto(row: NotificationRow): NotificationDto {
  const data = row.data;
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    is_readed: row.readAt ? 'Y' : 'N',
    origin: row.origin,
    type: row.type as NotificationDto['type'],
    category: (row.category as NotificationDto['category']) ?? null,
    title: row.title,
    body: row.body,
    link: typeof data.link === 'string' ? data.link : null,
    entityId: numberOrNull(data.entityId),
    challengeId: numberOrNull(data.challengeId),
    sportId: numberOrNull(data.sportId),
    undeliveredMessagesCount: numberOrNull(data.undeliveredMessagesCount),
  };
}

const visible = (userId: number) => and(eq(notifications.userId, userId), eq(notifications.inApp, true));

/** One page of a player's in-app notifications, newest first. */
export async function notificationPage(db: Db, userId: number, page: number, pageSize: number) {
  const [{ total }] = await db.select({ total: count() }).from(notifications).where(visible(userId));
  const rows = await db
    .select()
    .from(notifications)
    .where(visible(userId))
    .orderBy(desc(notifications.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { notifications: rows.map(toDto), pageNumber: page, totalPages: Math.ceil(total / pageSize), totalItems: total };
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(visible(userId), isNull(notifications.readAt)));
  return total;
}

/** Marks one of the player's notifications read; false when it is not theirs (or not there). */
export async function markRead(db: Db, userId: number, id: number, now: Date): Promise<boolean> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), visible(userId)))
    .returning({ id: notifications.id });
  return Boolean(row);
}

export async function markAllRead(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(visible(userId), isNull(notifications.readAt)));
}

/** What a reconnecting client missed: in-app notifications after the last id it saw, oldest first. */
export async function notificationsAfter(db: Db, userId: number, lastId: number, limit = 20): Promise<NotificationDto[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(visible(userId), gt(notifications.id, lastId)))
    .orderBy(desc(notifications.id))
    .limit(limit);
  return rows.reverse().map(toDto);
}

export async function latestNotificationId(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(visible(userId))
    .orderBy(desc(notifications.id))
    .limit(1);
  return row?.id ?? 0;
}
