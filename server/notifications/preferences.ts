import { and, eq, sql } from 'drizzle-orm';
import {
  NOTIFICATION_CHANNELS,
  notificationOriginIds,
  type NotificationChannel,
  type NotificationPreferenceDto,
} from '#kernel/contract/notifications';
import type { Db } from '#server/db/client';
import { notificationPreferences } from '#server/db/schema';

/** The channels open for one origin: every channel unless the player turned it off. */
export async function openChannels(db: Db, userId: number, origin: number): Promise<Set<NotificationChannel>> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.origin, origin)));
  const off = new Set(rows.filter((r) => !r.enabled).map((r) => r.channel));
  return new Set(NOTIFICATION_CHANNELS.filter((channel) => !off.has(channel)));
}

/** Every origin and channel with the player's choice (Y when never chosen). */
export async function allPreferences(db: Db, userId: number): Promise<NotificationPreferenceDto[]> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map((r) => [`${r.origin}:${r.channel}`, r.enabled]));
  return notificationOriginIds.flatMap((origin) =>
    NOTIFICATION_CHANNELS.map((channel) => ({
      notification_origin_id: origin,
      channel,
      preference: chosen.get(`${origin}:${channel}`) === false ? ('N' as const) : ('Y' as const),
    })),
  );
}

export const isKnownOrigin = (origin: number) => (notificationOriginIds as readonly number[]).includes(origin);

/** Saves the given choices (all in one statement: all or none). */
export async function savePreferences(db: Db, userId: number, choices: NotificationPreferenceDto[], now: Date): Promise<void> {
  // One row per origin and channel (the last choice wins): an upsert may not touch a row twice.
  const last = new Map(choices.map((c) => [`${c.notification_origin_id}:${c.channel}`, c]));
  const values = [...last.values()].map((c) => ({
    userId,
    origin: c.notification_origin_id,
    channel: c.channel,
    enabled: c.preference === 'Y',
    updatedAt: now,
  }));
  await db
    .insert(notificationPreferences)
    .values(values)
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.origin, notificationPreferences.channel],
      set: { enabled: sql`excluded.enabled`, updatedAt: now },
    });
}
