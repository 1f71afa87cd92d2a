// The result of any pay or book call (spec part 1 §4.4, part 2 §4 "Payment result", §8): reused by
// every product that pays or books (booking, activity, coupon pack, multiple products, prime).
//
//   no paymentData, or APPROVED -> the product's summary page (and the purchase event)
//   PENDING with a redirectURL  -> the provider's page (redirectExternal)
//   anything else               -> /book/error, status 400, 'speed' texts for FOP_SPEED
//   an error code               -> paymentErrors: a modal, then bookings / bookings to pay / stay;
//                                  -92 goes straight to the card provider page with webpay_id
//
// The caller invokes it with the call's answer or error as input; the `readOutcome` actor turns
// that input into a done or error event, so each outcome is a modelled transition. The view
// supplies navigate, redirectExternal, showErrorPage and trackPurchase with `.provide({ actions })`.
import { assign, fromPromise, setup } from 'xstate';
import { errorEntry } from '#kernel/lib/errors';
import { leadsTo, rejection, rowLeadsTo, type Done, type RejectionParams } from '#machines/shared/outcomes';
import { paymentErrors, type PaymentNext } from './paymentResult.errors';
import { BOOKINGS_PATH, BOOKINGS_TO_PAY_PATH, errorPageFor, orderIdFor, providerPagePath, summaryPath } from './paymentResult.routes';
import type {
  NavigateParams,
  PaymentAnswer,
  PaymentOutcome,
  PaymentResultContext,
  PaymentResultEvent,
  PaymentResultInput,
  PaymentResultKind,
  PaymentResultOutput,
  RedirectExternalParams,
  ShowErrorPageParams,
  TrackPurchaseParams,
} from './paymentResult.types';

type Args = { context: PaymentResultContext; event: unknown };

/** The call's answer (an empty one when a caller handed none). */
const answer = ({ event }: Done<PaymentAnswer>): PaymentAnswer => event.output ?? {};

/** The answer's status decides; missing paymentData means nothing was charged online (a free booking). */
const isSettled = (_: Args, { paymentData }: PaymentAnswer) => !paymentData || paymentData.status === 'APPROVED';
const isPendingWithRedirect = (_: Args, { paymentData }: PaymentAnswer) =>
  paymentData?.status === 'PENDING' && Boolean(paymentData.redirectURL);
const nextIs = ({ context }: Args, params: { next: PaymentNext }) => errorEntry(paymentErrors, context.error?.code).next === params.next;

// Named parameter functions of the view-supplied actions.
const summaryRoute = ({ context }: Args): NavigateParams => ({ to: summaryPath(context.product, context.id) });
const purchase = ({ context }: Args): TrackPurchaseParams => ({
  orderId: orderIdFor(context.product, context.id),
  product: context.product,
});
const providerRedirect = ({ context }: Args): RedirectExternalParams => ({ url: context.answer?.paymentData?.redirectURL ?? '' });
const errorPage = ({ context }: Args): ShowErrorPageParams => errorPageFor(context.answer);
const providerPage = ({ context }: Args): NavigateParams => ({
  to: providerPagePath(String(context.error?.details?.webpay_id ?? context.answer?.webpay_id ?? '')),
});

export const paymentResultSetup = setup({
  types: {
    context: {} as PaymentResultContext,
    events: {} as PaymentResultEvent,
    input: {} as PaymentResultInput,
    output: {} as PaymentResultOutput,
  },
  actors: {
    /** Settles with the caller's answer, or fails with the caller's error. Not provided by the app. */
    readOutcome: fromPromise<PaymentAnswer, PaymentOutcome>(async ({ input }) => {
      if ('error' in input) throw input.error;
      return input.answer;
    }),
  },
  guards: { isSettled, isPendingWithRedirect, errorLeadsTo: rowLeadsTo(paymentErrors), nextIs },
  actions: {
    assignAnswer: assign((_, answer: PaymentAnswer) => ({ answer })),
    assignError: assign((_, { error }: RejectionParams) => ({ error })),
    settle: assign({ result: (_, params: { result: PaymentResultKind }) => params.result }),
    // ── supplied by the view ──
    navigate: (_, _params: NavigateParams) => {},
    redirectExternal: (_, _params: RedirectExternalParams) => {},
    showErrorPage: (_, _params: ShowErrorPageParams) => {},
    trackPurchase: (_, _params: TrackPurchaseParams) => {},
  },
});

const settle = (result: PaymentResultKind) => ({ type: 'settle', params: { result } }) as const;

export const paymentResultMachine = paymentResultSetup.createMachine({
  id: 'paymentResult',
  context: ({ input }) => ({ product: input.product, id: input.id, outcome: input.outcome, answer: null, error: null, result: null }),
  output: ({ context }) => ({ result: context.result ?? 'dismissed', code: context.error?.code ?? null }),
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        id: 'readOutcome',
        src: 'readOutcome',
        input: ({ context }) => context.outcome,
        onDone: [
          { guard: { type: 'isSettled', params: answer }, target: 'summary', actions: { type: 'assignAnswer', params: answer } },
          {
            guard: { type: 'isPendingWithRedirect', params: answer },
            target: 'redirected',
            actions: { type: 'assignAnswer', params: answer },
          },
          { target: 'errorPage', actions: { type: 'assignAnswer', params: answer } },
        ],
        onError: [
          {
            guard: { type: 'errorLeadsTo', params: leadsTo('providerPage') },
            target: 'providerPage',
            actions: { type: 'assignError', params: rejection },
          },
          { target: 'errorShown', actions: { type: 'assignError', params: rejection } },
        ],
      },
    },
    summary: {
      type: 'final',
      entry: [settle('summary'), { type: 'trackPurchase', params: purchase }, { type: 'navigate', params: summaryRoute }],
    },
    redirected: { type: 'final', entry: [settle('redirected'), { type: 'redirectExternal', params: providerRedirect }] },
    errorPage: { type: 'final', entry: [settle('errorPage'), { type: 'showErrorPage', params: errorPage }] },
    providerPage: { type: 'final', entry: [settle('left'), { type: 'navigate', params: providerPage }] },
    /** The error's modal (paymentErrors); what follows once the user has read it. */
    errorShown: {
      on: {
        'result.dismiss': [
          {
            guard: { type: 'nextIs', params: { next: 'goToBookings' } },
            target: 'left',
            actions: { type: 'navigate', params: { to: BOOKINGS_PATH } },
          },
          {
            guard: { type: 'nextIs', params: { next: 'goToBookingsToPay' } },
            target: 'left',
            actions: { type: 'navigate', params: { to: BOOKINGS_TO_PAY_PATH } },
          },
          { target: 'dismissed' },
        ],
      },
    },
    left: { type: 'final', entry: settle('left') },
    dismissed: { type: 'final', entry: settle('dismissed') },
  },
});

export type PaymentResultMachine = typeof paymentResultMachine;
