// The setup of the bookings-list chart: its actors by name, guards and actions (the chart is in
// bookingsList.machine.ts). The view supplies loadPage, cancelBooking, copyCode, pay and the cashier
// and paymentResult children with `.provide({ actors })`.
import { assign, setup } from 'xstate';
import { BOOKINGS_PER_PAGE, FIRST_PAST_YEAR } from '#kernel/contract/booking/bookingsList';
import { MAX_MULTIPLE_PRODUCT_ITEMS } from '#kernel/contract/payments/multiProduct';
import { errorEntry } from '#kernel/lib/errors';
import { bookingAncillariesMachine } from '#machines/bookingAncillaries/bookingAncillaries.machine';
import type { BookingAncillariesOutput } from '#machines/bookingAncillaries/bookingAncillaries.types';
import { cashierMachine } from '#machines/cashier/cashier.machine';
import { paymentResultMachine } from '#machines/paymentResult/paymentResult.machine';
import { placeholder } from '#machines/shared/actors';
import type { RejectionParams } from '#machines/shared/outcomes';
import { cancelErrors, listErrors, type BookingsListNext } from './bookingsList.errors';
import type {
  BookingListItemDto,
  BookingsListContext,
  BookingsListEvent,
  BookingsListInput,
  BookingsPageDto,
  CancelInput,
  ConvertInput,
  CopyInput,
  CreditOutput,
  FopChoice,
  LoadPageInput,
  Notice,
  PayInput,
  PayItem,
  PayOutput,
} from './bookingsList.types';

/** Spec part 2 §4, §9: the 'copied' confirmation of the access code clears after 2 s. */
export const COPIED_MS = 2000;

type Args = { context: BookingsListContext; event: BookingsListEvent };
type Ev<T extends BookingsListEvent['type']> = Extract<BookingsListEvent, { type: T }>;

const itemOf = (context: BookingsListContext, id: number): BookingListItemDto | null =>
  context.result?.bookings.find((b) => b.id === id) ?? null;

const payItem = (b: BookingListItemDto): PayItem => ({
  id: b.id,
  clubId: b.club_id,
  currencyCode: b.currencyCode,
  pendingAmount: b.pendingAmount,
});

/** A month from 2016 up to the current one (spec part 2 §5). */
export function isPastMonth(now: number, year: number, month: number): boolean {
  const today = new Date(now);
  const thisYear = today.getUTCFullYear();
  if (!Number.isInteger(year) || !Number.isInteger(month)) return false;
  if (year < FIRST_PAST_YEAR || year > thisYear || month < 1 || month > 12) return false;
  return year < thisYear || month <= today.getUTCMonth() + 1;
}

const listRow = (error: RejectionParams['error']) => errorEntry(listErrors, error.code);

export const bookingsListSetup = setup({
  types: {
    context: {} as BookingsListContext,
    events: {} as BookingsListEvent,
    input: {} as BookingsListInput,
  },
  actors: {
    /** GET one page of the chosen list. */
    loadPage: placeholder<BookingsPageDto, LoadPageInput>('bookingsList', 'loadPage'),
    /** PATCH /api/bookings/{id} with status CANCELLED. */
    cancelBooking: placeholder<unknown, CancelInput>('bookingsList', 'cancelBooking'),
    /** POST /api/bookings/{id}/trigger-credit-exchange. */
    convertToCredit: placeholder<CreditOutput, ConvertInput>('bookingsList', 'convertToCredit'),
    /** The extras modal of one booking (its calls provided by the view). */
    extras: bookingAncillariesMachine,
    /** The clipboard (the view's navigator.clipboard). */
    copyCode: placeholder<void, CopyInput>('bookingsList', 'copyCode'),
    /** The pay call of one booking or of a group; resolves with the outcome, never rejects. */
    pay: placeholder<PayOutput, PayInput>('bookingsList', 'pay'),
    /** Settles once the (lazily loaded) cashier can run; rejects when its code cannot load. */
    cashierReady: placeholder<void, void>('bookingsList', 'cashierReady'),
    cashier: cashierMachine,
    settlePayment: paymentResultMachine,
  },
  guards: {
    hasTrigger: ({ context }: Args) => context.triggerBookingId !== null,
    startsOnEnrolments: ({ context }: Args) => context.mainFilter === 2,
    startsOnMatches: ({ context }: Args) => context.mainFilter === 3,
    toBookings: ({ event }: Args) => (event as Ev<'filter.main'>).filter === 1,
    toEnrolments: ({ event }: Args) => (event as Ev<'filter.main'>).filter === 2,
    toMatches: ({ event }: Args) => (event as Ev<'filter.main'>).filter === 3,
    needsMonth: ({ context }: Args) => context.subfilter === 'past' && context.yearMonth === null,
    enrolmentsNeedMonth: ({ context }: Args) => context.enrolmentSubfilter === 'past' && context.yearMonth === null,
    validMonth: ({ context, event }: Args) => {
      const e = event as Ev<'filter.month'>;
      return isPastMonth(context.now, e.year, e.month);
    },
    otherPage: ({ context, event }: Args) => {
      const { page } = event as Ev<'page.go'>;
      const pages = context.result?.total_pages ?? 1;
      return Number.isInteger(page) && page >= 1 && page <= pages && page !== context.page;
    },
    canCancel: ({ context, event }: Args) => itemOf(context, (event as Ev<'booking.cancel'>).bookingId)?.isCancellable === true,
    canConvert: ({ context, event }: Args) => itemOf(context, (event as Ev<'booking.credit'>).bookingId)?.isConvertibleToCredit === true,
    canBuyExtras: ({ context, event }: Args) => itemOf(context, (event as Ev<'booking.extras'>).bookingId)?.canBuyAncillaries === true,
    extrasBought: (_: Args, ended: BookingAncillariesOutput) => ended.bought > 0,
    hasCode: ({ context, event }: Args) => Boolean(itemOf(context, (event as Ev<'booking.qr'>).bookingId)?.accessQRCode),
    canPay: ({ context, event }: Args) => itemOf(context, (event as Ev<'booking.pay'>).bookingId)?.isPayable === true,
    /** Due, not started, same club and currency as those already picked, within the group maximum. */
    canToggle: ({ context, event }: Args) => {
      const id = (event as Ev<'select.toggle'>).bookingId;
      if (context.selected.some((s) => s.id === id)) return true;
      const b = itemOf(context, id);
      if (!b?.isGroupPayable || context.selected.length >= MAX_MULTIPLE_PRODUCT_ITEMS) return false;
      const first = context.selected[0];
      return !first || (first.clubId === b.club_id && first.currencyCode === b.currencyCode);
    },
    hasSelection: ({ context }: Args) => context.selected.length > 0,
    triggerPayable: (_: Args, page: BookingsPageDto) => page.bookings[0]?.isPayable === true,
    listLeadsToMonth: (_: Args, { error }: RejectionParams) => listRow(error).next === 'chooseMonth',
    chosen: (_: Args, { result }: { result: string }) => result === 'chosen',
    cashierLeft: (_: Args, { result }: { result: string }) => result === 'left',
    paymentDismissed: (_: Args, { result }: { result: string }) => result === 'dismissed',
  },
  actions: {
    assignMain: assign(({ event }: Args) => ({ mainFilter: (event as Ev<'filter.main'>).filter, error: null, notice: null })),
    assignSub: assign(({ context, event }: Args) => {
      const { sub } = event as Ev<'filter.sub'>;
      return {
        mainFilter: 1 as const,
        subfilter: sub,
        page: 1,
        onlyBookingId: null,
        selected: sub === context.subfilter ? context.selected : [],
        error: null,
        notice: null,
      };
    }),
    assignEnrolmentSub: assign(({ event }: Args) => ({ enrolmentSubfilter: (event as Ev<'filter.enrolments'>).sub, error: null })),
    assignMonth: assign(({ event }: Args) => {
      const { year, month } = event as Ev<'filter.month'>;
      return { yearMonth: { year, month }, page: 1, error: null };
    }),
    refuseMonth: assign({ error: { code: '-71', status: 0, details: undefined } }),
    assignPage: assign(({ event }: Args) => ({ page: (event as Ev<'page.go'>).page })),
    assignResult: assign((_, result: BookingsPageDto) => ({ result, page: result.actual_page, error: null })),
    assignError: assign((_, { error }: RejectionParams) => ({ error, errorOf: null })),
    assignCreditError: assign((_, { error }: RejectionParams) => ({ error, errorOf: 'credit' as const })),
    assignCredit: assign((_, credit: CreditOutput) => ({ credit, notice: 'converted' as const })),
    assignCreditTarget: assign(({ context, event }: Args) => ({
      target: itemOf(context, (event as Ev<'booking.credit'>).bookingId),
      error: null,
      notice: null,
    })),
    assignExtrasTarget: assign(({ context, event }: Args) => ({
      target: itemOf(context, (event as Ev<'booking.extras'>).bookingId),
      error: null,
      notice: null,
    })),
    assignNotice: assign((_, notice: Notice) => ({ notice })),
    clearNotice: assign({ notice: null, error: null, errorOf: null }),
    clearTrigger: assign({ triggerBookingId: null, onlyBookingId: null }),
    assignCancelTarget: assign(({ context, event }: Args) => ({
      target: itemOf(context, (event as Ev<'booking.cancel'>).bookingId),
      error: null,
      notice: null,
    })),
    assignQrTarget: assign(({ context, event }: Args) => ({
      target: itemOf(context, (event as Ev<'booking.qr'>).bookingId),
      notice: null,
    })),
    clearTarget: assign({ target: null }),
    toggle: assign(({ context, event }: Args) => {
      const id = (event as Ev<'select.toggle'>).bookingId;
      if (context.selected.some((s) => s.id === id)) return { selected: context.selected.filter((s) => s.id !== id) };
      const b = itemOf(context, id);
      return { selected: b ? [...context.selected, payItem(b)] : context.selected };
    }),
    paySingle: assign(({ context, event }: Args) => {
      const b = itemOf(context, (event as Ev<'booking.pay'>).bookingId);
      return { payTarget: b ? { kind: 'single' as const, item: payItem(b) } : null, error: null, notice: null };
    }),
    payTriggered: assign(({ context }: Args) => {
      const b = context.result?.bookings[0];
      return { payTarget: b ? { kind: 'single' as const, item: payItem(b) } : null, subfilter: 'toPay' as const, triggerBookingId: null };
    }),
    payGroup: assign(({ context }: Args) => ({
      payTarget: { kind: 'group' as const, items: context.selected },
      error: null,
      notice: null,
    })),
    assignChoice: assign((_, choice: FopChoice) => ({ choice })),
    assignPayment: assign((_, payment: PayOutput) => ({ payment })),
    endPayment: assign({ payTarget: null, choice: null, payment: null, selected: [] }),
  },
});

export { BOOKINGS_PER_PAGE };
export type { BookingsListNext };
export const cancelRow = (error: RejectionParams['error']) => errorEntry(cancelErrors, error.code);
