// The club page machine's actors: GET /api/clubs/{clubId}, the external link's address and the club's
// open matches (the list modal), through the API client.
import { fromPromise } from 'xstate';
import type { ApiClient } from '#api/client';
import { generateExternalLink, getClub } from '#kernel/contract/booking/clubs';
import { listClubOpenMatches } from '#kernel/contract/booking/openMatch';
import type { ClubPageClub, ExternalLinkInput, ExternalLinkOutput, LoadClubInput } from '#machines/clubPage';
import type { ListedMatch } from '#machines/openMatchList';

export function clubPageActors(api: ApiClient) {
  return {
    loadClub: fromPromise<ClubPageClub, LoadClubInput>(async ({ input, signal }) => {
      const { club } = await api.call(getClub, { params: { clubId: input.clubId }, signal });
      return club;
    }),
    generateLink: fromPromise<ExternalLinkOutput, ExternalLinkInput>(async ({ input, signal }) => {
      const { url } = await api.call(generateExternalLink, { params: { clubId: input.clubId, linkId: input.linkId }, signal });
      return { url };
    }),
  };
}

/** GET /api/clubs/{clubId}/open-matches, for the open-match list modal. */
export function fetchClubMatches(api: ApiClient) {
  return fromPromise<ListedMatch[], { clubId: number }>(async ({ input, signal }) => {
    const { openMatches } = await api.call(listClubOpenMatches, { params: { clubId: input.clubId }, signal });
    return openMatches;
  });
}
