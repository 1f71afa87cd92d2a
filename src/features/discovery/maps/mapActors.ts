// The maps' calls: the device's position, the clubs around a centre (with distances) or one club,
// the player's favourites nearest first, and the tiles' address from the configuration (GET /api/config mapTilesUrl).
import { fromPromise } from 'xstate';
import type { ApiClient } from '#api/client';
import { getClub, listClubs, type ClubDto } from '#kernel/contract/booking/clubs';
import { listFavouriteClubsByLocation } from '#kernel/contract/booking/favourites';
import { getConfig } from '#kernel/contract/config';
import type { GeoPoint } from '#kernel/lib/geo';
import type { LoadMapClubInput, LoadMapClubsInput, LoadMapClubsOutput, LocateInput, MapClub } from '#machines/clubsMap';
import type { ShellBridge } from '#shell/bridge/bridge';
import { devicePosition } from '#shell/bridge/devicePosition';

const toMapClub = (c: ClubDto): MapClub => ({ id: c.id, name: c.name, latitude: c.latitude, longitude: c.longitude, distance: c.distance });

export function mapActors(api: ApiClient, shell: Pick<ShellBridge, 'kind' | 'currentPosition'> | null) {
  const tilesUrl = async (signal: AbortSignal) => (await api.call(getConfig, { signal })).mapTilesUrl;
  return {
    locate: fromPromise<GeoPoint, LocateInput>(async ({ input }) => devicePosition(shell, input)),
    loadClubs: fromPromise<LoadMapClubsOutput, LoadMapClubsInput>(async ({ input, signal }) => {
      const [answer, tiles] = await Promise.all([
        api.call(listClubs, {
          query: { countryCode: input.country, latitude: input.centre.latitude, longitude: input.centre.longitude, page: 1, pageSize: 100 },
          signal,
        }),
        tilesUrl(signal),
      ]);
      return { clubs: answer.result.data.map(toMapClub), tilesUrl: tiles };
    }),
    loadFavourites: fromPromise<LoadMapClubsOutput, LoadMapClubsInput>(async ({ input, signal }) => {
      const [answer, tiles] = await Promise.all([
        api.call(listFavouriteClubsByLocation, { query: { latitude: input.centre.latitude, longitude: input.centre.longitude }, signal }),
        tilesUrl(signal),
      ]);
      return { clubs: answer.clubs.map(toMapClub), tilesUrl: tiles };
    }),
    loadClub: fromPromise<LoadMapClubsOutput, LoadMapClubInput>(async ({ input, signal }) => {
      const [{ club }, tiles] = await Promise.all([api.call(getClub, { params: { clubId: input.clubId }, signal }), tilesUrl(signal)]);
      return { clubs: [toMapClub(club)], tilesUrl: tiles };
    }),
  };
}
