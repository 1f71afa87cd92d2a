// The main brand's sport-first search: GET /api/sports/{sportId}/timeslots around a point, grouped
// by club for /book/slots-clubs (nearest first, as the server orders its clubs). Loaded with the
// later calls: the search screen's first load does not carry it.
import { fromPromise } from 'xstate';
import type { ClubSlot, ClubSlotGroup, SearchClubSlotsInput, SearchClubSlotsOutput } from '#machines/booking';
import type { ApiClient } from '#api/client';
import type { ResponseOf, Endpoints } from '#kernel/contract';
import { searchTimeslots } from '#kernel/contract/booking/timeslots';
import { toTimeslot } from './timeslots';

type Answer = ResponseOf<Endpoints['searchTimeslots']>;

/** The answer's slots by club, in the answer's club order (nearest first), each club's by time then court. */
export function groupByClub(answer: Pick<Answer, 'timeslots' | 'alternative_timeslots' | 'clubs'>): ClubSlotGroup[] {
  const otherHours = answer.timeslots.length === 0;
  const slots = otherHours ? answer.alternative_timeslots : answer.timeslots;
  const byClub = new Map<number, ClubSlot[]>();
  for (const dto of slots) {
    const slot: ClubSlot = { ...toTimeslot(dto), price: { amount: dto.priceInfo.amount, currencyCode: dto.priceInfo.currencyCode } };
    const list = byClub.get(dto.clubId) ?? [];
    list.push(slot);
    byClub.set(dto.clubId, list);
  }
  const groups: ClubSlotGroup[] = [];
  for (const club of answer.clubs) {
    const list = byClub.get(club.id);
    if (!list?.length) continue;
    list.sort(
      (a, b) =>
        a.local_start_time.localeCompare(b.local_start_time) || a.courtText.localeCompare(b.courtText, undefined, { numeric: true }),
    );
    groups.push({ clubId: club.id, clubName: club.name, image: club.image, distance: club.distance, slots: list });
  }
  return groups;
}

export function clubSlotsActors(api: ApiClient) {
  return {
    searchClubSlots: fromPromise<SearchClubSlotsOutput, SearchClubSlotsInput>(async ({ input, signal }) => {
      const answer = await api.call(searchTimeslots, {
        params: { sportId: input.sportId },
        query: {
          date: input.date,
          time: input.time,
          timespan: input.timespan,
          latitude: input.latitude,
          longitude: input.longitude,
          ...(input.noLimitDistance ? { noLimitDistance: '1' } : {}),
          ...(input.rounds ? { isElegibleForCrossBlock: '1' } : {}),
        },
        signal,
      });
      return {
        groups: groupByClub(answer),
        otherHours: answer.timeslots.length === 0 && answer.alternative_timeslots.length > 0,
        filteredByDistance: answer.filteredClubsByDistance,
        maxDistanceKm: answer.searchMaxDistance,
        offersRounds: answer.offersRounds === true,
      };
    }),
  };
}
