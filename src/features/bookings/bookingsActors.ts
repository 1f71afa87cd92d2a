// The bookings list's actors: the three list calls, the cancel, the conversion to credit, the extras
// modal's calls, the clipboard and the pay call of one booking or of a group (multi-product).
import { fromPromise } from 'xstate';
import type { ApiClient } from '#api/client';
import { buyAncillary, convertBookingToCredit, listBookingAncillaries } from '#kernel/contract/booking/afterBooking';
import { cancelBooking } from '#kernel/contract/booking/bookings';
import { listActiveBookings, listBookingsToPay, listPastBookings, type BookingsPageDto } from '#kernel/contract/booking/bookingsList';
import { createAndPayMultipleProducts } from '#kernel/contract/payments/multiProduct';
import { payBooking } from '#kernel/contract/payments/pay';
import { bookingAncillariesMachine, type BuyInput, type BuyOutput, type ExtrasList } from '#machines/bookingAncillaries';
import type { CancelInput, ConvertInput, CopyInput, CreditOutput, LoadPageInput, PayInput, PayOutput } from '#machines/bookingsList';

const PRODUCT_BOOKING = 1;
const PRODUCT_GROUP = 4;

async function loadPage(api: ApiClient, input: LoadPageInput, signal: AbortSignal): Promise<BookingsPageDto> {
  const paging = { actual_page: input.page, books_per_page: input.perPage };
  const only = input.onlyBookingId !== null ? { only_booking_id: input.onlyBookingId } : {};
  const params = { userId: input.userId };
  if (input.list === 'past')
    return api.call(listPastBookings, {
      params,
      query: { ...paging, year: String(input.yearMonth?.year ?? ''), month: String(input.yearMonth?.month ?? '') },
      signal,
    });
  if (input.list === 'toPay') return api.call(listBookingsToPay, { params, query: { ...paging, ...only }, signal });
  return api.call(listActiveBookings, { params, query: { ...paging, ...only }, signal });
}

async function pay(api: ApiClient, { target, choice }: PayInput): Promise<PayOutput> {
  const body = { action: 'pay' as const, fopId: choice.fopId, fopParams: choice.fopParams };
  const fallback =
    target.kind === 'single'
      ? { productId: PRODUCT_BOOKING, productTransactionId: target.item.id }
      : { productId: PRODUCT_GROUP, productTransactionId: target.items[0]?.id ?? 0 };
  try {
    const answer =
      target.kind === 'single'
        ? await api.call(payBooking, { params: { id: target.item.id }, body })
        : await api.call(createAndPayMultipleProducts, {
            body: { ...body, items: target.items.map((i) => ({ productId: PRODUCT_BOOKING as 1, productTransactionId: i.id })) },
          });
    return { outcome: { answer }, productId: answer.productId, productTransactionId: answer.productTransactionId };
  } catch (error) {
    return { outcome: { error }, ...fallback };
  }
}

export function bookingsListActors(api: ApiClient, clipboard: Pick<Clipboard, 'writeText'> | undefined) {
  return {
    loadPage: fromPromise<BookingsPageDto, LoadPageInput>(({ input, signal }) => loadPage(api, input, signal)),
    cancelBooking: fromPromise<unknown, CancelInput>(({ input }) =>
      api.call(cancelBooking, {
        params: { bookingId: input.bookingId },
        body: [{ op: 'replace', path: '/status', value: 'CANCELLED' }],
      }),
    ),
    convertToCredit: fromPromise<CreditOutput, ConvertInput>(({ input }) =>
      api.call(convertBookingToCredit, { params: { bookingId: input.bookingId } }),
    ),
    extras: bookingAncillariesMachine.provide({
      actors: {
        loadExtras: fromPromise<ExtrasList, { bookingId: number }>(({ input, signal }) =>
          api.call(listBookingAncillaries, { params: { bookingId: input.bookingId }, signal }),
        ),
        buyExtra: fromPromise<BuyOutput, BuyInput>(({ input }) =>
          api.call(buyAncillary, { body: { booking_id: input.bookingId, club_ancillary_id: input.ancillaryId } }),
        ),
      },
    }),
    copyCode: fromPromise<void, CopyInput>(async ({ input }) => {
      if (!clipboard) throw new Error('No clipboard');
      await clipboard.writeText(input.text);
    }),
    pay: fromPromise<PayOutput, PayInput>(({ input }) => pay(api, input)),
  };
}
