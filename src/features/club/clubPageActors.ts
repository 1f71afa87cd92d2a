// The club page machine's actors: GET /api/clubs/{clubId} and the external link's address, through
// the API client.
import { fromPromise } from 'xstate';
import type { ApiClient } from '#api/client';
import { generateExternalLink, getClub } from '#kernel/contract/booking/clubs';
import type { ClubPageClub, ExternalLinkInput, ExternalLinkOutput, LoadClubInput } from '#machines/clubPage';

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
