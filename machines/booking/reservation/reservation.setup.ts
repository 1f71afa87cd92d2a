// The reservation machine's implementations by name: actors (placeholders the app provides, and the
// real children: payment result, hold countdown, cashier), guards, actions (the view supplies
// navigate and redirectExternal) and the code alert's delay. The chart is in reservation.machine.ts.
import { assign, enqueueActions, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { cashierMachine } from '#machines/cashier/cashier.machine';
import { paymentResultMachine } from '#machines/paymentResult/paymentResult.machine';
import type { NavigateParams, RedirectExternalParams } from '#machines/paymentResult/paymentResult.types';
import { CODE_ALERT_MS, holdDurationMs } from '../booking.defaults';
import { holdCountdownMachine } from '../hold/holdCountdown.machine';
import { useCouponFromCoupons } from './reservation.fromCoupons';
import { reservationUpdates as u } from './reservation.actions';
import { reservationGuards } from './reservation.guards';
import type {
  CancelBookingInput,
  CheckServiceFeeInput,
  CreateBookingInput,
  CreateBookingOutput,
  FetchInsurancePlanInput,
  InsurancePlan,
  LoadCouponsSummaryInput,
  LoadCouponsSummaryOutput,
  Quote,
  RequestQuoteInput,
  ReservationContext,
  ReservationEvent,
  ReservationInput,
  ReservationOutput,
  ServiceFee,
} from './reservation.types';
import type { FetchLatamPassIdInput, FetchLatamPassIdOutput } from './reservation.texts';

const actor = <Output, Input>(name: string) => placeholder<Output, Input>('booking', name);

export const reservationSetup = setup({
  types: {
    context: {} as ReservationContext,
    events: {} as ReservationEvent,
    input: {} as ReservationInput,
    output: {} as ReservationOutput,
  },
  actors: {
    fetchInsurancePlan: actor<InsurancePlan, FetchInsurancePlanInput>('fetchInsurancePlan'),
    loadCouponsSummary: actor<LoadCouponsSummaryOutput, LoadCouponsSummaryInput>('loadCouponsSummary'),
    requestQuote: actor<Quote, RequestQuoteInput>('requestQuote'),
    checkServiceFee: actor<ServiceFee, CheckServiceFeeInput>('checkServiceFee'),
    createBooking: actor<CreateBookingOutput, CreateBookingInput>('createBooking'),
    /** PATCH /api/bookings/{id} replace /status CANCELLED: the booking in progress (-1698). */
    cancelBooking: actor<unknown, CancelBookingInput>('cancelBooking'),
    /** GET /api/users/{userId}/latampassid: the booker's saved LATAM Pass account id. */
    fetchLatamPassId: actor<FetchLatamPassIdOutput, FetchLatamPassIdInput>('fetchLatamPassId'),
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
    useCouponFromCoupons: assign(({ context }, quote: Quote) => useCouponFromCoupons(context, quote)),
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
    setLatamPass: assign(u.setLatamPass),
    setText: assign(u.setText),
    assignSavedLatamPass: assign(u.assignSavedLatamPass),
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
    assignInProgress: assign(u.assignInProgress),
    assignInProgressFailure: assign(u.assignInProgressFailure),
    clearInProgress: assign(u.clearInProgress),
    takeResumedPayment: assign(u.takeResumedPayment),
    dropResumedPayment: assign({ resumePayment: null }),
    /** A quote with a hold restarts the countdown from it; a quote without one cancels it. */
    syncCountdown: enqueueActions(({ enqueue }, quote: Quote) => {
      const durationMs = holdDurationMs(quote);
      enqueue.sendTo('holdCountdown', durationMs === null ? { type: 'countdown.cancel' } : { type: 'countdown.restart', durationMs });
    }),
    // ── supplied by the view ──
    navigate: (_, _params: NavigateParams) => {},
    redirectExternal: (_, _params: RedirectExternalParams) => {},
  },
  delays: { codeAlert: CODE_ALERT_MS },
});
