import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import ClubMapPage from '#features/discovery/maps/ClubMapPage';
import ClubsMapPage from '#features/discovery/maps/ClubsMapPage';
import type { ClubDto } from '#kernel/contract/booking';
import type { AppRuntime } from '#shell/appRuntime';
import { createBrowserBridge } from '#shell/bridge/browserBridge';
import { clubDto } from '../../tests/dom/booking/contractFixtures';
import { offline, PENDING, type FakeAnswers } from '../support/fakeApi';
import { pageStory } from '../support/pageStory';

// /book/clubs-map and /book/club-map (spec part 1 §2.1, §9; issue 17) in each state of the clubsMap
// machine. Nothing is fetched from outside: the device's position is a fake geolocation, and the tiles
// are none (the plain background), one small picture inline (a data: address), or a broken inline
// picture (the first tile fails and the markers stay on the plain background). Inside the native shell
// one club's map is the app's own (map.open). The stories run signed in: the clubs around offer 'only my
// favourites' (GET /api/user-preferred-clubs-geo/).

export default { title: 'Discovery/Maps' } satisfies Meta;

/** A 64×64 street-like tile, inline: every tile of the map is this picture. */
const TILE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAABGUlEQVR42t3POw4CQQyD4b3/ASmRkCgRB6ACIQTsMjuPjJPYWH/h9ltOx4N0y58Abs9dL2e5VgBFwwvweKKGD0DUsAIoGrYAOUMBoGUoA4QMuwAVQw0gYWgA+A1tALmhC8Bs6AXQGgYAnIYxAKFhGMBmsACoDEYAj8EOIDFMARgMs4B0AwCQa8AAEg0wQJYBCUgxgAHxBjwg2OACiDR4AcIMjoAYgy8gwOAO8DZEAFwNQQA/QxzAyRAK8DBEA+CGBADWkAMAGtIAKEMmAGJIBswb8gGTBgrAjIEFYDYQAWwGLoDBQAcYNTAChgykgH4DL6DTQA3oMbADmgYBQN2gAagYZAB7BiVA0SAG+DXoATYGScC3QRXwNtwBjnHcqhnU6qUAAAAASUVORK5CYII=';
/** An inline picture that does not decode: the first tile fails, as an unreachable tile server. */
const BROKEN_TILE = 'data:image/png;base64,AAAA';

const HERE = { latitude: -33.41, longitude: -70.58 };
const CLUBS: ClubDto[] = [
  clubDto({ id: 1, name: 'Club Pádel Vitacura', latitude: -33.393, longitude: -70.594, distance: 2.1 }),
  clubDto({ id: 2, name: 'Sportlife Ñuñoa', latitude: -33.456, longitude: -70.597, distance: 5.4 }),
  clubDto({ id: 4, name: 'Club de Pádel Providencia', latitude: -33.428, longitude: -70.611, distance: 3.2 }),
];
const LONG: ClubDto[] = [
  clubDto({
    id: 5,
    name: 'Club de Tenis y Pádel Las Condes del Gran Santiago Oriente — Sede Cordillera',
    latitude: -33.37,
    longitude: -70.5,
    distance: 9.8,
  }),
  clubDto({
    id: 6,
    name: 'Centro Deportivo Municipal Padre Hurtado — Complejo de Canchas Techadas',
    latitude: -33.57,
    longitude: -70.8,
    distance: 24.3,
  }),
];

const config = (mapTilesUrl: string | null) => ({
  env: 'story',
  config: { defaultCountry: 'CL', defaultLanguage: 'es-CL', defaultTimezone: 'America/Santiago' },
  appConfig: {
    appid: 'main',
    name: 'Courtflow',
    force_country: false,
    main_image: null,
    allowedOrigins: [],
    notifyUpdate: false,
    updateLink: null,
  },
  searchMaxDistance: 50,
  globalUrl: 'http://localhost',
  mapTilesUrl,
});
const page = (clubs: ClubDto[]) => ({
  result: { data: clubs, total: clubs.length, page: 1, pageSize: 100 },
  timezone: 'America/Santiago',
  timezoneOffset: -180,
});

/** The browser's geolocation answers this (a position, a refusal, or never). */
const geolocation = (answer: typeof HERE | 'denied' | 'pending') => () => {
  const fake: Pick<Geolocation, 'getCurrentPosition'> = {
    getCurrentPosition: (found, failed) => {
      if (answer === 'pending') return;
      if (answer === 'denied')
        return failed?.({ code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
      found({ coords: { ...answer, accuracy: 20 } } as GeolocationPosition);
    },
  };
  Object.defineProperty(navigator, 'geolocation', { value: fake, configurable: true });
};

const around = (answers: FakeAnswers, position: Parameters<typeof geolocation>[0] = HERE) => ({
  routeId: 'book.clubs-map',
  url: '/book/clubs-map',
  answers: { getConfig: config(null), ...answers },
  before: geolocation(position),
});
const oneClub = (answers: FakeAnswers, runtime?: Partial<AppRuntime>) => ({
  routeId: 'book.club-map',
  url: '/book/club-map?clubId=1',
  answers: { getConfig: config(null), ...answers },
  runtime,
});

/** Inside the native app shell (its map.open goes nowhere here). */
const nativeShell: Partial<AppRuntime> = {
  shell: {
    ...createBrowserBridge({ history: window.history, open: () => null }),
    kind: 'native',
    os: 'android',
    openMap: async () => undefined,
  },
};

// ── the clubs around the player ──
export const Locating = pageStory(ClubsMapPage, around({}, 'pending'));
export const LoadingClubs = pageStory(ClubsMapPage, around({ listClubs: PENDING }));
export const LoadFailed = pageStory(ClubsMapPage, around({ listClubs: offline('listClubs') }));
/** No tiles configured (MAP_TILES_URL unset): markers, names and distances on the plain background. */
export const AroundYouNoTiles = pageStory(ClubsMapPage, around({ listClubs: page(CLUBS) }));
export const AroundYouWithTiles = pageStory(ClubsMapPage, around({ listClubs: page(CLUBS), getConfig: config(TILE) }));
/** The tiles failed: the layer goes, the markers stay on the plain background. */
export const TilesFailed = pageStory(ClubsMapPage, around({ listClubs: page(CLUBS), getConfig: config(BROKEN_TILE) }));
/** Position refused: the country's centre, and the clubs still show. */
export const PositionRefused = pageStory(ClubsMapPage, around({ listClubs: page(CLUBS) }, 'denied'));
export const LongNames = pageStory(ClubsMapPage, around({ listClubs: page(LONG) }));

/** Narrows the map to the player's favourites (the plays run in every language: no texts). */
const onlyFavourites: StoryObj['play'] = async ({ canvasElement }) => {
  const toggle = await waitFor(
    () => {
      const found = canvasElement.querySelector<HTMLButtonElement>('.map-page__favourites:not([disabled])');
      expect(found).not.toBeNull();
      return found!;
    },
    { timeout: 5000 },
  );
  await userEvent.click(toggle);
};
const favourites = (clubs: ClubDto[]) => ({ clubs });
/** Only my favourites, nearest first. */
export const FavouritesOnly = pageStory(
  ClubsMapPage,
  around({ listClubs: page(CLUBS), listFavouriteClubsByLocation: favourites([CLUBS[0]!, CLUBS[2]!]) }),
  onlyFavourites,
);
export const FavouritesLoading = pageStory(
  ClubsMapPage,
  around({ listClubs: page(CLUBS), listFavouriteClubsByLocation: PENDING }),
  onlyFavourites,
);
/** No favourite yet: the map is empty and says how to make one. */
export const NoFavouritesYet = pageStory(
  ClubsMapPage,
  around({ listClubs: page(CLUBS), listFavouriteClubsByLocation: favourites([]) }),
  onlyFavourites,
);

// ── one club ──
export const OneClubLoading = pageStory(ClubMapPage, oneClub({ getClub: PENDING }));
export const OneClub = pageStory(ClubMapPage, oneClub({ getClub: { club: CLUBS[0] } }));
export const OneClubFailed = pageStory(ClubMapPage, oneClub({ getClub: offline('getClub') }));
/** Inside the native shell: the app's own map shows the club; the page offers it again and the club. */
export const OneClubInTheNativeShell = pageStory(ClubMapPage, oneClub({ getClub: { club: CLUBS[0] } }, nativeShell));
