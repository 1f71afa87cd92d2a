// Types of the match chat flow (spec part 3 §3 "Chat message", §4 "Chat").
import type { ChatMessageDto } from '#kernel/contract/matchChat';
import type { ActorError } from '#kernel/lib/errors';

export type ChatMessage = ChatMessageDto;

export interface ChatHistory {
  messages: ChatMessage[];
  minEpochTs: number | null;
  maxEpochTs: number | null;
}

export interface ChatInput {
  challengeId: number;
  userId: number;
}

/** What the view's reportRead effect marks delivered: the received, undelivered messages in a range. */
export interface ReadRange {
  challengeId: number;
  minEpochTs: number;
  maxEpochTs: number;
}

export interface ChatContext {
  challengeId: number;
  userId: number;
  messages: ChatMessage[];
  draft: string;
  /** The text of the send that failed (the retry sends it again). */
  sendingText: string;
  error: ActorError | null;
}

export type ChatEvent =
  | { type: 'draft.change'; text: string }
  | { type: 'message.send' }
  | { type: 'send.retry' }
  | { type: 'send.dismiss' }
  /** From the chat room: a new message (either player's). */
  | { type: 'live.message'; message: ChatMessage }
  /** From the chat room: the other player read these of mine. */
  | { type: 'live.delivered'; ids: number[] }
  /** The socket reconnected, the app came back to the foreground or back online: rejoin and reload. */
  | { type: 'live.resumed' }
  /** A nogoChallenge notification for this chat. */
  | { type: 'live.nogo' }
  | { type: 'chat.reload' }
  | { type: 'match.home' };
