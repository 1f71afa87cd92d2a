import { msg } from '@lingui/core/macro';
import type { RouteEntry } from '#shell/routes/types';
import { built, forward, hidesBack } from './routeEntries';
import { tabRoutes } from './tabRoutes';

// What the first visit's chunk knows of the route table: the booking area and the nav's tabs. The
// other areas' entries (otherAreas.ts) load with the whole table (routeTable.ts) when the router
// meets a URL these do not match, or once the first screen is idle (knownRoutes.ts, src/main.tsx).

/** Every screen of the court booking flow: one module that follows the visit's booking actor (with the cashier injected). */
const bookingRoute = () => import('./bookingWithCashier');

/** The booking flow's route chunk is the first visit's (vite.config START_SCREEN): its texts are in the first catalog part. */
export const inFirstCatalog = (entry: RouteEntry) => entry.kind === 'screen' && entry.screen === bookingRoute;

/** Unknown URLs go to /book (spec part 1 §2.4), which forwards to /book/search. */
export const UNKNOWN_URL_TARGET = '/book';

/** Part 1 §2.1: the booking area's built screens (its coming-soon entries are in otherAreas.ts: no first paint shows their titles). */
export const bookArea: RouteEntry[] = [
  forward('book', '/book', '/book/search', msg`Reservar`),
  built('book.search', '/book/search', msg`Buscar cancha`, 'none', bookingRoute, hidesBack),
  built('book.clubs', '/book/clubs', msg`Clubes`, 'none', bookingRoute),
  built('book.club-sports', '/book/clubs/:clubId/sports', msg`Deportes del club`, 'none', bookingRoute),
  built('book.slots-clubs', '/book/slots-clubs', msg`Horarios por club`, 'none', bookingRoute),
  built('book.alternative-clubs', '/book/alternative-clubs', msg`Clubes alternativos`, 'none', bookingRoute),
  built('book.alternative-club-slots', '/book/alternative-club-slots', msg`Horarios en otros clubes`, 'login', bookingRoute),
  built('book.alternative-slots', '/book/alternative-slots', msg`Horarios alternativos`, 'login', bookingRoute),
  built('book.exchange', '/book/exchange/:bookingId', msg`Cambiar reserva`, 'login', bookingRoute),
  built('book.schedule', '/book/schedule', msg`Agenda`, 'login', bookingRoute),
  built('book.slots', '/book/slots', msg`Horarios disponibles`, 'login', bookingRoute),
  built('book.insurance', '/book/insurance', msg`Seguro de la reserva`, 'login', bookingRoute),
  built('book.sub-clubs', '/book/clubs/:parentClubId/sub-clubs', msg`Sedes del club`, 'none', bookingRoute),
  built('book.summary', '/book/summary', msg`Resumen de la reserva`, 'none', bookingRoute, hidesBack),
  built('book.error', '/book/error', msg`Error`, 'none', () => import('#features/statusPages/ErrorPage')),
  built('book.pending', '/book/pending', msg`Pago pendiente`, 'none', () => import('#features/statusPages/PendingPage')),
];

/** The routes the router matches before the whole table has loaded. */
export const startTable: readonly RouteEntry[] = [...bookArea, ...tabRoutes];
