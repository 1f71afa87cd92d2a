// One place where the app plugs its implementations into the booking flow and its children: the
// API actors of booking, reservation and paymentResult, and the view-supplied actions (each
// receives its params). Tests use it too, with fakes.
import type { PromiseActorLogic } from 'xstate';
import type { CashierMachine } from '#machines/cashier/cashier.machine';
import { paymentResultMachine } from '#machines/paymentResult/paymentResult.machine';
import type { RedirectExternalParams, ShowErrorPageParams, TrackPurchaseParams } from '#machines/paymentResult/paymentResult.types';
import { bookingMachine } from './booking.machine';
import type {
  Club,
  ClubSport,
  CreateHoldOutput,
  FetchScheduleInput,
  FetchScheduleOutput,
  FetchTimeslotsInput,
  FetchTimeslotsOutput,
  HoldInput,
  LoadClubInput,
  LoadClubsInput,
  LoadClubsOutput,
  LoadClubSportInput,
  LoadClubSportsInput,
  LoadClubSportsOutput,
  NavigateParams,
  OpenInBrowserParams,
  RequestLoginParams,
  ShowToastParams,
} from './booking.types';
import { reservationMachine } from './reservation/reservation.machine';
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
  ServiceFee,
} from './reservation/reservation.types';

type Call<O, I> = PromiseActorLogic<O, I>;

export interface BookingFlowActors {
  loadClubs: Call<LoadClubsOutput, LoadClubsInput>;
  loadClub: Call<Club, LoadClubInput>;
  loadClubSports: Call<LoadClubSportsOutput, LoadClubSportsInput>;
  loadClubSport: Call<ClubSport, LoadClubSportInput>;
  fetchTimeslots: Call<FetchTimeslotsOutput, FetchTimeslotsInput>;
  fetchSchedule: Call<FetchScheduleOutput, FetchScheduleInput>;
  createHold: Call<CreateHoldOutput, HoldInput>;
  releaseHold: Call<void, HoldInput>;
  fetchInsurancePlan: Call<InsurancePlan, FetchInsurancePlanInput>;
  loadCouponsSummary: Call<LoadCouponsSummaryOutput, LoadCouponsSummaryInput>;
  requestQuote: Call<Quote, RequestQuoteInput>;
  checkServiceFee: Call<ServiceFee, CheckServiceFeeInput>;
  createBooking: Call<CreateBookingOutput, CreateBookingInput>;
  cancelBooking: Call<unknown, CancelBookingInput>;
  /**
   * The payment modal's cashier with its API calls and actions (machines/cashier provideCashier);
   * without it the cashier's calls are not provided and it shows its load failure.
   */
  cashier?: CashierMachine;
}

export interface BookingFlowActions {
  navigate(params: NavigateParams): void;
  showToast(params: ShowToastParams): void;
  requestLogin(params: RequestLoginParams): void;
  openInBrowser(params: OpenInBrowserParams): void;
  redirectExternal(params: RedirectExternalParams): void;
  showErrorPage(params: ShowErrorPageParams): void;
  trackPurchase(params: TrackPurchaseParams): void;
}

/** The booking machine with the app's actors and actions, its children included. */
export function provideBookingFlow(actors: BookingFlowActors, actions: BookingFlowActions) {
  const settlePayment = paymentResultMachine.provide({
    actions: {
      navigate: (_, params) => actions.navigate(params),
      redirectExternal: (_, params) => actions.redirectExternal(params),
      showErrorPage: (_, params) => actions.showErrorPage(params),
      trackPurchase: (_, params) => actions.trackPurchase(params),
    },
  });
  const reservation = reservationMachine.provide({
    actors: {
      fetchInsurancePlan: actors.fetchInsurancePlan,
      loadCouponsSummary: actors.loadCouponsSummary,
      requestQuote: actors.requestQuote,
      checkServiceFee: actors.checkServiceFee,
      createBooking: actors.createBooking,
      cancelBooking: actors.cancelBooking,
      settlePayment,
      ...(actors.cashier ? { cashier: actors.cashier } : {}),
    },
    actions: { navigate: (_, params) => actions.navigate(params), redirectExternal: (_, params) => actions.redirectExternal(params) },
  });
  return bookingMachine.provide({
    actors: {
      loadClubs: actors.loadClubs,
      loadClub: actors.loadClub,
      loadClubSports: actors.loadClubSports,
      loadClubSport: actors.loadClubSport,
      fetchTimeslots: actors.fetchTimeslots,
      fetchSchedule: actors.fetchSchedule,
      createHold: actors.createHold,
      releaseHold: actors.releaseHold,
      reservation,
    },
    actions: {
      navigate: (_, params) => actions.navigate(params),
      showToast: (_, params) => actions.showToast(params),
      requestLogin: (_, params) => actions.requestLogin(params),
      openInBrowser: (_, params) => actions.openInBrowser(params),
    },
  });
}
