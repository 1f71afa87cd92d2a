// The bookings list (/bookings; spec part 2 §2 "Bookings list", §4 "Cancel booking", "Multi-product
// payment", §5 past lists, §9 5 per page):
//
//   start        a payment trigger → trigger; main filter 2 → enrolments, 3 → matches; else bookings
//   trigger      loads that booking among those to pay; payable → its payment, else the list with a notice
//   bookings     subfilters active, to pay, past; past waits in choosingMonth for a year AND a month;
//                loading → shown (pages of 5) or failed (retry); -71 → choosingMonth
//     shown      page.go; cancel (confirm first) → cancelling → the list reloads, the court is free;
//                convert a paid booking to credit (confirm first) → converting → the list reloads;
//                buy extras → the extras child (bookingAncillaries); anything bought reloads the list;
//                the QR modal (copy, 'copied' for 2 s); pay one booking, or pick due bookings of one
//                club in the to-pay list and pay them in ONE multi-product payment
//     paying     the cashier child; its choice → charging (the pay call) → settling (the paymentResult
//                child: summary, provider page or error page end the flow; a dismissed error stays)
//   enrolments   active / past (past needs a month); activities do not exist yet: an empty list
//   matches      the open matches' own view (injected by the app)
import { bookingsListSetup, COPIED_MS } from './bookingsList.setup';
import { output, rejection, type Done } from '#machines/shared/outcomes';
import type {
  BookingsPageDto,
  CashierInput,
  CashierOutput,
  CreditOutput,
  LoadPageInput,
  PaymentResultInput,
  PaymentResultOutput,
  PayOutput,
} from './bookingsList.types';
import type { BookingsListContext } from './bookingsList.types';
import type { BookingAncillariesOutput } from '#machines/bookingAncillaries/bookingAncillaries.types';
import { BOOKINGS_PER_PAGE } from './bookingsList.setup';

type Args = { context: BookingsListContext };

const pageInput = ({ context }: Args): LoadPageInput => ({
  userId: context.userId,
  list: context.subfilter,
  page: context.page,
  perPage: BOOKINGS_PER_PAGE,
  yearMonth: context.subfilter === 'past' ? context.yearMonth : null,
  onlyBookingId: context.subfilter === 'active' ? context.onlyBookingId : null,
});

const triggerInput = ({ context }: Args): LoadPageInput => ({
  userId: context.userId,
  list: 'toPay',
  page: 1,
  perPage: BOOKINGS_PER_PAGE,
  yearMonth: null,
  onlyBookingId: context.triggerBookingId,
});

const payItems = (context: BookingsListContext) =>
  context.payTarget?.kind === 'group' ? context.payTarget.items : context.payTarget ? [context.payTarget.item] : [];

const cashierInput = ({ context }: Args): CashierInput => {
  const items = payItems(context);
  return {
    userId: context.userId,
    clubId: items[0]?.clubId ?? null,
    fopAmount: items.reduce((sum, i) => sum + i.pendingAmount, 0),
    fopAction: 'pay',
    now: context.now,
  };
};

const settleInput = ({ context }: Args): PaymentResultInput => ({
  product: context.payment?.productId === 4 ? 'multiple' : 'booking',
  id: context.payment?.productTransactionId ?? 0,
  outcome: context.payment?.outcome ?? { error: new Error('no payment') },
});

const cashierResult = ({ event }: Done<CashierOutput>) => ({ result: event.output.result });
const choiceOf = ({ event }: Done<CashierOutput>) => (event.output.result === 'chosen' ? event.output.choice : null);
const paymentResult = ({ event }: Done<PaymentResultOutput>) => ({ result: event.output.result });

const mainFilter = {
  'filter.main': [
    { guard: 'toBookings', target: '#bookingsList.bookings', actions: 'assignMain' },
    { guard: 'toEnrolments', target: '#bookingsList.enrolments', actions: 'assignMain' },
    { guard: 'toMatches', target: '#bookingsList.matches', actions: 'assignMain' },
  ],
} as const;

const chooseMonth = {
  'filter.month': [{ guard: 'validMonth', target: 'loading', actions: 'assignMonth' }, { actions: 'refuseMonth' }],
} as const;

export const bookingsListMachine = bookingsListSetup.createMachine({
  id: 'bookingsList',
  context: ({ input }) => ({
    userId: input.userId,
    now: input.now,
    mainFilter: input.triggerBookingIdPayment ? 1 : (input.mainFilterSelected ?? (input.toEnrollments ? 2 : 1)),
    subfilter: input.toPay ? 'toPay' : 'active',
    enrolmentSubfilter: 'active',
    yearMonth: null,
    page: 1,
    onlyBookingId: input.bookingId ?? null,
    triggerBookingId: input.triggerBookingIdPayment ?? null,
    result: null,
    target: null,
    selected: [],
    payTarget: null,
    choice: null,
    payment: null,
    error: null,
    errorOf: null,
    notice: null,
    credit: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'hasTrigger', target: 'trigger' },
        { guard: 'startsOnEnrolments', target: 'enrolments' },
        { guard: 'startsOnMatches', target: 'matches' },
        { target: 'bookings' },
      ],
    },
    trigger: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: triggerInput,
        onDone: [
          {
            guard: { type: 'triggerPayable', params: output<BookingsPageDto> },
            target: 'bookings.paying',
            actions: [{ type: 'assignResult', params: output<BookingsPageDto> }, 'payTriggered'],
          },
          { target: 'bookings', actions: ['clearTrigger', { type: 'assignNotice', params: 'notPayable' }] },
        ],
        onError: { target: 'bookings', actions: ['clearTrigger', { type: 'assignError', params: rejection }] },
      },
    },
    bookings: {
      initial: 'routing',
      states: {
        routing: {
          always: [{ guard: 'needsMonth', target: 'choosingMonth' }, { target: 'loading' }],
        },
        choosingMonth: {
          on: { ...mainFilter, ...chooseMonth, 'filter.sub': { target: 'routing', actions: 'assignSub' } },
        },
        loading: {
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: pageInput,
            onDone: { target: 'shown', actions: { type: 'assignResult', params: output<BookingsPageDto> } },
            onError: [
              {
                guard: { type: 'listLeadsToMonth', params: rejection },
                target: 'choosingMonth',
                actions: { type: 'assignError', params: rejection },
              },
              { target: 'failed', actions: { type: 'assignError', params: rejection } },
            ],
          },
        },
        failed: {
          on: { ...mainFilter, retry: 'loading', 'filter.sub': { target: 'routing', actions: 'assignSub' } },
        },
        shown: {
          on: {
            ...mainFilter,
            ...chooseMonth,
            'filter.sub': { target: 'routing', actions: 'assignSub' },
            'page.go': { guard: 'otherPage', target: 'loading', actions: 'assignPage' },
            'booking.cancel': { guard: 'canCancel', target: 'confirmingCancel', actions: 'assignCancelTarget' },
            'booking.qr': { guard: 'hasCode', target: 'qr', actions: 'assignQrTarget' },
            'booking.credit': { guard: 'canConvert', target: 'confirmingCredit', actions: 'assignCreditTarget' },
            'booking.extras': { guard: 'canBuyExtras', target: 'extras', actions: 'assignExtrasTarget' },
            'booking.pay': { guard: 'canPay', target: 'preparingPayment', actions: 'paySingle' },
            'select.toggle': { guard: 'canToggle', actions: 'toggle' },
            'select.pay': { guard: 'hasSelection', target: 'preparingPayment', actions: 'payGroup' },
            'notice.dismiss': { actions: 'clearNotice' },
          },
        },
        confirmingCancel: {
          on: { 'cancel.confirm': 'cancelling', 'cancel.dismiss': { target: 'shown', actions: 'clearTarget' } },
        },
        cancelling: {
          invoke: {
            id: 'cancelBooking',
            src: 'cancelBooking',
            input: ({ context }) => ({ bookingId: context.target?.id ?? 0 }),
            onDone: { target: 'loading', actions: ['clearTarget', { type: 'assignNotice', params: 'cancelled' }] },
            onError: { target: 'shown', actions: ['clearTarget', { type: 'assignError', params: rejection }] },
          },
        },
        /** Spec §4 "A booking can be converted to credit": asked first, like a cancel. */
        confirmingCredit: {
          on: { 'credit.confirm': 'converting', 'credit.dismiss': { target: 'shown', actions: 'clearTarget' } },
        },
        converting: {
          invoke: {
            id: 'convertToCredit',
            src: 'convertToCredit',
            input: ({ context }) => ({ bookingId: context.target?.id ?? 0 }),
            onDone: { target: 'loading', actions: ['clearTarget', { type: 'assignCredit', params: output<CreditOutput> }] },
            onError: { target: 'shown', actions: ['clearTarget', { type: 'assignCreditError', params: rejection }] },
          },
        },
        /** The extras modal (the bookingAncillaries child); anything bought reloads the list. */
        extras: {
          invoke: {
            id: 'extras',
            src: 'extras',
            input: ({ context }) => ({ bookingId: context.target?.id ?? 0 }),
            onDone: [
              {
                guard: { type: 'extrasBought', params: output<BookingAncillariesOutput> },
                target: 'loading',
                actions: ['clearTarget', { type: 'assignNotice', params: 'extrasAdded' }],
              },
              { target: 'shown', actions: 'clearTarget' },
            ],
          },
        },
        qr: {
          initial: 'open',
          on: { 'qr.close': { target: 'shown', actions: 'clearTarget' } },
          states: {
            open: { on: { 'qr.copy': 'copying' } },
            copying: {
              invoke: {
                id: 'copyCode',
                src: 'copyCode',
                input: ({ context }) => ({ text: context.target?.accessQRCode ?? '' }),
                onDone: 'copied',
                onError: { target: 'open', actions: { type: 'assignNotice', params: 'copyFailed' } },
              },
            },
            copied: {
              after: { [COPIED_MS]: 'open' },
              on: { 'qr.copy': 'copying' },
            },
          },
        },
        /** The cashier's code loads with the page; a tap on Pagar before it arrives waits here for it. */
        preparingPayment: {
          invoke: {
            id: 'cashierReady',
            src: 'cashierReady',
            onDone: 'paying',
            onError: { target: 'shown', actions: ['endPayment', { type: 'assignNotice', params: 'payUnavailable' }] },
          },
        },
        paying: {
          invoke: {
            id: 'cashier',
            src: 'cashier',
            input: cashierInput,
            onDone: [
              {
                guard: { type: 'chosen', params: cashierResult },
                target: 'charging',
                actions: { type: 'assignChoice', params: (a: Done<CashierOutput>) => choiceOf(a)! },
              },
              { guard: { type: 'cashierLeft', params: cashierResult }, target: '#bookingsList.left' },
              { target: 'loading', actions: 'endPayment' },
            ],
          },
        },
        charging: {
          invoke: {
            id: 'pay',
            src: 'pay',
            input: ({ context }) => ({ target: context.payTarget!, choice: context.choice! }),
            onDone: { target: 'settling', actions: { type: 'assignPayment', params: output<PayOutput> } },
          },
        },
        settling: {
          invoke: {
            id: 'settlePayment',
            src: 'settlePayment',
            input: settleInput,
            onDone: [
              { guard: { type: 'paymentDismissed', params: paymentResult }, target: 'loading', actions: 'endPayment' },
              { target: '#bookingsList.left' },
            ],
          },
        },
      },
    },
    enrolments: {
      initial: 'routing',
      on: { ...mainFilter, 'filter.enrolments': { target: '.routing', actions: 'assignEnrolmentSub' } },
      states: {
        routing: { always: [{ guard: 'enrolmentsNeedMonth', target: 'choosingMonth' }, { target: 'empty' }] },
        choosingMonth: {
          on: { 'filter.month': [{ guard: 'validMonth', target: 'empty', actions: 'assignMonth' }, { actions: 'refuseMonth' }] },
        },
        /** Activities do not exist yet: nothing to load, an empty state says so. */
        empty: {},
      },
    },
    matches: { on: mainFilter },
    /** The payment went on elsewhere: a summary, the provider's page, an error page, a card enrolment. */
    left: { type: 'final' },
  },
});

export type BookingsListMachine = typeof bookingsListMachine;
