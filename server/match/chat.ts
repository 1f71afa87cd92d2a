import { and, count, desc, eq, gte, inArray, isNull, lte, ne } from 'drizzle-orm';
import { CHAT_EVENTS, CHAT_PAGE_SIZE, chatRoom, type ChatMessageDto } from '#kernel/contract/matchChat';
import { NOTIFICATION_ORIGINS } from '#kernel/contract/notifications';
import type { Db } from '#server/db/client';
import { challenges, matchChatMessages, users } from '#server/db/schema';
import { ApiFailure } from '#server/http/apiFailure';
import type { Notifier } from '#server/notifications/notify';

type MessageRow = typeof matchChatMessages.$inferSelect;

/** -8342 (404): not one of the two players, or no such challenge (spec §6: chat access). */
const noChatAccess = () => new ApiFailure('-8342', 404, 'Not one of the two players of this match');

/** The challenge, if the caller plays in it. */
export async function chatChallenge(db: Db, challengeId: number, callerId: number) {
  const [row] = await db.select().from(challenges).where(eq(challenges.id, challengeId));
  if (!row || (row.challengerId !== callerId && row.challengedId !== callerId)) throw noChatAccess();
  return row;
}

export const toMessageDto = (row: MessageRow, viewerId: number): ChatMessageDto => ({
  id: row.id,
  challengeId: row.challengeId,
  fromUserId: row.fromUserId,
  epoch_ts: row.epochTs,
  message: row.message,
  delivered: row.deliveredAt !== null,
  type: row.fromUserId === viewerId ? 'sent' : 'received',
});

async function undeliveredTo(db: Db, challengeId: number, userId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(matchChatMessages)
    .where(
      and(eq(matchChatMessages.challengeId, challengeId), ne(matchChatMessages.fromUserId, userId), isNull(matchChatMessages.deliveredAt)),
    );
  return n;
}

/** GET chat-history: the newest CHAT_PAGE_SIZE messages in the range, oldest first. */
export async function chatHistory(db: Db, challengeId: number, callerId: number, range: { minEpochTs?: number; maxEpochTs?: number }) {
  await chatChallenge(db, challengeId, callerId);
  const rows = await db
    .select()
    .from(matchChatMessages)
    .where(
      and(
        eq(matchChatMessages.challengeId, challengeId),
        range.minEpochTs !== undefined ? gte(matchChatMessages.epochTs, range.minEpochTs) : undefined,
        range.maxEpochTs !== undefined ? lte(matchChatMessages.epochTs, range.maxEpochTs) : undefined,
      ),
    )
    .orderBy(desc(matchChatMessages.epochTs), desc(matchChatMessages.id))
    .limit(CHAT_PAGE_SIZE);
  const messages = rows.reverse().map((row) => toMessageDto(row, callerId));
  return {
    messages,
    minEpochTs: messages[0]?.epoch_ts ?? null,
    maxEpochTs: messages.at(-1)?.epoch_ts ?? null,
    undeliveredMessages: await undeliveredTo(db, challengeId, callerId),
  };
}

/**
 * POST chat: only in an accepted challenge. The room hears the message at once; the other player is
 * notified (category chatMessages, with their undelivered count) — the open chat does not repeat it
 * as a snack bar (machines/notifications).
 */
export async function postMessage(
  db: Db,
  notifier: Notifier,
  input: { challengeId: number; callerId: number; message: string; now: Date },
) {
  const challenge = await chatChallenge(db, input.challengeId, input.callerId);
  if (challenge.status !== 'ACCEPTED') throw new ApiFailure('-8344', 409, 'The chat of this challenge is closed');
  const [row] = await db
    .insert(matchChatMessages)
    .values({ challengeId: input.challengeId, fromUserId: input.callerId, message: input.message, epochTs: input.now.getTime() })
    .returning();
  const dto = toMessageDto(row, input.callerId);
  notifier.live?.toRoom(chatRoom(input.challengeId), CHAT_EVENTS.message, dto);
  const other = challenge.challengerId === input.callerId ? challenge.challengedId : challenge.challengerId;
  const [sender] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, input.callerId));
  const undelivered = await undeliveredTo(db, input.challengeId, other);
  await notifier.notify(other, NOTIFICATION_ORIGINS.match, {
    type: 'chatMessages',
    category: 'chatMessages',
    link: `/match/chat/${input.challengeId}`,
    challengeId: input.challengeId,
    sportId: challenge.sportId,
    entityId: challenge.entityId,
    undeliveredMessagesCount: undelivered,
    texts: () => ({
      title: sender?.firstName ?? '',
      body: input.message.length > 140 ? `${input.message.slice(0, 139)}…` : input.message,
    }),
  });
  return dto;
}

/** Marks delivered the messages to the caller that match `where`; the room hears which. */
export async function markDelivered(
  db: Db,
  notifier: Notifier,
  input: { challengeId: number; callerId: number; now: Date; msgId?: number; minEpochTs?: number; maxEpochTs?: number },
): Promise<number[]> {
  await chatChallenge(db, input.challengeId, input.callerId);
  const rows = await db
    .update(matchChatMessages)
    .set({ deliveredAt: input.now })
    .where(
      and(
        eq(matchChatMessages.challengeId, input.challengeId),
        ne(matchChatMessages.fromUserId, input.callerId),
        isNull(matchChatMessages.deliveredAt),
        input.msgId !== undefined ? eq(matchChatMessages.id, input.msgId) : undefined,
        input.minEpochTs !== undefined ? gte(matchChatMessages.epochTs, input.minEpochTs) : undefined,
        input.maxEpochTs !== undefined ? lte(matchChatMessages.epochTs, input.maxEpochTs) : undefined,
      ),
    )
    .returning({ id: matchChatMessages.id });
  const ids = rows.map((r) => r.id).sort((a, b) => a - b);
  if (ids.length === 1 && input.msgId !== undefined)
    notifier.live?.toRoom(chatRoom(input.challengeId), CHAT_EVENTS.delivered, { challengeId: input.challengeId, msgId: ids[0] });
  else if (ids.length > 0)
    notifier.live?.toRoom(chatRoom(input.challengeId), CHAT_EVENTS.deliveredMany, { challengeId: input.challengeId, ids });
  return ids;
}

/** Whether a user may join a challenge's chat room. */
export async function mayJoinChat(db: Db, challengeId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: challenges.id })
    .from(challenges)
    .where(and(eq(challenges.id, challengeId), inArray(challenges.status, ['ACCEPTED', 'NOGO'])));
  if (!row) return false;
  try {
    await chatChallenge(db, challengeId, userId);
    return true;
  } catch {
    return false;
  }
}
