// Sports of a club (GET /api/clubs/{clubId}/sports) and the sport as the club offers it
// (GET /api/clubs/{clubId}/sports/{sportId}), mapped to the booking machine's shapes.
import { fromPromise } from 'xstate';
import type { ClubSport, LoadClubSportInput, LoadClubSportsInput, LoadClubSportsOutput } from '#machines/booking';
import type { ApiClient } from '#api/client';
import type { ClubSportDto, SportListItemDto } from '#kernel/contract/booking';
import type { ClubSportDetails, SportCard } from './views';
import { listClubSports, getClubSport } from '#kernel/contract/booking/sports';

export function toSportCard(dto: SportListItemDto): SportCard {
  return {
    id: dto.id,
    code: dto.code,
    name: dto.name,
    simple_search: dto.simple_search,
    switch_book_flow: dto.switch_book_flow,
    defaultTimeSpan: dto.defaultTimeSpan,
  };
}

export function toClubSport(dto: ClubSportDto): ClubSportDetails {
  return {
    id: dto.id,
    code: dto.code,
    name: dto.name,
    simple_search: dto.simple_search,
    offer_schedule: dto.offer_schedule,
    timespanvalues: dto.timespanvalues,
    defaultTimeSpan: dto.defaultTimeSpan,
    mindate: dto.mindate,
    maxdate: dto.maxdate,
    include_tyc: dto.include_tyc,
    tyc_url: dto.tyc_url,
    tyc_text: dto.tyc_text,
    ask_for_comments: dto.ask_for_comments,
    comments_min_length: dto.comments_min_length,
    hide_price_mode: dto.hide_price_mode,
    opens_whole_day: dto.opens_whole_day,
    additional_text_data: dto.additional_text_data,
    text_for_comments: dto.text_for_comments,
    dataConfig: dto.dataConfig,
    waitingListEnabled: dto.waitingListEnabled,
    field_name: dto.field_name,
    maxPlayers: dto.maxPlayers,
    holdMinutes: dto.holdMinutes,
    minPlayers: dto.minPlayers,
    expireFreeBookingMinPlayers: dto.expireFreeBookingMinPlayers,
    msgNeedMinInvites: dto.msgNeedMinInvites,
    minPlayersHoursBefore: dto.minPlayersHoursBefore,
    show_credit_balance: dto.show_credit_balance,
    creditBalance: dto.creditBalance,
    blocked: dto.blocked,
    blocked_until: dto.blocked_until,
    latam_pass_enabled: dto.latam_pass_enabled,
    ask_play_with: dto.ask_play_with,
    ask_motive_and_arrival: dto.ask_motive_and_arrival,
    fixed_search_time: dto.fixed_search_time,
  };
}

export function sportActors(api: ApiClient) {
  return {
    loadClubSports: fromPromise<LoadClubSportsOutput, LoadClubSportsInput>(async ({ input, signal }) => {
      const { sports } = await api.call(listClubSports, { params: { clubId: input.clubId }, signal });
      return { sports: sports.filter((s) => !s.hide).map(toSportCard) };
    }),
    loadClubSport: fromPromise<ClubSport, LoadClubSportInput>(async ({ input, signal }) => {
      const { sport } = await api.call(getClubSport, { params: { clubId: input.clubId, sportId: input.sportId }, signal });
      return toClubSport(sport);
    }),
  };
}
