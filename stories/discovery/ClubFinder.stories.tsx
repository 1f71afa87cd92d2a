import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { waitFor as waitForActor } from 'xstate';
import { toClubCard } from '#features/booking/api/clubs';
import type { ClubDto } from '#kernel/contract/booking';
import type { GeoPlaceDto } from '#kernel/contract/geo';
import { Toaster } from '#ui/Toaster';
import { createToastStore } from '#ui/toastStore';
import { clubDto, sportListDto } from '../../tests/dom/booking/contractFixtures';
import { FlowView } from '../../tests/dom/booking/flowView';
import { startFlow } from '../../tests/dom/booking/flowFakes';
import { startLoggedInFakeSession } from '../../tests/dom/support/fakeSession';
import { createScreenHarness } from '../../tests/dom/support/screenHarness';
import { fakeApi, offline, PENDING, type FakeAnswers } from '../support/fakeApi';
import { screenStory } from '../support/screenStory';

// The club list's finder (spec part 1 §5, §9; issue 17): the search box (fuzzy, 3 characters), the
// filter modal (state, at most 3 cities and 3 sports), the favourite stars (2 while saving) and the
// request-a-club form, in each state of their machines (clubFinder, clubFilter, favouriteClub,
// clubRequest). The booking flow shows the club list; the finder's calls answer from contract fixtures.

export default { title: 'Discovery/Club finder' } satisfies Meta;

const CLUBS: ClubDto[] = [
  clubDto({ id: 1, name: 'Club Pádel Vitacura', address: 'Av. Vitacura 5250', city: 'Vitacura' }),
  clubDto({ id: 2, name: 'Sportlife Ñuñoa', address: 'Av. Irarrázaval 3450', city: 'Ñuñoa', fromPreferred: true }),
  clubDto({
    id: 3,
    name: 'Tenis Viña del Mar',
    address: 'Av. Libertad 1200',
    city: 'Viña del Mar',
    sports: [{ id: 2, code: 'tennis', name: 'Tenis' }],
  }),
  clubDto({ id: 4, name: 'Club de Pádel Providencia', address: 'Av. Providencia 2133', city: 'Providencia' }),
];
const LONG: ClubDto[] = [
  clubDto({
    id: 5,
    name: 'Club de Tenis y Pádel Las Condes del Gran Santiago Oriente — Sede Cordillera',
    address: 'Avenida Presidente Kennedy Lateral 9350, Parcela 14, Camino a Farellones',
    city: 'Lo Barnechea',
    subClubsCount: 3,
  }),
  clubDto({
    id: 6,
    name: 'Centro Deportivo Municipal Padre Hurtado — Complejo de Canchas Techadas',
    address: 'Camino Padre Hurtado 11.700, Sector Industrial Poniente',
    city: 'Padre Hurtado',
    fromPreferred: true,
  }),
];
const STATES: GeoPlaceDto[] = [
  { id: 13, name: 'Región Metropolitana', shortName: 'RM' },
  { id: 5, name: 'Región de Valparaíso', shortName: 'V' },
];
const CITIES = ['Vitacura', 'Ñuñoa', 'Providencia', 'Las Condes', 'La Reina'].map((name, i) => ({
  id: 100 + i,
  name,
  shortName: name,
  stateId: 13,
  stateName: 'Región Metropolitana',
  countryCode: 'CL',
  latitude: null,
  longitude: null,
}));
const SPORTS = [
  sportListDto(),
  sportListDto({ id: 2, code: 'tennis', name: 'Tenis' }),
  sportListDto({ id: 3, code: 'football', name: 'Fútbol' }),
  sportListDto({ id: 4, code: 'squash', name: 'Squash' }),
];

const page = (clubs: ClubDto[]) => ({
  result: { data: clubs, total: clubs.length, page: 1, pageSize: 100 },
  timezone: 'America/Santiago',
  timezoneOffset: -180,
});

/** Every call the finder makes, answered; a story replaces the one it is about. */
const ANSWERS: FakeAnswers = {
  listClubs: page(CLUBS),
  listSports: { sports: SPORTS },
  listGeoStates: { states: STATES },
  listGeoCities: { cities: CITIES },
  toggleFavouriteClub: { state: 1 },
  requestClub: { requestId: 41 },
};

/** /book/search of the main brand: the booking flow's club list, the finder's tools beside it. */
const finderStory = (answers: FakeAnswers = {}, play?: StoryObj['play']): StoryObj => ({
  ...screenStory(async (language) => {
    const flow = startFlow({ clubs: { clubs: CLUBS.map(toClubCard), total: CLUBS.length } });
    await waitForActor(flow.actor, (s) => s.matches('clubList') && s.context.sportFirst.sports.length > 0);
    const toasts = createToastStore();
    const View = () => (
      <>
        <FlowView actor={flow.actor} />
        <Toaster store={toasts} />
      </>
    );
    const harness = await createScreenHarness(View, {
      routeId: 'book.search',
      url: '/book/search',
      api: fakeApi({ ...ANSWERS, ...answers }),
      session: await startLoggedInFakeSession(7),
      runtime: { toasts },
      language,
    });
    return harness.element;
  }),
  play,
});

// ── what the plays do, as a player would ──
const searchBox = () =>
  waitFor(
    () => {
      const input = document.querySelector<HTMLInputElement>('.club-finder input[type="search"]');
      expect(input).not.toBeNull();
      return input!;
    },
    { timeout: 10_000 },
  );
const shows = (selector: string, timeout = 5000) =>
  waitFor(
    () => {
      const found = document.querySelector<HTMLElement>(selector);
      expect(found).not.toBeNull();
      return found!;
    },
    { timeout },
  );
/** A button by where it is (the plays run in every language: no texts). */
const button = (selector: string) => shows(selector) as Promise<HTMLButtonElement>;
const type = (text: string) => async () => {
  await userEvent.type(await searchBox(), text);
};
const openFilter = async () => {
  await searchBox();
  await userEvent.click(await button('.club-finder__filter'));
  return shows('[role="dialog"]');
};
/** The filter open with the country's states loaded. */
const filterReady = async () => {
  const dialog = await openFilter();
  const select = await waitFor(() => {
    const s = dialog.querySelector<HTMLSelectElement>('select');
    expect(s?.options.length).toBeGreaterThan(1);
    return s!;
  });
  return { dialog, select };
};
const chooseState = async () => {
  const { dialog, select } = await filterReady();
  await userEvent.selectOptions(select, '13');
  return dialog;
};
const checkAll = async (dialog: HTMLElement, group: number, count: number) => {
  const boxes = await waitFor(() => {
    const fieldset = dialog.querySelectorAll<HTMLFieldSetElement>('fieldset').item(group);
    const found = fieldset?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]');
    expect(found?.length).toBeGreaterThanOrEqual(count);
    return [...found!];
  });
  for (const box of boxes.slice(0, count)) await userEvent.click(box);
};
const star = () => shows('.club-list .favourite-star', 10_000);
const suggest = async () => {
  await type('zzzz')();
  await userEvent.click(await button('.empty-state__action button'));
  return shows('[role="dialog"]');
};
const fillRequest = async () => {
  const dialog = await suggest();
  const [name, city] = [...dialog.querySelectorAll<HTMLInputElement>('input')];
  await userEvent.type(name, 'Pádel Los Dominicos');
  await userEvent.type(city, 'Las Condes');
  return dialog;
};
const submitRequest = async () => {
  await fillRequest();
  await userEvent.click(await button('[role="dialog"] .modal__footer button'));
};

// ── the search box (clubFinder) ──
/** No search, no filter: the flow's own list, each club with its star. */
export const Browsing = finderStory({}, async () => void (await star()));
export const Searching = finderStory({ listClubs: PENDING }, type('vita'));
export const SearchFailed = finderStory({ listClubs: offline('listClubs') }, async () => {
  await type('vita')();
  await shows('.club-finder ~ .notice--error, .notice--error');
});
/** A misspelt name finds the club; the favourite comes first. */
export const FoundFavouritesFirst = finderStory({}, async () => {
  await type('club')();
  await shows('.club-finder__summary');
});
export const NothingFound = finderStory({}, async () => {
  await type('zzzz')();
  await shows('.club-finder__summary');
});
export const LongNames = finderStory({ listClubs: page(LONG) }, async () => {
  await type('centro')();
  await shows('.club-finder__summary');
});

// ── the filter modal (clubFilter) ──
export const FilterLoadingStates = finderStory({ listGeoStates: PENDING }, async () => void (await openFilter()));
export const FilterStatesFailed = finderStory({ listGeoStates: offline('listGeoStates') }, async () => {
  const dialog = await openFilter();
  await waitFor(() => expect(dialog.querySelector('.notice')).not.toBeNull());
});
export const FilterLoadingCities = finderStory({ listGeoCities: PENDING }, async () => void (await chooseState()));
export const FilterCitiesFailed = finderStory({ listGeoCities: offline('listGeoCities') }, async () => {
  const dialog = await chooseState();
  await waitFor(() => expect(dialog.querySelector('.notice')).not.toBeNull());
});
/** 'You can select only three options' under the cities (a fourth was tried). */
export const FilterThreeCitiesAtMost = finderStory({}, async () => {
  const dialog = await chooseState();
  await checkAll(dialog, 0, 4);
  await waitFor(() => expect(dialog.querySelector('.club-filter__limit')).not.toBeNull());
});
export const FilterThreeSportsAtMost = finderStory({}, async () => {
  const { dialog } = await filterReady();
  await checkAll(dialog, 0, 4);
  await waitFor(() => expect(dialog.querySelector('.club-filter__limit')).not.toBeNull());
});
/** Applied: the filter's badge counts its parts and the filter's clubs show. */
export const FilterApplied = finderStory({ listClubs: page(CLUBS.slice(0, 2)) }, async () => {
  const dialog = await chooseState();
  await checkAll(dialog, 0, 2);
  await userEvent.click(await button('[role="dialog"] .modal__footer button:last-child'));
  await shows('.club-finder__summary');
});

// ── the favourite star (favouriteClub: 0, 1, 2 while saving) ──
export const FavouriteSaving = finderStory({ toggleFavouriteClub: PENDING }, async () => {
  await userEvent.click(await star());
  await shows('.favourite-star[data-state="2"]');
});
export const FavouriteSaved = finderStory({}, async () => {
  await userEvent.click(await star());
  await shows('.club-list .favourite-star--on');
});
/** The save failed: the star is put back and a toast says so. */
export const FavouriteSaveFailed = finderStory({ toggleFavouriteClub: offline('toggleFavouriteClub') }, async () => {
  await userEvent.click(await star());
  await shows('.toast--error');
});

// ── request a club (clubRequest) ──
export const RequestClubForm = finderStory({}, async () => void (await suggest()));
/** Sent without a name or a city: the fields say what is missing. */
export const RequestClubMissingFields = finderStory({}, async () => {
  const dialog = await suggest();
  await userEvent.click(await button('[role="dialog"] .modal__footer button'));
  await waitFor(() => expect(dialog.querySelector('[aria-invalid="true"]')).not.toBeNull());
});
export const RequestClubSending = finderStory({ requestClub: PENDING }, async () => {
  await submitRequest();
  await shows('[role="dialog"] [aria-busy="true"]');
});
export const RequestClubSendFailed = finderStory({ requestClub: offline('requestClub') }, async () => {
  await submitRequest();
  await shows('[role="dialog"] .notice--error');
});
export const RequestClubSent = finderStory({}, async () => {
  await submitRequest();
  await shows('[role="dialog"] .notice--success');
});
