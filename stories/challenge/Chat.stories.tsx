import type { Meta } from '@storybook/react-vite';
import { ApiError } from '#api/apiError';
import type { ApiClient } from '#api/client';
import type { EndpointDef } from '#kernel/contract/endpoint';
import type { ChatMessageDto } from '#kernel/contract/matchChat';
import ChatPage from '#features/challenge/chat/ChatPage';
import { ChatConnection } from '#features/challenge/chat/chatConnection';
import { startLoggedInFakeSession } from '../../tests/dom/support/fakeSession';
import { createScreenHarness } from '../../tests/dom/support/screenHarness';
import { screenStory } from '../support/screenStory';

export default { title: 'Match chat' } satisfies Meta;

const ME = 7;
const RIVAL = 9;
const T = Date.parse('2026-03-02T22:00:00Z');
const m = (id: number, from: number, message: string, delivered: boolean): ChatMessageDto => ({
  id,
  challengeId: 41,
  fromUserId: from,
  epoch_ts: T + id * 60_000,
  message,
  delivered,
  type: from === ME ? 'sent' : 'received',
});

/** A chat room that never connects (the history comes from the story's API answer). */
const silentRoom = () => ({ close: () => undefined });

const chatStory = (answer: ChatMessageDto[] | Error | 'pending') =>
  screenStory(async (language) => {
    const call = (async ({ id }: EndpointDef) => {
      if (id !== 'getChatHistory') return { error: false, code: '0', delivered: [] };
      if (answer === 'pending') return new Promise(() => undefined);
      if (answer instanceof Error) throw answer;
      return {
        error: false,
        code: '0',
        chatHistory: {
          messages: answer,
          minEpochTs: answer[0]?.epoch_ts ?? null,
          maxEpochTs: answer.at(-1)?.epoch_ts ?? null,
          undeliveredMessages: 0,
        },
      };
    }) as ApiClient['call'];
    const session = await startLoggedInFakeSession(ME);
    const harness = await createScreenHarness(ChatPage, { routeId: 'match.chat', url: '/match/chat/41', api: { call }, session, language });
    // No socket.io server behind a story: the room stays silent.
    return <ChatConnection.Provider value={silentRoom}>{harness.element}</ChatConnection.Provider>;
  });

export const Loading = chatStory('pending');
export const Empty = chatStory([]);
export const Conversation = chatStory([
  m(1, ME, '¡Hola! ¿Jugamos el lunes a las 19:00?', true),
  m(2, RIVAL, 'Dale, ¿en qué club?', true),
  m(3, ME, 'En el de Vitacura, yo reservo la cancha.', false),
]);
export const NotAPlayer = chatStory(new ApiError('getChatHistory', 404, { code: '-8342', message: 'no' }));
export const LoadFailed = chatStory(new ApiError('getChatHistory', 500, { code: '-1', message: 'no' }));
