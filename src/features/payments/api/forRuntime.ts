// The cashier and the card enrolment of the running app: the real calls and the app's actions
// (navigation, leaving for a provider's page, error reports). The booking summary's payment modal
// and the /payment and /profile/creditcards pages use these; the cashier is in cashierForRuntime.ts.
import { fromPromise } from 'xstate';
import { savedCardsMachine, type LoadSavedCardsOutput } from '#machines/cardEnrolment';
import { provideCardEnrolment } from '#machines/cashier';
import type { AppRuntime } from '#shell/appRuntime';
import { createCardEnrolmentActors } from './actors';
import { loadSavedCards } from './fops';
import { paymentActionsFor } from './paymentActions';

export { cashierForRuntime } from './cashierForRuntime';
export { paymentActionsFor } from './paymentActions';

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
