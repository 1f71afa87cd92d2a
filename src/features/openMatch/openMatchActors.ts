// The open-match machines' actors: the §7 calls through the API client (every answer parsed by the contract).
import { fromPromise } from 'xstate';
import type { ApiClient } from '#api/client';
import { getOpenMatch, joinOpenMatch, leaveOpenMatch, listUserOpenMatches, type OpenMatchDto } from '#kernel/contract/booking/openMatch';
import type { JoinInput, LeaveInput } from '#machines/openMatch';

const leave = (api: ApiClient) =>
  fromPromise<OpenMatchDto, LeaveInput>(async ({ input, signal }) => {
    const { openMatch } = await api.call(leaveOpenMatch, { params: { openMatchId: input.matchId }, signal });
    return openMatch;
  });

/** For machines/openMatch. */
export function openMatchActors(api: ApiClient) {
  return {
    fetchMatch: fromPromise<OpenMatchDto, { uuid: string }>(async ({ input, signal }) => {
      const { openMatch } = await api.call(getOpenMatch, { params: { uuid: input.uuid }, signal });
      return openMatch;
    }),
    joinMatch: fromPromise<OpenMatchDto, JoinInput>(async ({ input, signal }) => {
      const { openMatch } = await api.call(joinOpenMatch, {
        params: { openMatchId: input.matchId },
        body: { position: input.position, user_id: input.userId },
        signal,
      });
      return openMatch;
    }),
    leaveMatch: leave(api),
  };
}

/** For machines/myOpenMatches. */
export function myOpenMatchesActors(api: ApiClient) {
  return {
    fetchMatches: fromPromise<OpenMatchDto[], { userId: number }>(async ({ input, signal }) => {
      const { openMatches } = await api.call(listUserOpenMatches, { params: { userId: input.userId }, signal });
      return openMatches;
    }),
    leaveMatch: leave(api),
  };
}
