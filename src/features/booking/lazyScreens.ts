import { lazy } from 'react';
import { loadReservationPage } from './reservation/loadReservationPage';

// The first screen (search) is in the route's own chunk; the others load when the flow gets there, or
// earlier: each screen prefetches the next step's chunk while the browser is idle (usePrefetchWhenIdle).
export const loadSlotsPage = () => import('./slots/SlotsPage');

export const SlotsPage = lazy(loadSlotsPage);
export const AlternativeClubsPage = lazy(() => import('./slots/AlternativeClubsPage'));
export const SchedulePage = lazy(() => import('./schedule/SchedulePage'));
export const ReservationPage = lazy(loadReservationPage);
