// The cashier and the card enrolment of the running app: the real calls and the app's actions
// (navigation, leaving for a provider's page, error reports). The booking summary's payment modal
// and the /payment and /profile/creditcards pages use these.
import { fromPromise } from 'xstate';
import { savedCardsMachine, type LoadSavedCardsOutput } from '#machines/cardEnrolment';
import { provideCardEnrolment, provideCashier, type CashierActions } from '#machines/cashier';
import { goToExternalUrl } from '#shell/externalNavigation';
import type { AppRuntime } from '#shell/appRuntime';
import { createCardEnrolmentActors, createCashierActors } from './actors';
import { loadSavedCards } from './fops';

export function paymentActionsFor(runtime: Pick<AppRuntime, 'router'>, overrides: Partial<CashierActions> = {}): CashierActions {
  return {
    // The modal's caller reads the cashier's output; the /payment page supplies its own.
    returnToCaller: () => {},
    redirectExternal: ({ url }) => goToExternalUrl(url),
    navigate: ({ to }) => void runtime.router.navigate(to),
    reportError: (params) => console.warn('card enrolment failed', params),
    ...overrides,
  };
}

/**
 * @param enrolmentReturnTo where a one-click card enrolled from this cashier comes back to (a booking's
 *   summary: the player pays there with the new card).
 */
export function cashierForRuntime(
  runtime: Pick<AppRuntime, 'api' | 'router'>,
  overrides: Partial<CashierActions> = {},
  enrolmentReturnTo?: () => string | null,
) {
  return provideCashier(createCashierActors(runtime.api, undefined, enrolmentReturnTo), paymentActionsFor(runtime, overrides));
}

export function cardEnrolmentForRuntime(runtime: Pick<AppRuntime, 'api' | 'router'>) {
  return provideCardEnrolment(createCardEnrolmentActors(runtime.api), paymentActionsFor(runtime));
}

/** The saved cards page: both lists, and the card enrolment machine for adding and deleting. */
export function savedCardsForRuntime(runtime: Pick<AppRuntime, 'api' | 'router'>) {
  const enrolment = cardEnrolmentForRuntime(runtime);
  return savedCardsMachine.provide({
    actors: {
      loadSavedCards: fromPromise<LoadSavedCardsOutput, { userId: number }>(({ input, signal }) =>
        loadSavedCards(runtime.api, input.userId, signal),
      ),
      cardEnrolment: enrolment,
      cardDeletion: enrolment,
    },
  });
}
