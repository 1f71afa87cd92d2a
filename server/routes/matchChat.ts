import type { FastifyInstance } from 'fastify';
import { getChatHistory, markChatDelivered, markChatDeliveredMultiple, postChatMessage } from '#kernel/contract/matchChat';
import type { ServerDeps } from '#server/deps';
import { registerEndpoint } from '#server/http/registerEndpoint';
import { chatHistory, markDelivered, postMessage } from '#server/match/chat';

/** Spec part 3 §7 "Match": the chat of an accepted challenge. */
export function matchChatRoutes(app: FastifyInstance, deps: ServerDeps): void {
  registerEndpoint(app, deps, getChatHistory, async ({ params, query, auth }) => ({
    chatHistory: await chatHistory(deps.db, params.challengeId, auth.id, query),
  }));
  registerEndpoint(app, deps, postChatMessage, async ({ params, body, auth }) => ({
    message: await postMessage(deps.db, deps.notifier, {
      challengeId: params.challengeId,
      callerId: auth.id,
      message: body.message,
      now: deps.now(),
    }),
  }));
  registerEndpoint(app, deps, markChatDelivered, async ({ params, auth }) => ({
    delivered: await markDelivered(deps.db, deps.notifier, {
      challengeId: params.challengeId,
      callerId: auth.id,
      msgId: params.msgId,
      now: deps.now(),
    }),
  }));
  registerEndpoint(app, deps, markChatDeliveredMultiple, async ({ params, body, auth }) => ({
    delivered: await markDelivered(deps.db, deps.notifier, {
      challengeId: params.challengeId,
      callerId: auth.id,
      minEpochTs: body.minEpochTs,
      maxEpochTs: body.maxEpochTs,
      now: deps.now(),
    }),
  }));
}
