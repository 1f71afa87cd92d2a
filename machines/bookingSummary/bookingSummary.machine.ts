// The booking summary, /summary/{bookingId} (spec part 2 §2 "Booking summary", §4, §7 "Booking"):
//
//   routing      not an id → notFound without a call
//   loading      the booking, its vouchers, seats and cross-sell; -404 (another user's booking or an
//                unknown id, the spec's -64 meaning) → notFound; any other failure → loadFailed (retry)
//   loaded       three regions:
//     payment    the route's payment param (pay, downpay, insurance) starts that payment once when open;
//                idle ⇄ insurancePrompt (CO, unbilled and chargeable: opens by itself once per visit);
//                pay / downpay / pay the insurance → choosingPayment (the cashier) → paying (the pay
//                call) → settling (the payment result): paid → loading again (the new status);
//                an error read and dismissed → idle; the provider's page or another page → left;
//                pay with credit (the caller's credit at the club) → payingWithCredit → loading again,
//                or creditFailed (its message) until dismissed → idle
//     share      idle → copying (the clipboard) → copied, 'Copied the text' for 500 ms → idle; the
//                messaging app opens its share address
//     review     in the native app on ios or android, once per visit: can_review, then the review
//                message to the app
//   calendar.download hands the booking to the view's .ics download (not for inactive bookings).
import { bookingSummarySetup } from './bookingSummary.setup';
import { isInactive, messagingUrl } from './bookingSummary.rules';
import { output, rejection, type Done, type Failed } from '#machines/shared/outcomes';
import type { CashierInput, CashierOutput } from '#machines/cashier/cashier.types';
import type { PaymentResultInput, PaymentResultOutput } from '#machines/paymentResult/paymentResult.types';
import type { BookingSummaryContext, BookingSummaryEvent, PayInput, PayOutput, SummaryData } from './bookingSummary.types';

type Args = { context: BookingSummaryContext };

/** '42' → 42; anything that is not a positive integer id → null. */
function bookingIdOf(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

const cashierEnded = (result: CashierOutput['result']) =>
  ({ type: 'cashierEnded', params: ({ event }: Done<CashierOutput>) => ({ ended: event.output, result }) }) as const;
const paymentEnded = (result: PaymentResultOutput['result']) =>
  ({ type: 'paymentEnded', params: ({ event }: Done<PaymentResultOutput>) => ({ ended: event.output, result }) }) as const;

/** The cashier for what this payment charges; an insurance is paid with one-click or KUSHKI only. */
const cashierInput = ({ context }: Args): CashierInput => {
  const b = context.data?.booking;
  const action = context.payAction ?? 'pay';
  return {
    userId: context.userId,
    clubId: b?.club_id ?? null,
    fopAmount:
      action === 'insurance' ? (b?.insuranceTotalAmount ?? 0) : action === 'downpay' ? (b?.downpayAmount ?? 0) : (b?.payAmount ?? 0),
    fopAction: action === 'downpay' ? 'downpay' : 'pay',
    bookingInsurance: action === 'insurance',
    redirectTo: null,
    state: null,
    tokenizedPaymentMode: 'OFF',
    now: context.now,
  };
};

const payInput = ({ context }: Args): PayInput => ({
  bookingId: context.bookingId ?? 0,
  action: context.payAction ?? 'pay',
  // The cashier only moves on with a choice (cashierEnded('chosen')).
  choice: context.choice!,
});

const settleInput = ({ context }: Args): PaymentResultInput => ({
  product: 'booking',
  id: context.bookingId ?? 0,
  outcome: context.settlement ?? { answer: {} },
});

const thrown = ({ event }: Failed): unknown => event.error;
const shareText = ({ event }: { event: BookingSummaryEvent }) => ('text' in event ? event.text : '');

export const bookingSummaryMachine = bookingSummarySetup.createMachine({
  id: 'bookingSummary',
  context: ({ input }) => ({
    bookingId: bookingIdOf(input.bookingId),
    userId: input.userId,
    os: input.os,
    nativeShell: input.nativeShell,
    now: input.now,
    data: null,
    error: null,
    creditError: null,
    payAction: null,
    choice: null,
    settlement: null,
    insurancePromptSeen: false,
    reviewDecided: false,
    hideTitle: input.hideTitle === true,
    paymentRequest: input.payment ?? null,
  }),
  initial: 'routing',
  states: {
    routing: {
      always: [{ guard: 'hasBookingId', target: 'loading' }, { target: 'notFound' }],
    },
    loading: {
      invoke: {
        id: 'loadSummary',
        src: 'loadSummary',
        input: ({ context }) => ({ bookingId: context.bookingId ?? 0 }),
        onDone: { target: 'loaded', actions: { type: 'assignData', params: output<SummaryData> } },
        onError: [
          { guard: { type: 'isNotFound', params: rejection }, target: 'notFound', actions: { type: 'assignError', params: rejection } },
          { target: 'loadFailed', actions: { type: 'assignError', params: rejection } },
        ],
      },
    },
    loadFailed: {
      on: { 'summary.retry': 'loading' },
    },
    /** Another user's booking, or no such booking: the same answer, nothing of it shown. */
    notFound: {},
    loaded: {
      type: 'parallel',
      on: {
        'calendar.download': {
          guard: ({ context }) => !isInactive(context.data?.booking),
          actions: { type: 'downloadCalendar', params: ({ context }) => ({ booking: context.data!.booking }) },
        },
        'share.messaging': { actions: { type: 'openExternal', params: (args) => ({ url: messagingUrl(shareText(args)) }) } },
      },
      states: {
        payment: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [
                // The route's payment param starts its payment once, if the booking still takes it.
                { guard: 'requestedPaymentOpen', target: 'preparingPayment', actions: 'startRequestedPayment' },
                { guard: 'shouldPromptInsurance', target: 'insurancePrompt', actions: 'dropPaymentRequest' },
                { target: 'idle', actions: 'dropPaymentRequest' },
              ],
            },
            idle: {
              on: {
                'summary.pay': {
                  guard: 'canPay',
                  target: 'preparingPayment',
                  actions: { type: 'startPayment', params: { action: 'pay' } },
                },
                'summary.downpay': {
                  guard: 'canDownpay',
                  target: 'preparingPayment',
                  actions: { type: 'startPayment', params: { action: 'downpay' } },
                },
                'summary.payInsurance': {
                  guard: 'canPayInsurance',
                  target: 'preparingPayment',
                  actions: { type: 'startPayment', params: { action: 'insurance' } },
                },
                'summary.payWithCredit': { guard: 'canPayWithCredit', target: 'payingWithCredit' },
              },
            },
            /** The caller's credit at the club pays what it reaches; the booking is read again (its status, the balance left). */
            payingWithCredit: {
              invoke: {
                id: 'payWithCredit',
                src: 'payWithCredit',
                input: ({ context }) => ({ bookingId: context.bookingId ?? 0 }),
                onDone: { target: '#bookingSummary.loading' },
                onError: { target: 'creditFailed', actions: { type: 'assignCreditError', params: rejection } },
              },
            },
            creditFailed: {
              on: { 'credit.dismiss': { target: 'idle', actions: 'clearCreditError' } },
            },
            /** Spec §4: the accident insurance may be paid later; in Colombia the summary asks by itself. */
            insurancePrompt: {
              exit: 'seeInsurancePrompt',
              on: {
                'summary.payInsurance': { target: 'preparingPayment', actions: { type: 'startPayment', params: { action: 'insurance' } } },
                'insurance.dismiss': 'idle',
              },
            },
            /** A payment waits for the cashier's code (it loads with the page); if it cannot load, the summary stays. */
            preparingPayment: {
              invoke: {
                id: 'cashierReady',
                src: 'cashierReady',
                onDone: 'choosingPayment',
                onError: { target: 'idle', actions: 'clearPayment' },
              },
            },
            choosingPayment: {
              invoke: {
                id: 'cashier',
                src: 'cashier',
                input: cashierInput,
                onDone: [
                  { guard: cashierEnded('chosen'), target: 'paying', actions: { type: 'assignChoice', params: output<CashierOutput> } },
                  // Enrolling a one-click card on the provider's page: the player comes back later.
                  { guard: cashierEnded('left'), target: '#bookingSummary.left' },
                  { target: 'idle', actions: 'clearPayment' },
                ],
              },
            },
            paying: {
              invoke: {
                id: 'pay',
                src: 'pay',
                input: payInput,
                onDone: { target: 'settling', actions: { type: 'assignAnswer', params: output<PayOutput> } },
                onError: { target: 'settling', actions: { type: 'assignPayError', params: thrown } },
              },
            },
            settling: {
              invoke: {
                id: 'settlePayment',
                src: 'settlePayment',
                input: settleInput,
                onDone: [
                  // Paid (or nothing charged): read the booking again, its status and vouchers changed.
                  { guard: paymentEnded('summary'), target: '#bookingSummary.loading', actions: 'clearPayment' },
                  { guard: paymentEnded('dismissed'), target: 'idle', actions: 'clearPayment' },
                  { target: '#bookingSummary.left' },
                ],
              },
            },
          },
        },
        share: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'share.copy': 'copying' },
            },
            copying: {
              invoke: {
                id: 'copyText',
                src: 'copyText',
                input: ({ event }) => ({ text: shareText({ event }) }),
                onDone: 'copied',
                onError: 'idle',
              },
            },
            /** 'Copied the text' (spec §8), for 500 ms (§9); copying again starts it over. */
            copied: {
              after: { copiedPopover: 'idle' },
              on: { 'share.copy': 'copying' },
            },
          },
        },
        review: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'needsReview', target: 'checking', actions: 'decideReview' }, { target: 'done' }],
            },
            checking: {
              invoke: {
                id: 'canReview',
                src: 'canReview',
                input: ({ context }) => ({ userId: context.userId, os: context.os }),
                onDone: [{ guard: { type: 'isTrue', params: output<boolean> }, target: 'asking' }, { target: 'done' }],
                onError: 'done',
              },
            },
            asking: {
              invoke: { id: 'requestReview', src: 'requestReview', onDone: 'done', onError: 'done' },
            },
            done: {},
          },
        },
      },
    },
    /** Handed over to another page (the provider's, the error page, bookings). */
    left: { type: 'final' },
  },
});

export type BookingSummaryMachine = typeof bookingSummaryMachine;
