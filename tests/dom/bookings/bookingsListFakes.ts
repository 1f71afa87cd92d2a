// The bookings list's answers as the server sends them (rows typed from the contract, whole answers
// checked against its zod schemas) and a fake API client answering from a table: the DOM test of
// /bookings and its stories use both. No testing library here: the stories run in a browser.
import type { ApiClient } from '#api/client';
import type { BookingListItemDto } from '#kernel/contract/booking/bookingsList';
import type { EndpointDef } from '#kernel/contract/endpoint';
import { answer } from '../booking/contractFixtures';
import { bookingsListRow } from '../../machines/fixtures/bookingsList';

/** A row as the server lists it: the machine tests' fixture. */
export const row = bookingsListRow;

/** One page of the list (the contract's answer of listActiveBookings, which the other lists share). */
export const bookingsPage = (
  bookings: BookingListItemDto[],
  paging: { actual_page?: number; total_pages?: number; total_items?: number } = {},
) =>
  answer('listActiveBookings', {
    bookings,
    actual_page: paging.actual_page ?? 1,
    total_pages: paging.total_pages ?? 1,
    total_items: paging.total_items ?? bookings.length,
  });

/** Booked, paid with insurance, and a no-show: 33 bookings in 7 pages. */
export const PAGE = bookingsPage(
  [
    row(1),
    row(2, { status: 'PAYED', pendingAmount: 0, isCancellable: false, isPayable: false, isGroupPayable: false, hasInsurance: true }),
    row(3, { status: 'CANCELLED', noShow: 'Y', accessQRCode: null, isCancellable: false, isPayable: false, isGroupPayable: false }),
  ],
  { total_pages: 7, total_items: 33 },
);

export const NO_BOOKINGS = bookingsPage([]);

/** An answer that never comes (a loading state). */
export const NEVER = new Promise<never>(() => undefined);

type Answer = unknown | Error | ((input: unknown) => unknown);

/** A fake API client: each call answers with the next entry of its list (the last repeats); an Error is thrown. */
export function fakeApi(answers: Record<string, Answer[]>) {
  const calls: { id: string; params?: unknown; query?: unknown; body?: unknown }[] = [];
  const api: Partial<ApiClient> = {
    call: (async ({ id }: EndpointDef, input?: { params?: unknown; query?: unknown; body?: unknown }) => {
      calls.push({ id, params: input?.params, query: input?.query, body: input?.body });
      const list = answers[id] ?? [];
      const n = calls.filter((c) => c.id === id).length - 1;
      const next = list[Math.min(n, list.length - 1)];
      if (next === undefined) throw new Error(`no answer for ${id}`);
      if (next instanceof Error) throw next;
      return next;
    }) as ApiClient['call'],
  };
  return { api, calls, of: (id: string) => calls.filter((c) => c.id === id) };
}
