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
import { listClubs } from '#kernel/contract/booking/clubs';
import { getClubTimeslots } from '#kernel/contract/booking/timeslots';
import { zonedParts } from '#kernel/lib/dates/zoneClock';
import type { ChallengeOptions, FetchOptionsInput, LoadedChallenge, MoveInput, SendInput } from '#machines/challenge';
import { challengeCourtMachine, type CourtClubs, type CourtSlot, type FetchSlotsInput } from '#machines/challengeCourt';

const MOVES = { accept: acceptChallenge, decline: declineChallenge, cancel: cancelChallenge, dismiss: dismissChallenge } as const;

/** The free court times of a club's day for the prime court pick (exclusive courts, free, with a price). */
function courtActors(api: ApiClient) {
  return {
    fetchClubs: fromPromise<CourtClubs, { sportId: number }>(async ({ input, signal }) => {
      const answer = await api.call(listClubs, { query: { sportId: input.sportId, pageSize: 100 }, signal });
      return { clubs: answer.result.data.map((c) => ({ id: c.id, name: c.name })), today: zonedParts(answer.timezone, new Date()).date };
    }),
    fetchSlots: fromPromise<CourtSlot[], FetchSlotsInput>(async ({ input, signal }) => {
      const answer = await api.call(getClubTimeslots, {
        params: { sportId: input.sportId, clubId: input.clubId },
        query: { date: input.date, time: '00:00', timespan: 60, showAll: '1' },
        signal,
      });
      return (
        answer.timeslots
          // Whole hours (match availability is hourly, spec part 3 §9), exclusive courts nobody booked.
          .filter((s) => !s.courtCapacityEnabled && s.bookingId === null && s.local_start_time.slice(3, 5) === '00')
          .map((s) => ({
            courtId: s.courtId,
            courtName: s.courtText,
            date: s.local_date,
            startTime: s.local_start_time.slice(0, 5),
            endTime: s.local_end_time.slice(0, 5),
            timespan: s.timespan,
            amount: s.priceInfo.amount,
            currencyCode: s.priceInfo.currencyCode,
          }))
          .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.courtName.localeCompare(b.courtName))
      );
    }),
  };
}

/** For machines/challenge. The countdown starts when an answer arrives (receivedAt). */
export function challengeActors(api: ApiClient) {
  return {
    pickCourt: challengeCourtMachine.provide({ actors: courtActors(api) }),
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
        body: {
          sportId: input.sportId,
          ...(input.court
            ? {
                clubId: input.court.clubId,
                courtId: input.court.slot.courtId,
                challengeDate: input.court.slot.date,
                challengeTime: input.court.slot.startTime,
                timespan: input.court.slot.timespan,
              }
            : {}),
        },
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
