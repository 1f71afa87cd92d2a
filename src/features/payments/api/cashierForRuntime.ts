// The cashier of the running app. Its calls (and their contract schemas, the provider's script
// loader) load on the first one, so the booking route that injects the cashier does not carry them.
import { provideCashier, type CashierActions, type CashierActors } from '#machines/cashier';
import { lazyPromiseActors } from '#api/lazyActors';
import type { AppRuntime } from '#shell/appRuntime';
import { paymentActionsFor } from './paymentActions';

/** The cashier's calls; the summary's next-step prefetch asks for the same chunk. */
export const loadCashierCalls = () => import('./actors');

const CASHIER_CALLS = {
  loadFops: true,
  loadBanks: true,
  requestTransferToken: true,
  startOneClickEnrolment: true,
  loadCardConfig: true,
  updateMissingData: true,
  precheckCard: true,
  tokenizeCard: true,
  verify3ds: true,
  enrolCard: true,
  deleteCard: true,
} as const;

/**
 * @param enrolmentReturnTo where a one-click card enrolled from this cashier comes back to (a booking's
 *   summary: the player pays there with the new card).
 */
export function cashierForRuntime(
  runtime: Pick<AppRuntime, 'api' | 'router'>,
  overrides: Partial<CashierActions> = {},
  enrolmentReturnTo?: () => string | null,
) {
  const actors = lazyPromiseActors<CashierActors>(
    async () => (await loadCashierCalls()).createCashierActors(runtime.api, undefined, enrolmentReturnTo),
    CASHIER_CALLS,
  );
  return provideCashier(actors, paymentActionsFor(runtime, overrides));
}
