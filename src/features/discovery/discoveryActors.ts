// The discovery pages' calls: the sports (or one club's, with its external links) and a link's address.
import { fromPromise } from 'xstate';
import type { ApiClient } from '#api/client';
import { generateExternalLink, getClub } from '#kernel/contract/booking/clubs';
import { listSports } from '#kernel/contract/booking/sports';
import type { LoadSportListOutput, SportListInput } from '#machines/sportList';

export function sportListActors(api: ApiClient) {
  return {
    loadSports: fromPromise<LoadSportListOutput, SportListInput>(async ({ input, signal }) => {
      if (input.clubId === null) {
        const { sports } = await api.call(listSports, { signal });
        return { sports: sports.filter((s) => !s.hide).map(({ id, code, name }) => ({ id, code, name })), links: [] };
      }
      const { club } = await api.call(getClub, { params: { clubId: input.clubId }, signal });
      return { sports: club.sports, links: club.externalLinksData };
    }),
    generateLink: fromPromise<{ url: string }, { clubId: number; linkId: number }>(async ({ input, signal }) =>
      api.call(generateExternalLink, { params: { clubId: input.clubId, linkId: input.linkId }, signal }),
    ),
  };
}
