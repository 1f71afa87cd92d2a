// The clubs map and the one-club map: the device's position (or the country's centre) and the clubs
// around it, or one club; markers open the club. Tiles that fail to load leave a plain background.
// Inside the native shell one club's map is handed to the app (the bridge's map.open), once it loads
// and again on request; the clubs around the player stay on the page's map (map.open shows one place).
// A signed-in player can narrow the clubs around them to their favourites, nearest first.
import { and, assign, setup } from 'xstate';
import { countryCentre, GEOLOCATION_OPTIONS, type GeoPoint } from '#kernel/lib/geo';
import { placeholder } from '#machines/shared/actors';
import { output } from '#machines/shared/outcomes';
import {
  ZOOM_COUNTRY_CENTRE,
  ZOOM_ONE_CLUB,
  ZOOM_WITH_LOCATION,
  type ClubsMapContext,
  type ClubsMapEvent,
  type ClubsMapInput,
  type LoadMapClubInput,
  type LoadMapClubsInput,
  type LoadMapClubsOutput,
  type LocateInput,
  type ShellMapTarget,
} from './clubsMap.types';

const shellTarget = ({ context }: { context: ClubsMapContext }): ShellMapTarget => {
  const club = context.clubs[0];
  return { latitude: club?.latitude ?? 0, longitude: club?.longitude ?? 0, label: club?.name ?? '' };
};
const markerClub = ({ event }: { event: ClubsMapEvent }) => ({ clubId: event.type === 'marker.open' ? event.clubId : 0 });

export const clubsMapMachine = setup({
  types: { context: {} as ClubsMapContext, events: {} as ClubsMapEvent, input: {} as ClubsMapInput },
  actors: {
    /** The device's position (the shell bridge in the app, the browser's geolocation otherwise). */
    locate: placeholder<GeoPoint, LocateInput>('clubsMap', 'locate'),
    /** GET /api/club/ around the centre (with distances) and GET /api/config (mapTilesUrl). */
    loadClubs: placeholder<LoadMapClubsOutput, LoadMapClubsInput>('clubsMap', 'loadClubs'),
    /** GET /api/clubs/{id} and GET /api/config. */
    loadClub: placeholder<LoadMapClubsOutput, LoadMapClubInput>('clubsMap', 'loadClub'),
    /** GET /api/user-preferred-clubs-geo/ around the centre (with distances) and GET /api/config. */
    loadFavourites: placeholder<LoadMapClubsOutput, LoadMapClubsInput>('clubsMap', 'loadFavourites'),
  },
  guards: {
    isOneClub: ({ context }) => context.clubId !== null,
    isListed: ({ context, event }) => event.type === 'marker.open' && context.clubs.some((c) => c.id === event.clubId),
    handsMapToShell: ({ context }) => context.shellMap && context.clubs.length > 0,
    isFavouritesOnly: ({ context }) => context.favouritesOnly,
    canNarrowToFavourites: ({ context }) => context.signedIn && context.clubId === null,
  },
  actions: {
    assignPosition: assign((_, position: GeoPoint) => ({ centre: position, located: true, zoom: ZOOM_WITH_LOCATION })),
    assignCountryCentre: assign(({ context }) => ({ centre: countryCentre(context.country), located: false, zoom: ZOOM_COUNTRY_CENTRE })),
    assignClubs: assign((_, out: LoadMapClubsOutput) => ({ clubs: out.clubs, tilesUrl: out.tilesUrl })),
    assignClub: assign((_, out: LoadMapClubsOutput) => {
      const club = out.clubs[0];
      return {
        clubs: out.clubs,
        tilesUrl: out.tilesUrl,
        zoom: ZOOM_ONE_CLUB,
        centre: club ? { latitude: club.latitude, longitude: club.longitude } : null,
      };
    }),
    // ── supplied by the view ──
    goToClub: (_, _params: { clubId: number }) => {},
    openShellMap: (_, _params: ShellMapTarget) => {},
  },
}).createMachine({
  id: 'clubsMap',
  context: ({ input }) => ({
    clubId: input.clubId,
    shellMap: input.shellMap,
    signedIn: input.signedIn,
    country: input.country,
    favouritesOnly: false,
    centre: null,
    located: false,
    zoom: ZOOM_WITH_LOCATION,
    clubs: [],
    tilesUrl: null,
    tilesFailed: false,
  }),
  initial: 'starting',
  on: { 'tiles.failed': { actions: assign({ tilesFailed: true }) } },
  states: {
    starting: { always: [{ guard: 'isOneClub', target: 'loadingClub' }, { target: 'locating' }] },
    locating: {
      invoke: {
        id: 'locate',
        src: 'locate',
        input: () => ({ ...GEOLOCATION_OPTIONS }),
        onDone: { target: 'loadingClubs', actions: { type: 'assignPosition', params: output<GeoPoint> } },
        // Refused, timed out, no geolocation: the country's centre, and the map still shows its clubs.
        onError: { target: 'loadingClubs', actions: 'assignCountryCentre' },
      },
    },
    loadingClubs: {
      invoke: {
        id: 'loadClubs',
        src: 'loadClubs',
        input: ({ context }) => ({ centre: context.centre ?? countryCentre(context.country), country: context.country }),
        onDone: { target: 'shown', actions: { type: 'assignClubs', params: output<LoadMapClubsOutput> } },
        onError: 'failed',
      },
    },
    loadingFavourites: {
      invoke: {
        id: 'loadFavourites',
        src: 'loadFavourites',
        input: ({ context }) => ({ centre: context.centre ?? countryCentre(context.country), country: context.country }),
        onDone: { target: 'shown', actions: { type: 'assignClubs', params: output<LoadMapClubsOutput> } },
        onError: 'failed',
      },
    },
    loadingClub: {
      invoke: {
        id: 'loadClub',
        src: 'loadClub',
        input: ({ context }) => ({ clubId: context.clubId ?? 0 }),
        onDone: { target: 'deciding', actions: { type: 'assignClub', params: output<LoadMapClubsOutput> } },
        onError: 'failed',
      },
    },
    deciding: { always: [{ guard: 'handsMapToShell', target: 'inShellMap' }, { target: 'shown' }] },
    /** The app's own map shows the club (no tiles in the page); the page offers it again and the club. */
    inShellMap: {
      entry: { type: 'openShellMap', params: shellTarget },
      on: {
        'shellMap.open': { actions: { type: 'openShellMap', params: shellTarget } },
        'marker.open': { guard: 'isListed', actions: { type: 'goToClub', params: markerClub } },
      },
    },
    // Trying again starts over with every club around (the position may have been the failure).
    failed: { on: { 'map.retry': { target: 'starting', actions: assign({ favouritesOnly: false }) } } },
    shown: {
      on: {
        'marker.open': { guard: 'isListed', actions: { type: 'goToClub', params: markerClub } },
        'favourites.toggle': [
          { guard: and(['canNarrowToFavourites', 'isFavouritesOnly']), target: 'loadingClubs', actions: assign({ favouritesOnly: false }) },
          { guard: 'canNarrowToFavourites', target: 'loadingFavourites', actions: assign({ favouritesOnly: true }) },
        ],
      },
    },
  },
});

export type ClubsMapMachine = typeof clubsMapMachine;
