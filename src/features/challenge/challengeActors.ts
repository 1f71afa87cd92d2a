// The challenge machine's actors: the §7 calls through the API client (every answer parsed by the contract).
import { fromPromise } from 'xstate';
import type { ApiClient } from '#api/client';
import {
  acceptChallenge,
  cancelChallenge,
  challengeOptions,
  declineChallenge,
  dismissChallenge,
  getChallenge,
  nogoChallenge,
  sendChallenge,
} from '#kernel/contract/matchChallenge';
import type { ChallengeOptions, FetchOptionsInput, LoadedChallenge, MoveInput, SendInput } from '#machines/challenge';

const MOVES = { accept: acceptChallenge, decline: declineChallenge, cancel: cancelChallenge, dismiss: dismissChallenge } as const;

/** For machines/challenge. The countdown starts when an answer arrives (receivedAt). */
export function challengeActors(api: ApiClient) {
  return {
    fetchOptions: fromPromise<ChallengeOptions, FetchOptionsInput>(async ({ input, signal }) => {
      const {
        error: _e,
        code: _c,
        ...options
      } = await api.call(challengeOptions, {
        params: { userId: input.userId, otherUserId: input.otherUserId },
        query: input.sportId ? { sportId: input.sportId } : {},
        signal,
      });
      return options;
    }),
    sendChallenge: fromPromise<{ challengeId: number }, SendInput>(async ({ input, signal }) => {
      const { challengeId } = await api.call(sendChallenge, {
        params: { userId: input.userId, otherUserId: input.otherUserId },
        body: { sportId: input.sportId },
        signal,
      });
      return { challengeId };
    }),
    fetchChallenge: fromPromise<LoadedChallenge, { challengeId: number }>(async ({ input, signal }) => {
      const { challenge } = await api.call(getChallenge, { params: { challengeId: input.challengeId }, signal });
      return { challenge, receivedAt: Date.now() };
    }),
    moveChallenge: fromPromise<LoadedChallenge, MoveInput>(async ({ input, signal }) => {
      const params = { challengeId: input.challengeId };
      const { challenge } =
        input.action === 'nogo'
          ? await api.call(nogoChallenge, { params, body: { reason: input.reason }, signal })
          : await api.call(MOVES[input.action], { params, signal });
      return { challenge, receivedAt: Date.now() };
    }),
  };
}
