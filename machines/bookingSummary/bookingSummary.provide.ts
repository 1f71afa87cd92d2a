// The typed provide() through which src/ supplies the summary's API actors, the cashier (the app's,
// through the cashier port) and the view actions, and tests supply fakes.
import type { PromiseActorLogic } from 'xstate';
import type { CashierMachine } from '#machines/cashier/cashier.machine';
import { paymentResultMachine } from '#machines/paymentResult/paymentResult.machine';
import type { ShowErrorPageParams, TrackPurchaseParams } from '#machines/paymentResult/paymentResult.types';
import { bookingSummaryMachine } from './bookingSummary.machine';
import type {
  CanReviewInput,
  CopyTextInput,
  DownloadCalendarParams,
  LoadSummaryInput,
  NavigateParams,
  PayInput,
  PayOutput,
  PayWithCreditInput,
  PayWithCreditOutput,
  RedirectExternalParams,
  SummaryData,
} from './bookingSummary.types';

type Call<O, I> = PromiseActorLogic<O, I>;

export interface BookingSummaryActors {
  loadSummary: Call<SummaryData, LoadSummaryInput>;
  pay: Call<PayOutput, PayInput>;
  payWithCredit: Call<PayWithCreditOutput, PayWithCreditInput>;
  copyText: Call<void, CopyTextInput>;
  canReview: Call<boolean, CanReviewInput>;
  requestReview: Call<boolean, void>;
  cashier: CashierMachine;
  /** Resolves once the cashier can run (the app loads it on demand). */
  cashierReady: Call<void, void>;
}

export interface BookingSummaryActions {
  navigate(params: NavigateParams): void;
  redirectExternal(params: RedirectExternalParams): void;
  openExternal(params: RedirectExternalParams): void;
  showErrorPage(params: ShowErrorPageParams): void;
  trackPurchase(params: TrackPurchaseParams): void;
  downloadCalendar(params: DownloadCalendarParams): void;
}

/** The summary machine with the app's actors and actions, the payment result's included. */
export function provideBookingSummary(actors: BookingSummaryActors, actions: BookingSummaryActions) {
  const settlePayment = paymentResultMachine.provide({
    actions: {
      navigate: (_, params) => actions.navigate(params),
      redirectExternal: (_, params) => actions.redirectExternal(params),
      showErrorPage: (_, params) => actions.showErrorPage(params),
      trackPurchase: (_, params) => actions.trackPurchase(params),
    },
  });
  return bookingSummaryMachine.provide({
    actors: { ...actors, settlePayment },
    actions: {
      navigate: (_, params) => actions.navigate(params),
      openExternal: (_, params) => actions.openExternal(params),
      downloadCalendar: (_, params) => actions.downloadCalendar(params),
    },
  });
}
