// One place where the app plugs its implementations into the booking flow and its children: the
// API actors of booking, reservation and paymentResult, and the view-supplied actions (each
// receives its params). Tests use it too, with fakes. The reservation machine, the payment result's
// and the cashier are imported when the flow gets to a held slot (reserving.loading), not before.
import { fromPromise, type PromiseActorLogic } from 'xstate';
import type { CashierMachine } from '#machines/cashier/cashier.machine';
import { lateLogic } from '#machines/shared/actors';
import type { RedirectExternalParams, ShowErrorPageParams, TrackPurchaseParams } from '#machines/paymentResult/paymentResult.types';
import { bookingMachine } from './booking.machine';
import type { Club, ClubSport, NavigateParams, OpenInBrowserParams, RequestLoginParams, ShowToastParams } from './booking.types';
import type {
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
} from './booking.calls';
import type { ReservationMachine } from './reservation/reservation.machine';
import type { FetchLatamPassIdInput, FetchLatamPassIdOutput } from './reservation/reservation.texts';
import type { GeoPoint } from '#kernel/lib/geo';
import type {
  LoadSportChoicesInput,
  LoadSportChoicesOutput,
  LocateInput,
  SearchClubSlotsInput,
  SearchClubSlotsOutput,
} from './sportFirst/sportFirst.types';
import type { ExchangeBooking, LoadExchangeBookingInput } from './exchange/exchange.types';
import { bindReservationSelectors } from './reservation/reservation.loaded';
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

import { waitingListBinding, type WaitingListFlowActors } from './waitingList/waitingList.provide';

type Call<O, I> = PromiseActorLogic<O, I>;

/** The waiting-list child's calls (waitingList/) are part of the flow's actors. */
export interface BookingFlowActors extends WaitingListFlowActors {
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
  /** GET /api/users/{userId}/latampassid: the booker's saved LATAM Pass account id. */
  fetchLatamPassId: Call<FetchLatamPassIdOutput, FetchLatamPassIdInput>;
  /** The sport-first search's calls and the device's position (sportFirst/). */
  loadSportChoices: Call<LoadSportChoicesOutput, LoadSportChoicesInput>;
  locate: Call<GeoPoint, LocateInput>;
  searchClubSlots: Call<SearchClubSlotsOutput, SearchClubSlotsInput>;
  /** GET /api/bookings/{id}: the booking being changed. */
  loadExchangeBooking: Call<ExchangeBooking, LoadExchangeBookingInput>;
  /**
   * The payment modal's cashier with its API calls and actions (machines/cashier provideCashier), or
   * how to load it (its own chunk, fetched with the reservation); without it the cashier's calls are
   * not provided and it shows its load failure.
   */
  cashier?: CashierMachine | (() => Promise<CashierMachine>);
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

/** The reservation child wired to the app, from its lazily imported modules. */
async function loadReservation(actors: BookingFlowActors, actions: BookingFlowActions): Promise<ReservationMachine> {
  const [{ reservationMachine }, selectors, { paymentResultMachine }, cashier] = await Promise.all([
    import('./reservation/reservation.machine'),
    import('./reservation/reservation.selectors'),
    import('#machines/paymentResult/paymentResult.machine'),
    typeof actors.cashier === 'function' ? actors.cashier() : actors.cashier,
  ]);
  bindReservationSelectors(selectors);
  const settlePayment = paymentResultMachine.provide({
    actions: {
      navigate: (_, params) => actions.navigate(params),
      redirectExternal: (_, params) => actions.redirectExternal(params),
      showErrorPage: (_, params) => actions.showErrorPage(params),
      trackPurchase: (_, params) => actions.trackPurchase(params),
    },
  });
  return reservationMachine.provide({
    actors: {
      fetchInsurancePlan: actors.fetchInsurancePlan,
      loadCouponsSummary: actors.loadCouponsSummary,
      requestQuote: actors.requestQuote,
      checkServiceFee: actors.checkServiceFee,
      createBooking: actors.createBooking,
      cancelBooking: actors.cancelBooking,
      fetchLatamPassId: actors.fetchLatamPassId,
      settlePayment,
      ...(cashier ? { cashier } : {}),
    },
    actions: { navigate: (_, params) => actions.navigate(params), redirectExternal: (_, params) => actions.redirectExternal(params) },
  });
}

/** The booking machine with the app's actors and actions, its children included (the reservation once loaded). */
export function provideBookingFlow(actors: BookingFlowActors, actions: BookingFlowActions) {
  const reservation = lateLogic<ReservationMachine>('booking', 'reservation');
  let loading: Promise<void> | null = null;
  const load = () =>
    (loading ??= loadReservation(actors, actions).then(
      (machine) => reservation.bind(machine),
      (error: unknown) => {
        loading = null; // a failed chunk load (offline) is tried again on the next hold
        throw error;
      },
    ));
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
      loadSportChoices: actors.loadSportChoices,
      locate: actors.locate,
      searchClubSlots: actors.searchClubSlots,
      loadExchangeBooking: actors.loadExchangeBooking,
      loadReservation: fromPromise(() => load()),
      reservation: reservation.logic,
      // The waiting-list child (waitingList/), bound when the toggle is first turned on.
      ...waitingListBinding(actors),
    },
    actions: {
      navigate: (_, params) => actions.navigate(params),
      showToast: (_, params) => actions.showToast(params),
      requestLogin: (_, params) => actions.requestLogin(params),
      openInBrowser: (_, params) => actions.openInBrowser(params),
    },
  });
}
