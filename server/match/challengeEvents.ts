import { eq } from 'drizzle-orm';
import { NOTIFICATION_ORIGINS } from '#kernel/contract/notifications';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema';
import type { Notifier } from '#server/notifications/notify';
import type { ChallengeRow } from './challengeView';
import { challengeLink, challengeTexts, type ChallengeNotificationType } from './matchTexts';

/** Tells `toUserId` what `actorId` did to a challenge, through the one notification producer. */
export async function notifyChallengeEvent(
  notifier: Notifier,
  db: Db,
  type: ChallengeNotificationType,
  row: ChallengeRow,
  actorId: number,
  toUserId: number,
): Promise<void> {
  const [actor] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, actorId));
  const name = actor ? `${actor.firstName} ${actor.lastName}`.trim() : '';
  await notifier.notify(toUserId, NOTIFICATION_ORIGINS.match, {
    type,
    category: type === 'acceptChallenge' ? 'chat' : 'match',
    link: challengeLink(type, row.id, row.sportId),
    entityId: row.entityId,
    challengeId: row.id,
    sportId: row.sportId,
    texts: (locale) => challengeTexts(type, name, locale),
  });
}
