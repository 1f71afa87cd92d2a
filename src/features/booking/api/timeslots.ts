// Availability: a club's courts at the searched time (GET /api/sports/{sportId}/clubs/{clubId}/timeslots)
// or the nearby clubs' (GET /api/sports/{sportId}/timeslots), mapped to the booking machine's shapes.
// 'Show all' (the whole day, up to 1000 slots) is the same club call with showAll (scope 'day'),
// asked by the flow when the slots screen wants the whole day.
import { fromPromise } from 'xstate';
import type { FetchTimeslotsInput, FetchTimeslotsOutput, SearchCriteria } from '#machines/booking';
import type { ApiClient } from '#api/client';
import type { TimeslotDto } from '#kernel/contract/booking';
import type { ResponseOf, Endpoints } from '#kernel/contract';
import type { ClubCache } from './clubs';
import type { ClubCard, SlotCardData } from './views';
import { getClubTimeslots, searchTimeslots } from '#kernel/contract/booking/timeslots';

type ClubTimeslots = ResponseOf<Endpoints['getClubTimeslots']>;
type NearbyTimeslots = ResponseOf<Endpoints['searchTimeslots']>;

/** Slots are listed by time, then by the club's court order. */
const byTimeThenCourt = (a: SlotCardData, b: SlotCardData) =>
  a.local_date.localeCompare(b.local_date) ||
  a.local_start_time.localeCompare(b.local_start_time) ||
  (a.courtSort ?? 0) - (b.courtSort ?? 0);

export function toTimeslot(dto: TimeslotDto, clubName?: string): SlotCardData {
  return {
    courtId: dto.courtId,
    courtText: dto.courtText,
    clubId: dto.clubId,
    sportId: dto.sportId,
    local_date: dto.local_date,
    local_start_time: dto.local_start_time,
    local_end_time: dto.local_end_time,
    hour: dto.hour,
    isElegibleForCrossBlock: dto.isElegibleForCrossBlock,
    onlyShowFor9: dto.onlyShowFor9,
    ...(dto.crossBlock ? { crossBlock: dto.crossBlock } : {}),
    courtCapacityEnabled: dto.courtCapacityEnabled,
    bookinginsuranceMaxPlayersAmount: dto.bookinginsuranceMaxPlayersAmount,
    price: { amount: dto.priceInfo.amount, currencyCode: dto.priceInfo.currencyCode },
    timespan: dto.timespan,
    courtSort: dto.courtSort,
    availableCapacity: dto.availableCapacity,
    // The caller's own booking over this slot (any overlap, not only one starting at its time): the
    // slots screen shows it as theirs, never as a slot to book again.
    bookedByMe: dto.bookedByMe,
    bookingId: dto.bookingId,
    ...(clubName ? { clubName } : {}),
  };
}

export function toClubTimeslots(
  answer: Pick<ClubTimeslots, 'timeslots' | 'alternative_timeslots' | 'alternative_timeslots_summary'>,
): FetchTimeslotsOutput {
  return {
    timeslots: answer.timeslots.map((t) => toTimeslot(t)).sort(byTimeThenCourt),
    alternative_timeslots: answer.alternative_timeslots.map((t) => toTimeslot(t)).sort(byTimeThenCourt),
    alternativeClubs: answer.alternative_timeslots_summary.map((c): ClubCard => ({
      id: c.clubId,
      name: c.clubName,
      image: c.image,
      distance: c.distance,
      hour: c.hour,
      count: c.count,
    })),
  };
}

export function toNearbyTimeslots(
  answer: Pick<NearbyTimeslots, 'timeslots' | 'alternative_timeslots' | 'alternative_timeslots_summary' | 'clubs'>,
): FetchTimeslotsOutput {
  const names = new Map(answer.clubs.map((c) => [c.id, c.name]));
  const slot = (t: TimeslotDto) => toTimeslot(t, names.get(t.clubId));
  return {
    timeslots: answer.timeslots.map(slot),
    alternative_timeslots: answer.alternative_timeslots.map(slot),
    alternativeClubs: answer.alternative_timeslots_summary.map((c): ClubCard => ({
      id: c.clubId,
      name: c.clubName,
      image: c.image,
      distance: c.distance,
      hour: c.hour,
      count: c.count,
    })),
  };
}

export interface AllSlotsInput extends SearchCriteria {
  clubId: number;
  sportId: number;
  exchangeBookingId?: number | null;
  isElegibleForCrossBlock?: true;
}

/** A change of a booking: the club's availability rebuilt for it (its own slot is not offered back). */
const changeQuery = (input: { exchangeBookingId?: number | null }) =>
  input.exchangeBookingId ? { eBookingId: input.exchangeBookingId, rebuildAvailabilityMode: '1' as const } : {};

/** Golf's 18-hole mode: only the slots that start a round. */
const golfQuery = (input: { isElegibleForCrossBlock?: true }) =>
  input.isElegibleForCrossBlock ? { isElegibleForCrossBlock: '1' as const } : {};

/** The whole day of a club (up to 1000 slots): the slots screen's 'show all'. */
export async function fetchAllTimeslots(api: ApiClient, input: AllSlotsInput, signal?: AbortSignal): Promise<SlotCardData[]> {
  const answer = await api.call(getClubTimeslots, {
    params: { sportId: input.sportId, clubId: input.clubId },
    query: { date: input.date, time: input.time, timespan: input.timespan, showAll: '1', ...changeQuery(input), ...golfQuery(input) },
    signal,
  });
  return answer.timeslots.map((t) => toTimeslot(t)).sort(byTimeThenCourt);
}

export function timeslotActors(api: ApiClient, clubs: ClubCache) {
  return {
    fetchTimeslots: fromPromise<FetchTimeslotsOutput, FetchTimeslotsInput>(async ({ input, signal }) => {
      const query = { date: input.date, time: input.time, timespan: input.timespan };
      if (input.scope === 'day') {
        const timeslots = await fetchAllTimeslots(api, input, signal);
        // The slots screen measures how long the whole day takes to show from here (bench/slotsRender.ts).
        performance.mark('courtflow:slots:all:start');
        return { timeslots, alternative_timeslots: [], alternativeClubs: [] };
      }
      if (input.scope === 'club') {
        const answer = await api.call(getClubTimeslots, {
          params: { sportId: input.sportId, clubId: input.clubId },
          query: { ...query, ...changeQuery(input), ...golfQuery(input) },
          signal,
        });
        return toClubTimeslots(answer);
      }
      // Nearby clubs: around the club that failed when its place is known, else without a distance limit.
      const origin = clubs.get(input.clubId);
      const answer = await api.call(searchTimeslots, {
        params: { sportId: input.sportId },
        query: origin ? { ...query, latitude: origin.latitude, longitude: origin.longitude } : { ...query, noLimitDistance: '1' },
        signal,
      });
      return toNearbyTimeslots(answer);
    }),
  };
}
