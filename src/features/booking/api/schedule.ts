// The club's day per court (GET /api/clubs/{id}/sports/{sportId}/schedule?date).
import { fromPromise } from 'xstate';
import type { FetchScheduleInput, FetchScheduleOutput } from '#machines/booking';
import type { ApiClient } from '#api/client';
import type { ScheduleCourtView } from './views';
import { getSchedule } from '#kernel/contract/booking/schedule';

export function scheduleActors(api: ApiClient) {
  return {
    fetchSchedule: fromPromise<FetchScheduleOutput, FetchScheduleInput>(async ({ input, signal }) => {
      const answer = await api.call(getSchedule, {
        params: { clubId: input.clubId, sportId: input.sportId },
        query: { date: input.date },
        signal,
      });
      const schedule: ScheduleCourtView[] = answer.schedule.map((c) => ({ courtId: c.courtId, courtText: c.courtText, cells: c.cells }));
      return { schedule };
    }),
  };
}
