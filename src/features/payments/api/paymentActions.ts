// The app's actions for the payment machines: navigation, leaving for a provider's page, error reports.
import type { CashierActions } from '#machines/cashier';
import { goToExternalUrl } from '#shell/externalNavigation';
import type { AppRuntime } from '#shell/appRuntime';

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
