import { eq } from 'drizzle-orm';
import type { NotificationCategory, NotificationDto, NotificationType } from '#kernel/contract/notifications';
import { resolveLanguage, catalogFor, type CatalogLocale } from '#kernel/lib/i18n';
import type { Db } from '#server/db/client';
import { notificationPushes, notifications, users } from '#server/db/schema';
import type { Mailer } from '#server/mail/mailer';
import { composeMail } from '#server/mail/templates/layout';
import { toDto } from './notificationRows';
import { openChannels } from './preferences';
import type { PushSender } from './push/pushSender';
import { activeTokens } from './pushTokens';

/** What a producer tells: the kind, where it leads, and its texts in any of our languages. */
export interface NotificationPayload {
  type: NotificationType;
  category?: NotificationCategory | null;
  /** An app path (gotoState), e.g. /summary/12; the e-mail links to it too. */
  link?: string | null;
  entityId?: number | null;
  challengeId?: number | null;
  sportId?: number | null;
  undeliveredMessagesCount?: number | null;
  texts(locale: CatalogLocale): { title: string; body: string };
}

/** Where live notifications go: the socket.io rooms (server/realtime), set once the server listens. */
export interface LivePublisher {
  publish(userId: number, notification: NotificationDto): void;
  /** The unread count after a read, so every open app of the player shows the same badge. */
  unread(userId: number, count: number): void;
  /** Disconnects the sockets of a session that ended (logout). */
  endSession(userId: number, sid: string): Promise<void>;
  /** Emits an event to a room (a challenge's chat room), on every instance. */
  toRoom(room: string, event: string, payload: unknown): void;
}

interface NotifierSetup {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now(): Date;
  log: { error(obj: object, msg: string): void };
  /** Sends the pushes a notification queues (null: they stay queued, PUSH_TRANSPORT=off). */
  push: PushSender | null;
}

const OPEN_LABEL: Record<CatalogLocale, string> = { 'es-CL': 'Ver en la app', en: 'Open in the app', 'pt-BR': 'Ver no app' };

/**
 * The one producer of notifications: later features call notify(userId, origin, payload). The row is
 * written with the player's per-origin choices (in-app, e-mail, push); then it goes live to their
 * open apps, by e-mail, and by push to each active device token (push/pushSender.ts). Called after the event committed, it never throws:
 * a failed notification is logged and does not undo what happened.
 */
export class Notifier {
  live: LivePublisher | null = null;

  constructor(private readonly setup: NotifierSetup) {}

  /** The push sender (its retry job runs in main.ts), or null when pushes are off. */
  get push(): PushSender | null {
    return this.setup.push;
  }

  async notify(userId: number, origin: number, payload: NotificationPayload): Promise<NotificationDto | null> {
    try {
      return await this.deliver(userId, origin, payload);
    } catch (error) {
      this.setup.log.error({ err: error, userId, origin, type: payload.type }, 'notification failed');
      return null;
    }
  }

  private async deliver(userId: number, origin: number, payload: NotificationPayload): Promise<NotificationDto | null> {
    const { db } = this.setup;
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user || user.closedAt) return null;
    const channels = await openChannels(db, userId, origin);
    const locale = catalogFor(resolveLanguage(user.language));
    const { title, body } = payload.texts(locale);
    const data = {
      link: payload.link ?? null,
      entityId: payload.entityId ?? null,
      challengeId: payload.challengeId ?? null,
      sportId: payload.sportId ?? null,
      undeliveredMessagesCount: payload.undeliveredMessagesCount ?? null,
    };
    const [row] = await db
      .insert(notifications)
      .values({
        userId,
        origin,
        type: payload.type,
        category: payload.category ?? null,
        title,
        body,
        data,
        inApp: channels.has('IN_APP'),
        createdAt: this.setup.now(),
      })
      .returning();
    const dto = toDto(row);
    if (channels.has('PUSH')) {
      const tokens = await activeTokens(db, userId);
      if (tokens.length > 0) {
        const queued = await db
          .insert(notificationPushes)
          .values(tokens.map((t) => ({ notificationId: row.id, pushTokenId: t.id, payload: dto })))
          .returning({ id: notificationPushes.id });
        await this.setup.push?.send(queued.map((q) => q.id));
      }
    }
    if (row.inApp) this.live?.publish(userId, dto);
    if (channels.has('EMAIL')) await this.mail(user, locale, title, body, data.link);
    return dto;
  }

  private async mail(user: typeof users.$inferSelect, locale: CatalogLocale, title: string, body: string, link: string | null) {
    const message = composeMail({
      to: user.email,
      subject: title,
      paragraphs: [body],
      action: link ? { label: OPEN_LABEL[locale], url: `${this.setup.publicUrl}${link}` } : undefined,
      locale,
    });
    await this.setup.mailer
      .send(message)
      .catch((error: unknown) => this.setup.log.error({ err: error, userId: user.id }, 'notification e-mail failed'));
  }
}
