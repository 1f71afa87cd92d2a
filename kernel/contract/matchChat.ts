import * as z from 'zod/mini';
import { idParam } from './common';
import { defineEndpoint } from './endpoint';
import { ok } from './envelope';

// The chat of an accepted challenge (spec part 3 §3 "Chat message", §4 "Chat", §6 (-8342), §7 the
// chat calls and the live channel's chat room).

/** The socket.io room of a challenge's chat; only its two players may join. */
export const chatRoom = (challengeId: number) => `chatRoom#${challengeId}`;
/** What the chat room carries: a new message, one delivered, several delivered. */
export const CHAT_EVENTS = { message: 'message', delivered: 'deliveredMsg', deliveredMany: 'deliveredMsgs' } as const;
/** The most messages one history answer carries (the newest ones of the range). */
export const CHAT_PAGE_SIZE = 100;
export const CHAT_MESSAGE_MAX = 1000;

export const chatMessageDto = z.object({
  id: z.int(),
  challengeId: z.int(),
  fromUserId: z.int(),
  /** Milliseconds since the epoch. */
  epoch_ts: z.int(),
  message: z.string(),
  /** The other player has read it. */
  delivered: z.boolean(),
  /** From the caller's side; on the live channel, from the sender's ('sent'). */
  type: z.enum(['sent', 'received']),
});
export type ChatMessageDto = z.infer<typeof chatMessageDto>;

/** deliveredMsg: one message read by its recipient. */
export interface DeliveredMsgEvent {
  challengeId: number;
  msgId: number;
}
/** deliveredMsgs: the recipient read these. */
export interface DeliveredMsgsEvent {
  challengeId: number;
  ids: number[];
}

const chatParams = z.strictObject({ challengeId: idParam });
const epoch = z.coerce.number().check(z.int(), z.minimum(0), z.maximum(8_640_000_000_000_000));
const noAccess = { '-8342': { status: 404, meaning: 'Not one of the two players of this match (or no such challenge)' } } as const;

export const getChatHistory = defineEndpoint({
  id: 'getChatHistory',
  method: 'GET',
  path: '/api/match/challenges/:challengeId/chat-history',
  auth: 'user',
  summary: 'The chat of a challenge for one of its two players: the newest messages between minEpochTs and maxEpochTs (inclusive)',
  params: chatParams,
  query: z.object({ minEpochTs: z.optional(epoch), maxEpochTs: z.optional(epoch), backgroundLoading: z.optional(z.string()) }),
  response: ok({
    chatHistory: z.object({
      messages: z.array(chatMessageDto),
      /** The oldest and newest epoch_ts of the answer (null when empty). */
      minEpochTs: z.nullable(z.int()),
      maxEpochTs: z.nullable(z.int()),
      undeliveredMessages: z.int(),
    }),
  }),
  errors: noAccess,
});

export const postChatMessage = defineEndpoint({
  id: 'postChatMessage',
  method: 'POST',
  path: '/api/match/challenges/:challengeId/chat',
  auth: 'user',
  summary: 'Writes a message in the chat of an accepted challenge; the room and the other player hear of it',
  params: chatParams,
  body: z.strictObject({ message: z.string().check(z.trim(), z.minLength(1), z.maxLength(CHAT_MESSAGE_MAX)) }),
  response: ok({ message: chatMessageDto }),
  errors: { ...noAccess, '-8344': { status: 409, meaning: 'The challenge is not accepted: its chat is closed' } },
});

export const markChatDelivered = defineEndpoint({
  id: 'markChatDelivered',
  method: 'POST',
  path: '/api/match/challenges/:challengeId/chat/messages/:msgId/mark-delivered',
  auth: 'user',
  summary: 'The recipient read one message (its sender sees it delivered)',
  params: z.strictObject({ challengeId: idParam, msgId: idParam }),
  body: z.optional(z.strictObject({})),
  response: ok({ delivered: z.array(z.int()) }),
  errors: noAccess,
});

export const markChatDeliveredMultiple = defineEndpoint({
  id: 'markChatDeliveredMultiple',
  method: 'POST',
  path: '/api/match/challenges/:challengeId/chat/mark-delivered-multiple',
  auth: 'user',
  summary: 'The recipient read every message to them between minEpochTs and maxEpochTs (inclusive)',
  params: chatParams,
  body: z.strictObject({ minEpochTs: epoch, maxEpochTs: epoch }),
  response: ok({ delivered: z.array(z.int()) }),
  errors: noAccess,
});
