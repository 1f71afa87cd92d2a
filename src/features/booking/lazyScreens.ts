import { lazy } from 'react';
import { loadWholeCatalog } from '#shell/i18n/catalogs';
import { loadReservationPage as reservationModule } from './reservation/loadReservationPage';

// The first screen (search) is in the route's own chunk; the others load when the flow gets there, or
// earlier: each screen prefetches the next step's chunk while the browser is idle (usePrefetchWhenIdle).
// Their texts are not in the first visit's part of the catalog: the whole catalog comes with them.
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
