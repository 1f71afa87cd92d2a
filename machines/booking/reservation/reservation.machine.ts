// A held slot becoming a booking (spec part 1 §4.1 steps 4-5, §4.4, §5): the insurance step (only
// when offered), then the summary form (coupons, quote, service fee, players, ancillaries, coupons,
// discount code, comments, terms, custom fields), the payment modal, the booking call and its
// result (the paymentResult machine). The hold countdown runs for the whole reservation.
//
// The booking machine invokes it with the held slot; it ends as completed, cancelled (back: the
// parent releases the hold), left (navigated elsewhere) or failed (a row that
// reloads the search). A draft (a reload, or back from a provider's page) restores what the player
// chose, and may ask to pay at once; -1698 shows the booking in progress with its two ways on.
import { and, not } from 'xstate';
import type { CashierOutput } from '#machines/cashier/cashier.types';
import { BOOKINGS_PATH, BOOKINGS_TO_PAY_PATH } from '#machines/paymentResult/paymentResult.routes';
import type { PaymentResultOutput } from '#machines/paymentResult/paymentResult.types';
import { output, rejection, type Done, type Failed } from '#machines/shared/outcomes';
import type { BookingNext } from '../booking.errors';
import type { BookingCall } from '../booking.types';
import {
  bookingInput,
  cancelInProgressInput,
  cashierInput,
  countdownInput,
  couponsInput,
  feeInput,
  inProgressPage,
  initialReservationContext,
  latamPassInput,
  providerPageRoute,
  quoteInput,
  settleInput,
} from './reservation.actions';
import { planInput } from './reservation.insurance';
import { reservationSetup } from './reservation.setup';
import type { FailureParams } from './reservation.actions';
import type {
  BookingInProgress,
  CreateBookingOutput,
  InsurancePlan,
  LoadCouponsSummaryOutput,
  PayAction,
  Quote,
  ServiceFee,
  FetchLatamPassIdOutput,
} from './reservation.types';

export { reservationSetup };

const requote = <A extends string>(action: A) => ({ target: 'quoting', actions: action }) as const;
const leadsTo = (next: BookingNext) => ({ type: 'failureLeadsTo', params: { next } }) as const;
const pay = (action: PayAction) => ({ type: 'choosePayAction', params: { action } }) as const;
const plan = output<InsurancePlan>;
const quote = output<Quote>;
const failedCall =
  (call: BookingCall) =>
  ({ event }: Failed): FailureParams => ({ call, ...rejection({ event }) });
const inProgressFrom =
  (from: BookingInProgress['from']) =>
  ({ event }: Failed) => ({ from, ...rejection({ event }) });
const cashierEnded = (result: CashierOutput['result']) =>
  ({ type: 'cashierEnded', params: ({ event }: Done<CashierOutput>) => ({ ended: event.output, result }) }) as const;
const paymentEnded = (result: PaymentResultOutput['result']) =>
  ({ type: 'paymentEnded', params: ({ event }: Done<PaymentResultOutput>) => ({ ended: event.output, result }) }) as const;
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
    // A draft that already has the insurance choice (a reload) does not ask again.
    starting: { always: [{ guard: and(['isInsuranceOffered', not('hasChosenInsurance')]), target: 'insurance' }, { target: 'summary' }] },
    insurance: {
      initial: 'loadingPlan',
      states: {
        loadingPlan: {
          invoke: {
            id: 'fetchInsurancePlan',
            src: 'fetchInsurancePlan',
            input: ({ context }) => planInput(context),
            onDone: [
              {
                guard: { type: 'isPlanRefused', params: plan },
                target: '#reservation.summary',
                actions: [{ type: 'assignPlan', params: plan }, 'declineInsurance'],
              },
              { target: 'choosing', actions: { type: 'assignPlan', params: plan } },
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
      initial: 'checkingLatamPass',
      // What the player types is kept while the quote and the fee still load (it used to be dropped).
      on: {
        'comments.set': { actions: 'setComments' },
        'terms.set': { actions: 'setTerms' },
        'field.set': { actions: 'setField' },
        'latamPass.set': { actions: 'setLatamPass' },
        'texts.set': { actions: 'setText' },
      },
      states: {
        /** A club that takes LATAM Pass: the booker's saved account id prefills the summary's field. */
        checkingLatamPass: { always: [{ guard: 'asksLatamPass', target: 'loadingLatamPass' }, { target: 'loadingCoupons' }] },
        loadingLatamPass: {
          invoke: {
            id: 'fetchLatamPassId',
            src: 'fetchLatamPassId',
            input: latamPassInput,
            onDone: { target: 'loadingCoupons', actions: { type: 'assignSavedLatamPass', params: output<FetchLatamPassIdOutput> } },
            // Nothing saved can be read: the field starts empty.
            onError: { target: 'loadingCoupons' },
          },
        },
        loadingCoupons: {
          invoke: {
            id: 'loadCouponsSummary',
            src: 'loadCouponsSummary',
            input: couponsInput,
            onDone: { target: 'quoting', actions: { type: 'assignCoupons', params: output<LoadCouponsSummaryOutput> } },
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
              // From the player's coupons: the booker's coupon, then the quote again with it.
              {
                guard: { type: 'givesCouponFromCoupons', params: quote },
                target: 'quoting',
                reenter: true,
                actions: [
                  { type: 'useCouponFromCoupons', params: quote },
                  { type: 'applyQuote', params: quote },
                ],
              },
              {
                guard: { type: 'feeApplies', params: quote },
                target: 'checkingFee',
                actions: [
                  { type: 'applyQuote', params: quote },
                  { type: 'syncCountdown', params: quote },
                ],
              },
              {
                target: 'ready',
                actions: [
                  { type: 'applyQuote', params: quote },
                  { type: 'syncCountdown', params: quote },
                ],
              },
            ],
            onError: [
              {
                guard: { type: 'isBookingInProgress', params: rejection },
                target: 'bookingInProgress',
                actions: { type: 'assignInProgress', params: inProgressFrom('quote') },
              },
              // The player just added is refused (unknown code, not for this court…): off the list, the
              // dialog says why; the quote before them still stands.
              {
                guard: { type: 'isRefusedCandidate', params: rejection },
                target: 'ready',
                actions: { type: 'refuseCandidate', params: rejection },
              },
              { target: '#reservation.routingFailure', actions: { type: 'recordFailure', params: failedCall('quote') } },
            ],
          },
        },
        checkingFee: {
          invoke: {
            id: 'checkServiceFee',
            src: 'checkServiceFee',
            input: feeInput,
            onDone: { target: 'ready', actions: { type: 'assignServiceFee', params: output<ServiceFee> } },
            // No answer: no fee is charged.
            onError: { target: 'ready' },
          },
        },
        ready: {
          // Back from a provider's page to pay (a card just enrolled, another card to try): once.
          always: [
            { guard: 'resumesPayment', target: 'validating', actions: 'takeResumedPayment' },
            { guard: 'hasResumePayment', actions: 'dropResumedPayment' },
          ],
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
            { guard: 'lacksPlayWith', target: 'ready', actions: 'assignProblem' },
            { guard: 'lacksMotiveAndArrival', target: 'ready', actions: 'assignProblem' },
            { guard: 'hasBadLatamPass', target: 'ready', actions: 'assignProblem' },
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
              { guard: cashierEnded('chosen'), target: 'creating', actions: { type: 'assignPayment', params: output<CashierOutput> } },
              // Enrolling a one-click card on the provider's page: the player comes back to this summary.
              { guard: cashierEnded('left'), target: '#reservation.left' },
              { target: 'ready', actions: 'clearPayment' },
            ],
          },
        },
        creating: {
          invoke: {
            id: 'createBooking',
            src: 'createBooking',
            input: bookingInput,
            onDone: { target: 'settling', actions: { type: 'assignBooking', params: output<CreateBookingOutput> } },
            onError: [
              {
                guard: { type: 'isBookingInProgress', params: rejection },
                target: 'bookingInProgress',
                actions: { type: 'assignInProgress', params: inProgressFrom('booking') },
              },
              {
                guard: { type: 'isPaymentResultCode', params: rejection },
                target: 'settling',
                actions: { type: 'assignBookingError', params: rejection },
              },
              { target: '#reservation.routingFailure', actions: { type: 'recordFailure', params: failedCall('booking') } },
            ],
          },
        },
        /**
         * -1698: another booking of the player waits for its payment (a provider's page left open). The
         * summary names it and offers to go back to paying it, or to cancel it and go on with this one.
         */
        bookingInProgress: {
          on: {
            'inProgress.continue': { target: '#reservation.left', actions: { type: 'redirectExternal', params: inProgressPage } },
            'inProgress.cancel': 'cancellingInProgress',
            'reservation.back': '#reservation.cancelled',
          },
        },
        cancellingInProgress: {
          invoke: {
            id: 'cancelBooking',
            src: 'cancelBooking',
            input: cancelInProgressInput,
            // Cancelled: this booking goes through at once (the quote again, or the booking call again).
            onDone: [
              { guard: 'inProgressFromBooking', target: 'creating', actions: 'clearInProgress' },
              { target: 'quoting', actions: 'clearInProgress' },
            ],
            onError: { target: 'bookingInProgress', actions: { type: 'assignInProgressFailure', params: rejection } },
          },
        },
        settling: {
          invoke: {
            id: 'settlePayment',
            src: 'settlePayment',
            input: settleInput,
            onDone: [
              { guard: paymentEnded('dismissed'), target: 'ready', actions: 'clearPayment' },
              { guard: paymentEnded('left'), target: '#reservation.left' },
              { target: '#reservation.completed', actions: { type: 'endCompleted', params: output<PaymentResultOutput> } },
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
