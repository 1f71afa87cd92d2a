/** The summary's chunk: loaded when the flow gets there, or prefetched by the slots screen while idle. */
export const loadReservationPage = () => import('./ReservationPage');
