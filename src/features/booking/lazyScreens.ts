import { createElement, lazy, type ComponentProps } from 'react';
import { loadWholeCatalog } from '#shell/i18n/catalogs';
import { loadReservationPage as reservationModule } from './reservation/loadReservationPage';

// The first screen (search, its club list) is in the route's own chunk; the others load when the
// flow gets there, or earlier: each screen prefetches the next step's chunk while the browser is idle
// (usePrefetchWhenIdle). Their texts are not in the first visit's part of the catalog: the whole
// catalog comes with them.
const withTexts =
  <M>(load: () => Promise<M>) =>
  async (): Promise<M> =>
    (await Promise.all([load(), loadWholeCatalog()]))[0];

export const loadSlotsPage = withTexts(() => import('./slots/SlotsPage'));
export const loadReservationPage = withTexts(reservationModule);

export const SlotsPage = lazy(loadSlotsPage);
export const AlternativeClubsPage = lazy(withTexts(() => import('./slots/AlternativeClubsPage')));
export const SchedulePage = lazy(withTexts(() => import('./schedule/SchedulePage')));
export const ReservationPage = lazy(loadReservationPage);
/** A club that disabled the player, or a sport block (a blocked player only). */
export const AccessBlockedPage = lazy(withTexts(() => import('./blocks/AccessBlockedPage')));
export const WaitingListPage = lazy(withTexts(() => import('./waitingList/WaitingListPage')));
/** The main brand's clubs' free courts (/book/slots-clubs) and the sport-first form above the club list. */
export const loadClubSlotsPage = withTexts(() => import('./sportFirst/ClubSlotsPage'));
export const ClubSlotsPage = lazy(loadClubSlotsPage);
/** A change whose club is not available (/book/exchange/:bookingId): a first visit never shows it. */
export const ExchangeClubUnavailable = lazy(
  withTexts(async () => ({ default: (await import('./exchange/ExchangeClubUnavailable')).ExchangeClubUnavailable })),
);
/**
 * The main brand's sport-first form above the club list: it shows once the sports have answered, so
 * it loads after the first paint, when the browser is idle (useIdleModule), like the club list's tools.
 */
export const loadSportSearchCard = withTexts(() => import('./sportFirst/SportSearchCard'));

type SearchStepsModule = typeof import('./search/SearchSteps');
let searchSteps: SearchStepsModule | undefined;

/** The search screen's steps after the club (and the whole catalog); kept once loaded. */
export const loadSearchSteps = async (): Promise<SearchStepsModule> =>
  (searchSteps ??= await withTexts(() => import('./search/SearchSteps'))());

const LazySearchSteps = lazy(async () => ({ default: (await loadSearchSteps()).SearchSteps }));

/**
 * The steps after the club: rendered at once when the idle prefetch has loaded them (a club chosen
 * from the list shows its sports without a loader in between), else suspended until they load.
 */
export function SearchSteps(props: ComponentProps<SearchStepsModule['SearchSteps']>) {
  return createElement(searchSteps?.SearchSteps ?? LazySearchSteps, props);
}

/** The club list's search box, filter modal and favourite stars (fuse.js with them): after the first paint. */
export const loadClubTools = withTexts(() => import('./search/finder'));
/** The club list's page buttons, after the first paint when the browser is idle (ClubList.tsx). */
export const loadClubPaging = withTexts(() => import('./search/ClubPaging'));
