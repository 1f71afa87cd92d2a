// The booking summary's implementations by name: actors (placeholders the app provides, and the real
// children: the cashier and the payment result), guards, actions (the view supplies navigate,
// openExternal and downloadCalendar) and the copy popover's delay. The chart is in
// bookingSummary.machine.ts.
import { assign, setup } from 'xstate';
import { errorEntry } from '#kernel/lib/errors';
import { placeholder } from '#machines/shared/actors';
import type { RejectionParams } from '#machines/shared/outcomes';
import { cashierMachine } from '#machines/cashier/cashier.machine';
import type { CashierOutput } from '#machines/cashier/cashier.types';
import { paymentResultMachine } from '#machines/paymentResult/paymentResult.machine';
import type { PaymentResultOutput } from '#machines/paymentResult/paymentResult.types';
import { bookingSummaryErrors } from './bookingSummary.errors';
import { canDownpay, canPay, canPayInsurance, canPayWithCredit, shouldPromptInsurance } from './bookingSummary.rules';
import type {
  BookingSummaryContext,
  BookingSummaryEvent,
  BookingSummaryInput,
  CanReviewInput,
  CopyTextInput,
  DownloadCalendarParams,
  LoadSummaryInput,
  NavigateParams,
  PayAction,
  PayInput,
  PayOutput,
  PayWithCreditInput,
  PayWithCreditOutput,
  RedirectExternalParams,
  SummaryData,
} from './bookingSummary.types';

/** Spec part 2 §9: the copy-link popover hides after 500 ms. */
export const COPIED_POPOVER_MS = 500;

type Args = { context: BookingSummaryContext };
const actor = <Output, Input>(name: string) => placeholder<Output, Input>('bookingSummary', name);

export const bookingSummarySetup = setup({
  types: {
    context: {} as BookingSummaryContext,
    events: {} as BookingSummaryEvent,
    input: {} as BookingSummaryInput,
  },
  actors: {
    /** GET /api/bookings/{id}, its vouchers (single and multiple), its seats and the cross-sell. */
    loadSummary: actor<SummaryData, LoadSummaryInput>('loadSummary'),
    /** The payment modal (its API calls are provided by the app through the cashier port). */
    cashier: cashierMachine,
    /** Resolves once the cashier is loaded (a payment asked by the route starts before anyone clicks). */
    cashierReady: actor<void, void>('cashierReady'),
    /** POST /api/bookings/{id}/pay or /payInsurance. */
    pay: actor<PayOutput, PayInput>('pay'),
    /** POST /api/bookings/{id}/pay-with-credit. */
    payWithCredit: actor<PayWithCreditOutput, PayWithCreditInput>('payWithCredit'),
    /** What the pay call's answer means (the summary again, the provider's page, the error page...). */
    settlePayment: paymentResultMachine,
    /** The clipboard. */
    copyText: actor<void, CopyTextInput>('copyText'),
    /** GET /api/users/{userId}/{os}/can_review. */
    canReview: actor<boolean, CanReviewInput>('canReview'),
    /** The review message to the native app; resolves whether the app asked. */
    requestReview: actor<boolean, void>('requestReview'),
  },
  guards: {
    hasBookingId: ({ context }: Args) => context.bookingId !== null,
    isNotFound: (_: Args, { error }: RejectionParams) =>
      errorEntry(bookingSummaryErrors, error.code).next === 'notFound' || error.status === 404,
    canPay: ({ context }: Args) => canPay(context.data?.booking),
    canDownpay: ({ context }: Args) => canDownpay(context.data?.booking),
    canPayInsurance: ({ context }: Args) => canPayInsurance(context.data?.booking),
    canPayWithCredit: ({ context }: Args) => canPayWithCredit(context.data?.booking),
    /** The route asked for a payment that is open now. */
    requestedPaymentOpen: ({ context }: Args) => {
      const b = context.data?.booking;
      const asked = context.paymentRequest;
      if (asked === 'pay') return canPay(b);
      if (asked === 'downpay') return canDownpay(b);
      return asked === 'insurance' && canPayInsurance(b);
    },
    shouldPromptInsurance: ({ context }: Args) => !context.insurancePromptSeen && shouldPromptInsurance(context.data?.booking),
    cashierEnded: (_: Args, { ended, result }: { ended: CashierOutput; result: CashierOutput['result'] }) => ended.result === result,
    paymentEnded: (_: Args, { ended, result }: { ended: PaymentResultOutput; result: PaymentResultOutput['result'] }) =>
      ended.result === result,
    needsReview: ({ context }: Args) => !context.reviewDecided && context.nativeShell && (context.os === 'ios' || context.os === 'android'),
    isTrue: (_: Args, value: boolean) => value,
  },
  actions: {
    assignData: assign((_, data: SummaryData) => ({ data, error: null })),
    assignError: assign((_, { error }: RejectionParams) => ({ error })),
    assignCreditError: assign((_, { error }: RejectionParams) => ({ creditError: error })),
    clearCreditError: assign({ creditError: null }),
    startPayment: assign((_, { action }: { action: PayAction }) => ({ payAction: action, choice: null, settlement: null })),
    assignChoice: assign((_, ended: CashierOutput) => ({ choice: ended.result === 'chosen' ? ended.choice : null })),
    assignAnswer: assign((_, answer: PayOutput) => ({ settlement: { answer } })),
    assignPayError: assign((_, error: unknown) => ({ settlement: { error } })),
    clearPayment: assign({ payAction: null, choice: null, settlement: null }),
    seeInsurancePrompt: assign({ insurancePromptSeen: true }),
    startRequestedPayment: assign(({ context }: Args) => ({
      payAction: context.paymentRequest,
      paymentRequest: null,
      choice: null,
      settlement: null,
    })),
    dropPaymentRequest: assign({ paymentRequest: null }),
    decideReview: assign({ reviewDecided: true }),
    // ── supplied by the view ──
    navigate: (_, _params: NavigateParams) => {},
    openExternal: (_, _params: RedirectExternalParams) => {},
    downloadCalendar: (_, _params: DownloadCalendarParams) => {},
  },
  delays: { copiedPopover: COPIED_POPOVER_MS },
});
