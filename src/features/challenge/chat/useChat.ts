import { useContext, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ApiClient } from '#api/client';
import { getChatHistory, markChatDeliveredMultiple, postChatMessage } from '#kernel/contract/matchChat';
import { chatMachine, chatSelectors as select, type ChatHistory, type ChatMessage } from '#machines/chat';
import { liveStore } from '#shell/live/liveStore';
import { useRuntime } from '#shell/runtimeContext';
import { ChatConnection } from './chatConnection';

function chatActors(api: ApiClient) {
  return {
    fetchHistory: fromPromise<ChatHistory, { challengeId: number }>(async ({ input, signal }) => {
      const { chatHistory } = await api.call(getChatHistory, { params: { challengeId: input.challengeId }, signal });
      return chatHistory;
    }),
    postMessage: fromPromise<ChatMessage, { challengeId: number; message: string }>(async ({ input, signal }) => {
      const { message } = await api.call(postChatMessage, {
        params: { challengeId: input.challengeId },
        body: { message: input.message },
        signal,
      });
      return message;
    }),
  };
}

/** Runs the chat machine for one visit of /match/chat/:challengeId, fed by the chat room. */
export function useChat(challengeId: number, userId: number, token: string | null) {
  const { api } = useRuntime();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      chatMachine.provide({
        actors: chatActors(api),
        actions: {
          reportRead: (_, range) => {
            // The body is strict (minEpochTs, maxEpochTs): the range's challengeId goes in the path only.
            if (range)
              void api
                .call(markChatDeliveredMultiple, {
                  params: { challengeId: range.challengeId },
                  body: { minEpochTs: range.minEpochTs, maxEpochTs: range.maxEpochTs },
                })
                .catch(() => undefined);
          },
          goToMatchHome: () => void navigate('/match/home', { replace: true }),
        },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- navigate changes identity on every render; the machine must not
    [api],
  );
  const actor = useActorRef(machine, { input: { challengeId, userId } });
  const connectChat = useContext(ChatConnection);
  useEffect(() => {
    liveStore.chatOpen(challengeId);
    const stopNotifications = liveStore.onNotification((notification) => {
      if (notification.type === 'nogoChallenge' && notification.challengeId === challengeId) actor.send({ type: 'live.nogo' });
    });
    const chat = token
      ? connectChat(challengeId, token, {
          message: (message) => actor.send({ type: 'live.message', message }),
          delivered: (ids) => actor.send({ type: 'live.delivered', ids }),
          resumed: () => actor.send({ type: 'live.resumed' }),
        })
      : null;
    return () => {
      chat?.close();
      stopNotifications();
      liveStore.chatOpen(null);
    };
  }, [actor, challengeId, token, connectChat]);
  return {
    loading: useSelector(actor, select.isLoading),
    sending: useSelector(actor, select.isSending),
    messages: useSelector(actor, select.messages),
    draft: useSelector(actor, select.draft),
    canSend: useSelector(actor, select.canSend),
    canWrite: useSelector(actor, select.canWrite),
    noInternet: useSelector(actor, select.noInternet),
    notice: useSelector(actor, select.notice),
    change: (text: string) => actor.send({ type: 'draft.change', text }),
    send: () => actor.send({ type: 'message.send' }),
    retry: () => actor.send({ type: 'send.retry' }),
    dismiss: () => actor.send({ type: 'send.dismiss' }),
    reload: () => actor.send({ type: 'chat.reload' }),
    home: () => actor.send({ type: 'match.home' }),
  };
}

export type ChatFlow = ReturnType<typeof useChat>;
