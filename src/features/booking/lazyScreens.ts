import { lazy } from 'react';

// The first screen (search) is in the route's own chunk; the others load when the flow gets there.
const slots = () => import('./slots/SlotsPage');
const reservation = () => import('./reservation/ReservationPage');

export const SlotsPage = lazy(slots);
export const AlternativeClubsPage = lazy(() => import('./slots/AlternativeClubsPage'));
export const SchedulePage = lazy(() => import('./schedule/SchedulePage'));
export const ReservationPage = lazy(reservation);

/** Warms the next screens' chunks while the user is still choosing (no spinner between steps). */
export function preloadResultScreens(): void {
  void slots();
  void reservation();
}
