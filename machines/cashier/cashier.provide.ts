// One place where the app plugs its implementations into the cashier and its card enrolment
// child: the API calls, the provider's script and the view-supplied actions.
import type { PromiseActorLogic } from 'xstate';
import { cardEnrolmentMachine } from '#machines/cardEnrolment/cardEnrolment.machine';
import type {
  CardConfig,
  DeleteCardInput,
  EnrolCardInput,
  EnrolledCard,
  LoadCardConfigInput,
  NavigateParams,
  PrecheckCardInput,
  ReportErrorParams,
  TokenizeCardInput,
  TokenizeCardOutput,
  UpdateMissingDataInput,
  Verify3dsInput,
  Verify3dsOutput,
} from '#machines/cardEnrolment/cardEnrolment.types';
import { cashierMachine } from './cashier.machine';
import type {
  LoadBanksInput,
  LoadBanksOutput,
  LoadFopsInput,
  LoadFopsOutput,
  RedirectExternalParams,
  RequestTransferTokenInput,
  RequestTransferTokenOutput,
  ReturnToCallerParams,
  StartOneClickEnrolmentInput,
  StartOneClickEnrolmentOutput,
} from './cashier.types';

type Call<O, I> = PromiseActorLogic<O, I>;

export interface CardEnrolmentActors {
  loadCardConfig: Call<CardConfig, LoadCardConfigInput>;
  updateMissingData: Call<void, UpdateMissingDataInput>;
  precheckCard: Call<void, PrecheckCardInput>;
  tokenizeCard: Call<TokenizeCardOutput, TokenizeCardInput>;
  verify3ds: Call<Verify3dsOutput, Verify3dsInput>;
  enrolCard: Call<EnrolledCard, EnrolCardInput>;
  deleteCard: Call<void, DeleteCardInput>;
}

export interface CashierActors extends CardEnrolmentActors {
  loadFops: Call<LoadFopsOutput, LoadFopsInput>;
  loadBanks: Call<LoadBanksOutput, LoadBanksInput>;
  requestTransferToken: Call<RequestTransferTokenOutput, RequestTransferTokenInput>;
  startOneClickEnrolment: Call<StartOneClickEnrolmentOutput, StartOneClickEnrolmentInput>;
}

export interface CashierActions {
  returnToCaller(params: ReturnToCallerParams): void;
  redirectExternal(params: RedirectExternalParams): void;
  navigate(params: NavigateParams): void;
  reportError(params: ReportErrorParams): void;
}

/** The card enrolment machine with the app's actors and actions (also for /profile/creditcards). */
export function provideCardEnrolment(actors: CardEnrolmentActors, actions: Pick<CashierActions, 'navigate' | 'reportError'>) {
  return cardEnrolmentMachine.provide({
    actors,
    actions: { navigate: (_, params) => actions.navigate(params), reportError: (_, params) => actions.reportError(params) },
  });
}

/** The cashier with the app's actors and actions, its card enrolment child included. */
export function provideCashier(actors: CashierActors, actions: CashierActions) {
  return cashierMachine.provide({
    actors: {
      loadFops: actors.loadFops,
      loadBanks: actors.loadBanks,
      requestTransferToken: actors.requestTransferToken,
      startOneClickEnrolment: actors.startOneClickEnrolment,
      cardEnrolment: provideCardEnrolment(actors, actions),
      cardDeletion: provideCardEnrolment(actors, actions),
    },
    actions: {
      returnToCaller: (_, params) => actions.returnToCaller(params),
      redirectExternal: (_, params) => actions.redirectExternal(params),
    },
  });
}
