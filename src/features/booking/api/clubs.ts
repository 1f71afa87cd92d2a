// Clubs: the list (GET /api/club/, 10 per page, or a club's sub-clubs) and one club
// (GET /api/clubs/{clubId}), mapped to the booking machine's shapes.
import { fromPromise } from 'xstate';
import type { Club, LoadClubInput, LoadClubsInput, LoadClubsOutput } from '#machines/booking';
import type { ApiClient } from '#api/client';
import type { ClubDto } from '#kernel/contract/booking';
import type { ClubCard, ClubDetails } from './views';
import { listClubs, getClub } from '#kernel/contract/booking/clubs';

const isMembersOnly = (c: Pick<ClubDto, 'user_enabled' | 'allow_browsing'>) => !c.user_enabled && !c.allow_browsing;

export function toClubCard(dto: ClubDto): ClubCard {
  return {
    id: dto.id,
    name: dto.name,
    image: dto.image,
    distance: dto.distance,
    city: dto.city,
    address: dto.address,
    sports: dto.sports.map((s) => ({ code: s.code, name: s.name })),
    language_code: dto.language_code,
    subClubsCount: dto.subClubsCount,
    dummy: dto.dummy,
    membersOnly: isMembersOnly(dto),
    favourite: dto.fromPreferred,
  };
}

export function toClub(dto: ClubDto): ClubDetails {
  return {
    id: dto.id,
    name: dto.name,
    timezone: dto.timezone,
    currencyCode: dto.currencyCode,
    subClubsCount: dto.subClubsCount,
    dummy: dto.dummy,
    user_enabled: dto.user_enabled,
    allow_browsing: dto.allow_browsing,
    request_member_document: dto.request_member_document,
    permissions: dto.permissions,
    clubIsOneClick: dto.clubIsOneClick,
    clubAllowsBookingInsurance: dto.clubAllowsBookingInsurance,
    address: dto.address,
    city: dto.city,
    image: dto.image,
    phone: dto.phone,
    onlinePaymentEnabled: dto.onlinePaymentEnabled,
    language_code: dto.language_code,
    isBlocked: dto.isBlocked,
  };
}

/** Clubs seen by this visit, by id: the nearby search reads a club's coordinates from here. */
export type ClubCache = Map<number, ClubDto>;

export function clubActors(api: ApiClient, cache: ClubCache) {
  return {
    loadClubs: fromPromise<LoadClubsOutput, LoadClubsInput>(async ({ input, signal }) => {
      const answer = await api.call(listClubs, {
        query: {
          parentClubId: input.parentClubId ?? undefined,
          sportId: input.sportId ?? undefined,
          page: input.page,
          pageSize: input.pageSize,
        },
        signal,
      });
      answer.result.data.forEach((c) => cache.set(c.id, c));
      return { clubs: answer.result.data.map(toClubCard), total: answer.result.total };
    }),
    loadClub: fromPromise<Club, LoadClubInput>(async ({ input, signal }) => {
      const { club } = await api.call(getClub, { params: { clubId: input.clubId }, signal });
      cache.set(club.id, club);
      return toClub(club);
    }),
  };
}
