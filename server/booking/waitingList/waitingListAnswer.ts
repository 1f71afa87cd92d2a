import type { bookingContract } from '#kernel/contract';
import type { ServerDeps } from '#server/deps';
import { noAccess } from '#server/http/apiFailure';
import type { HandlerResult } from '#server/http/registerEndpoint';
import { hourSummary } from '#server/booking/availability/timeslotDto';
import { waitingListSlots } from './waitingListSlots';

type Answer = HandlerResult<typeof bookingContract.getClubTimeslots>;

/** The club timeslots call with getWaitingListSlots: the day's waiting-list slots, nothing offered instead. */
export async function waitingListAnswer(
  deps: ServerDeps,
  params: { clubId: number; sportId: number },
  query: { date: string; timespan: number },
  userId: number | null,
  now: Date,
): Promise<Answer> {
  const search = { clubId: params.clubId, sportId: params.sportId, date: query.date, timespan: query.timespan };
  const found = await waitingListSlots(deps.db, search, now, userId);
  if (found === null) throw noAccess();
  const { timeslots, timezone } = found;
  return {
    timeslots,
    timeslots_summary: hourSummary(timeslots),
    alternative_timeslots: [],
    alternative_timeslots_summary: [],
    quotationId: null,
    discarded_timeslots: 0,
    timezone,
  };
}
