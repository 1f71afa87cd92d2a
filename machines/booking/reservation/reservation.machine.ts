// A held slot becoming a booking (spec part 1 §4.1 steps 4-5, §4.4, §5): the insurance step (only
// when offered), then the summary form (coupons, quote, service fee, players, ancillaries, coupons,
// discount code, comments, terms, custom fields), the payment modal, the booking call and its
// result (the paymentResult machine). The hold countdown runs for the whole reservation.
//
// The booking machine invokes it with the held slot; it ends as completed, cancelled (back: the
// parent releases the hold), left (navigated elsewhere) or failed (a row that reloads the search).
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { cashierMachine } from '../../cashier/cashier.machine';
import { paymentResultMachine } from '../../paymentResult/paymentResult.machine';
import { BOOKINGS_PATH, BOOKINGS_TO_PAY_PATH } from '../../paymentResult/paymentResult.routes';
import type { NavigateParams } from '../../paymentResult/paymentResult.types';
import { CODE_ALERT_MS, holdDurationMs } from '../booking.defaults';
import { holdCountdownMachine } from '../hold/holdCountdown.machine';
import type { BookingNext } from '../booking.errors';
import { outputOf } from '../booking.guards';
import {
  bookingInput,
  cashierInput,
  countdownInput,
  couponsInput,
  feeInput,
  initialReservationContext,
  providerPageRoute,
  quoteInput,
  reservationUpdates as u,
  settleInput,
} from './reservation.actions';
import { reservationGuards } from './reservation.guards';
import { planInput } from './reservation.insurance';
import type {
  CheckServiceFeeInput,
  CreateBookingInput,
  CreateBookingOutput,
  FetchInsurancePlanInput,
  InsurancePlan,
  LoadCouponsSummaryInput,
  LoadCouponsSummaryOutput,
  PayAction,
  Quote,
  RequestQuoteInput,
  ReservationContext,
  ReservationEvent,
  ReservationInput,
  ReservationOutput,
  ServiceFee,
} from './reservation.types';

/** Placeholder for an actor the app must provide. */
const provided =
  (name: string) =>
  async (): Promise<never> => {
    throw new Error(`booking: provide the '${name}' actor with bookingMachine.provide({ actors })`);
  };

export const reservationSetup = setup({
  types: {
    context: {} as ReservationContext,
    events: {} as ReservationEvent,
    input: {} as ReservationInput,
    output: {} as ReservationOutput,
  },
  actors: {
    fetchInsurancePlan: fromPromise<InsurancePlan, FetchInsurancePlanInput>(provided('fetchInsurancePlan')),
    loadCouponsSummary: fromPromise<LoadCouponsSummaryOutput, LoadCouponsSummaryInput>(provided('loadCouponsSummary')),
    requestQuote: fromPromise<Quote, RequestQuoteInput>(provided('requestQuote')),
    checkServiceFee: fromPromise<ServiceFee, CheckServiceFeeInput>(provided('checkServiceFee')),
    createBooking: fromPromise<CreateBookingOutput, CreateBookingInput>(provided('createBooking')),
    settlePayment: paymentResultMachine,
    holdCountdown: holdCountdownMachine,
    /** The payment modal: the cashier (its API calls are provided with provideBookingFlow). */
    cashier: cashierMachine,
  },
  guards: reservationGuards,
  actions: {
    assignPlan: assign(u.assignPlan),
    declineInsurance: assign(u.declineInsurance),
    chooseInsurance: assign(u.chooseInsurance),
    assignCoupons: assign(u.assignCoupons),
    applyQuote: assign(u.applyQuote),
    assignServiceFee: assign(u.assignServiceFee),
    clearCodeAlert: assign(u.clearCodeAlert),
    alertEmptyCode: assign(u.alertEmptyCode),
    alertNoMoreCoupons: assign(u.alertNoMoreCoupons),
    alertBin: assign(u.alertBin),
    addPlayer: assign(u.addPlayer),
    refuseDuplicatePlayer: assign(u.refuseDuplicatePlayer),
    refuseCandidate: assign(u.refuseCandidate),
    removePlayer: assign(u.removePlayer),
    openPicker: assign(u.openPicker),
    closePicker: assign(u.closePicker),
    addAncillary: assign(u.addAncillary),
    removeAncillary: assign(u.removeAncillary),
    useCoupon: assign(u.useCoupon),
    cancelCoupon: assign(u.cancelCoupon),
    applyCode: assign(u.applyCode),
    applyBin: assign(u.applyBin),
    clearDiscount: assign(u.clearDiscount),
    setComments: assign(u.setComments),
    setTerms: assign(u.setTerms),
    setField: assign(u.setField),
    choosePayAction: assign(u.choosePayAction),
    assignProblem: assign(u.assignProblem),
    openAddPlayer: assign(u.openAddPlayer),
    clearMessages: assign(u.clearMessages),
    assignPayment: assign(u.assignPayment),
    clearPayment: assign(u.clearPayment),
    assignBooking: assign(u.assignBooking),
    assignBookingError: assign(u.assignBookingError),
    recordFailure: assign(u.recordFailure),
    endCompleted: assign(u.endCompleted),
    endCancelled: assign(u.endCancelled),
    endLeft: assign(u.endLeft),
    endFailed: assign(u.endFailed),
    /** A quote with a hold restarts the countdown from it; a quote without one cancels it. */
    syncCountdown: enqueueActions(({ enqueue, event }) => {
      const durationMs = holdDurationMs(outputOf<Quote>(event));
      enqueue.sendTo('holdCountdown', durationMs === null ? { type: 'countdown.cancel' } : { type: 'countdown.restart', durationMs });
    }),
    // ── supplied by the view ──
    navigate: (_, _params: NavigateParams) => {},
  },
  delays: { codeAlert: CODE_ALERT_MS },
});

const requote = <A extends string>(action: A) => ({ target: 'quoting', actions: action }) as const;
const leadsTo = (next: BookingNext) => ({ type: 'failureLeadsTo', params: { next } }) as const;
const pay = (action: PayAction) => ({ type: 'choosePayAction', params: { action } }) as const;
/** Re-enters `ready` so that the alert's 10 s start again. */
const alert = <A extends string>(action: A) => ({ target: 'ready', reenter: true, actions: action }) as const;

export const reservationMachine = reservationSetup.createMachine({
  id: 'reservation',
  context: initialReservationContext,
  output: ({ context }) => context.outcome ?? { result: 'cancelled' },
  invoke: { id: 'holdCountdown', src: 'holdCountdown', input: countdownInput },
  on: { 'error.dismiss': { actions: 'clearMessages' } },
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isInsuranceOffered', target: 'insurance' }, { target: 'summary' }] },
    insurance: {
      initial: 'loadingPlan',
      states: {
        loadingPlan: {
          invoke: {
            id: 'fetchInsurancePlan',
            src: 'fetchInsurancePlan',
            input: ({ context }) => planInput(context),
            onDone: [
              { guard: 'isPlanRefused', target: '#reservation.summary', actions: ['assignPlan', 'declineInsurance'] },
              { target: 'choosing', actions: 'assignPlan' },
            ],
            // No plan, no insurance: the booking goes on without it.
            onError: { target: '#reservation.summary', actions: 'declineInsurance' },
          },
        },
        choosing: {
          on: {
            'insurance.choose': { target: '#reservation.summary', actions: 'chooseInsurance' },
            'reservation.back': { target: '#reservation.cancelled' },
          },
        },
      },
    },
    summary: {
      initial: 'loadingCoupons',
      // What the player types is kept while the quote and the fee still load (it used to be dropped).
      on: {
        'comments.set': { actions: 'setComments' },
        'terms.set': { actions: 'setTerms' },
        'field.set': { actions: 'setField' },
      },
      states: {
        loadingCoupons: {
          invoke: {
            id: 'loadCouponsSummary',
            src: 'loadCouponsSummary',
            input: couponsInput,
            onDone: { target: 'quoting', actions: 'assignCoupons' },
            // Without the summary the coupons are simply not offered.
            onError: { target: 'quoting' },
          },
        },
        quoting: {
          invoke: {
            id: 'requestQuote',
            src: 'requestQuote',
            input: quoteInput,
            onDone: [
              { guard: 'feeApplies', target: 'checkingFee', actions: ['applyQuote', 'syncCountdown'] },
              { target: 'ready', actions: ['applyQuote', 'syncCountdown'] },
            ],
            onError: [
              // The player just added is refused (unknown code, not for this court…): off the list, the
              // dialog says why; the quote before them still stands.
              { guard: 'isRefusedCandidate', target: 'ready', actions: 'refuseCandidate' },
              { target: '#reservation.routingFailure', actions: { type: 'recordFailure', params: { call: 'quote' } } },
            ],
          },
        },
        checkingFee: {
          invoke: {
            id: 'checkServiceFee',
            src: 'checkServiceFee',
            input: feeInput,
            onDone: { target: 'ready', actions: 'assignServiceFee' },
            // No answer: no fee is charged.
            onError: { target: 'ready' },
          },
        },
        ready: {
          after: { codeAlert: { guard: 'hasCodeAlert', actions: 'clearCodeAlert' } },
          on: {
            'reservation.back': { target: '#reservation.cancelled' },
            'players.add': [
              { guard: 'isDuplicatePlayer', actions: 'refuseDuplicatePlayer' },
              { guard: 'canAddPlayer', ...requote('addPlayer') },
            ],
            'players.remove': { guard: 'isRemovablePlayer', ...requote('removePlayer') },
            'players.openPicker': { actions: 'openPicker' },
            'players.closePicker': { actions: 'closePicker' },
            'ancillary.add': { guard: 'canAddAncillary', ...requote('addAncillary') },
            'ancillary.remove': { guard: 'canRemoveAncillary', ...requote('removeAncillary') },
            'coupon.use': [
              { guard: 'canUseCoupon', ...requote('useCoupon') },
              { guard: 'hasNoCouponLeft', ...alert('alertNoMoreCoupons') },
            ],
            'coupon.cancel': { guard: 'hasCoupon', ...requote('cancelCoupon') },
            'discount.applyCode': [{ guard: 'isNonEmptyCode', ...requote('applyCode') }, alert('alertEmptyCode')],
            'discount.applyBin': [{ guard: 'isValidBin', ...requote('applyBin') }, alert('alertBin')],
            'discount.clear': { guard: 'hasDiscount', ...requote('clearDiscount') },
            'booking.pay': { guard: 'canPay', target: 'validating', actions: pay('pay') },
            'booking.downpay': { guard: 'canDownpay', target: 'validating', actions: pay('downpay') },
            'booking.book': { guard: 'canBookWithoutPaying', target: 'validating', actions: pay('book') },
          },
        },
        /** The summary's own checks, in the order of spec part 1 §5. */
        validating: {
          always: [
            { guard: 'isBelowMinBookings', target: 'ready', actions: ['assignProblem', 'openAddPlayer'] },
            { guard: 'isBelowAncillaryMin', target: 'ready', actions: 'assignProblem' },
            { guard: 'lacksComments', target: 'ready', actions: 'assignProblem' },
            { guard: 'lacksTerms', target: 'ready', actions: 'assignProblem' },
            { guard: 'lacksMandatoryFields', target: 'ready', actions: 'assignProblem' },
            { guard: 'needsPaymentModal', target: 'choosingPayment' },
            { target: 'creating' },
          ],
        },
        /**
         * The payment modal: the cashier, with the amount paying now charges. Its choice books
         * (fopId, fopParams); closing it goes back to the summary; enrolling a one-click card on
         * the provider's page leaves the flow.
         */
        choosingPayment: {
          invoke: {
            id: 'cashier',
            src: 'cashier',
            input: cashierInput,
            onDone: [
              { guard: { type: 'cashierEnded', params: { result: 'chosen' } }, target: 'creating', actions: 'assignPayment' },
              { guard: { type: 'cashierEnded', params: { result: 'left' } }, target: '#reservation.left' },
              { target: 'ready', actions: 'clearPayment' },
            ],
          },
        },
        creating: {
          invoke: {
            id: 'createBooking',
            src: 'createBooking',
            input: bookingInput,
            onDone: { target: 'settling', actions: 'assignBooking' },
            onError: [
              { guard: 'isPaymentResultCode', target: 'settling', actions: 'assignBookingError' },
              { target: '#reservation.routingFailure', actions: { type: 'recordFailure', params: { call: 'booking' } } },
            ],
          },
        },
        settling: {
          invoke: {
            id: 'settlePayment',
            src: 'settlePayment',
            input: settleInput,
            onDone: [
              { guard: { type: 'paymentEnded', params: { result: 'dismissed' } }, target: 'ready', actions: 'clearPayment' },
              { guard: { type: 'paymentEnded', params: { result: 'left' } }, target: '#reservation.left' },
              { target: '#reservation.completed', actions: 'endCompleted' },
            ],
          },
        },
      },
    },
    /** What a quote or booking failure's row says happens next. */
    routingFailure: {
      always: [
        { guard: leadsTo('stay'), target: 'summary.ready' },
        { guard: leadsTo('openAddPlayer'), target: 'summary.ready', actions: 'openAddPlayer' },
        { guard: leadsTo('goToBookings'), target: 'left', actions: { type: 'navigate', params: { to: BOOKINGS_PATH } } },
        { guard: leadsTo('goToBookingsToPay'), target: 'left', actions: { type: 'navigate', params: { to: BOOKINGS_TO_PAY_PATH } } },
        { guard: leadsTo('providerPage'), target: 'left', actions: { type: 'navigate', params: providerPageRoute } },
        { target: 'failed', actions: 'endFailed' },
      ],
    },
    completed: { type: 'final' },
    cancelled: { type: 'final', entry: 'endCancelled' },
    left: { type: 'final', entry: 'endLeft' },
    failed: { type: 'final' },
  },
});

export type ReservationMachine = typeof reservationMachine;
