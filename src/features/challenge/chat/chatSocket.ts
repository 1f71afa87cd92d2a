import { io, type Socket } from 'socket.io-client';
import { CHAT_EVENTS, chatRoom, type ChatMessageDto, type DeliveredMsgEvent, type DeliveredMsgsEvent } from '#kernel/contract/matchChat';
import { LIVE_EVENTS, LIVE_PATH, type JoinAnswer } from '#kernel/contract/notifications';

export interface ChatListeners {
  message(message: ChatMessageDto): void;
  delivered(ids: number[]): void;
  /** Rejoined after a reconnect, a return to the foreground or coming back online. */
  resumed(): void;
}

/**
 * The chat room of one challenge on the live channel (spec part 3 §7): joins chatRoom#{id} on every
 * connect, leaves it on close (leaving the chat screen). A reconnect, the foreground or coming back
 * online rejoins and tells the flow, which reloads the history.
 */
export function connectChat(challengeId: number, token: string, on: ChatListeners): { close(): void } {
  const room = chatRoom(challengeId);
  const socket: Socket = io({ path: LIVE_PATH, auth: { token }, transports: ['websocket', 'polling'] });
  let joinedOnce = false;
  socket.on('connect', () => {
    socket.emit(LIVE_EVENTS.join, { room }, (answer: JoinAnswer) => {
      if (!answer.ok) return;
      if (joinedOnce) on.resumed();
      joinedOnce = true;
    });
  });
  socket.on(CHAT_EVENTS.message, (message: ChatMessageDto) => {
    if (message.challengeId === challengeId) on.message(message);
  });
  socket.on(CHAT_EVENTS.delivered, (event: DeliveredMsgEvent) => {
    if (event.challengeId === challengeId) on.delivered([event.msgId]);
  });
  socket.on(CHAT_EVENTS.deliveredMany, (event: DeliveredMsgsEvent) => {
    if (event.challengeId === challengeId) on.delivered(event.ids);
  });
  const resume = () => {
    if (document.visibilityState !== 'visible' || !navigator.onLine) return;
    if (!socket.connected) socket.connect();
    else on.resumed();
  };
  document.addEventListener('visibilitychange', resume);
  window.addEventListener('online', resume);
  return {
    close() {
      document.removeEventListener('visibilitychange', resume);
      window.removeEventListener('online', resume);
      if (socket.connected) socket.emit(LIVE_EVENTS.leave, room);
      socket.close();
    },
  };
}
