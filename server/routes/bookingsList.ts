import type { FastifyInstance } from 'fastify';
import { bookingContract, type EndpointDef } from '#kernel/contract';
import { BOOKINGS_PER_PAGE, FIRST_PAST_YEAR } from '#kernel/contract/booking';
import { BOOKING_NO_ACCESS } from '#kernel/contract/booking/noAccess';
import { listBookings, type ListKind } from '#server/booking/reservations/bookingsList';
import type { ServerDeps } from '#server/deps';
import { callFailure, noAccess } from '#server/http/apiFailure';
import { registerEndpoint } from '#server/http/registerEndpoint';

/** Another user's lists are not told apart from a missing resource: 404 with the lists' no-access code (-64). */
function ownUser(pathUserId: number, callerId: number): void {
  if (pathUserId !== callerId) throw noAccess(BOOKING_NO_ACCESS);
}

/**
 * A past month (spec part 2 §5): year from 2016 to this year and month 1-12, both given and not after
 * the current month (UTC: a month that began anywhere has begun by the next UTC day at the latest).
 */
function pastMonth(endpoint: EndpointDef, year: string | undefined, month: string | undefined, now: Date): { year: number; month: number } {
  const y = /^\d{4}$/.test(year ?? '') ? Number(year) : NaN;
  const m = /^\d{1,2}$/.test(month ?? '') ? Number(month) : NaN;
  const thisYear = now.getUTCFullYear();
  const ok = y >= FIRST_PAST_YEAR && y <= thisYear && m >= 1 && m <= 12 && (y < thisYear || m <= now.getUTCMonth() + 1);
  if (!ok) throw callFailure(endpoint, '-71', { firstYear: FIRST_PAST_YEAR, lastYear: thisYear });
  return { year: y, month: m };
}

/** Spec part 2 §7 "Bookings lists": the caller's active, to-pay and past bookings, 5 per page. */
export function bookingsListRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const page = (query: { actual_page?: number; books_per_page?: number }, callerId: number) => ({
    callerId,
    page: query.actual_page ?? 1,
    perPage: query.books_per_page ?? BOOKINGS_PER_PAGE,
    now: deps.now(),
  });

  registerEndpoint(app, deps, bookingContract.listActiveBookings, async ({ params, query, auth }) => {
    ownUser(params.userId, auth.id);
    const list: ListKind = { kind: 'active', onlyBookingId: query.only_booking_id ?? null };
    return listBookings(deps.db, list, page(query, auth.id));
  });

  registerEndpoint(app, deps, bookingContract.listBookingsToPay, async ({ params, query, auth }) => {
    ownUser(params.userId, auth.id);
    return listBookings(deps.db, { kind: 'toPay', onlyBookingId: query.only_booking_id ?? null }, page(query, auth.id));
  });

  registerEndpoint(app, deps, bookingContract.listPastBookings, async ({ params, query, auth }) => {
    ownUser(params.userId, auth.id);
    const month = pastMonth(bookingContract.listPastBookings, query.year, query.month, deps.now());
    return listBookings(deps.db, { kind: 'past', ...month }, page(query, auth.id));
  });
}
