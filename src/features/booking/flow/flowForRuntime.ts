// The booking flow of the running app: one per runtime, created on the first booking screen.
import { sessionSelectors } from '#machines/session';
import { goToExternalUrl } from '#shell/externalNavigation';
import { i18n, loadWholeCatalog } from '#shell/i18n/catalogs';
import type { AppRuntime } from '#shell/appRuntime';
import type { CashierPort } from '#shell/cashierPort';
import { noAnalytics } from './analytics';
import { createBookingFlow, type BookingFlow } from './bookingFlow';

const flows = new WeakMap<AppRuntime, BookingFlow>();

export function bookingFlowFor(runtime: AppRuntime, cashierPort: CashierPort): BookingFlow {
  let flow = flows.get(runtime);
  if (flow) return flow;
  const { session, router } = runtime;
  flow = createBookingFlow({
    api: runtime.api,
    navigate: (to, options) => void router.navigate(to, options),
    location: () => router.state.location,
    viewer() {
      const s = session.getSnapshot();
      const id = sessionSelectors.userId(s);
      const profile = sessionSelectors.profile(s);
      const user =
        id !== null && sessionSelectors.isLoggedIn(s)
          ? { id, firstName: profile?.first_name ?? '', lastName: profile?.last_name ?? '' }
          : null;
      return { user, country: sessionSelectors.country(s) };
    },
    brand: runtime.brand,
    platform: runtime.shell.kind === 'native' ? 'app' : 'web',
    now: () => Date.now(),
    toasts: runtime.toasts,
    i18n,
    textsReady: loadWholeCatalog,
    webOrigin: () => session.getSnapshot().context.config?.globalUrl || window.location.origin,
    openWindow: (url) => void window.open(url, '_blank', 'noopener'),
    redirectExternal: goToExternalUrl,
    analytics: noAnalytics,
    // A one-click card enrolled from the summary's cashier comes back to this summary and pays with it.
    cashier: () =>
      cashierPort.cashierFor(runtime, () => {
        const { pathname, search } = router.state.location;
        if (pathname !== '/book/summary') return null;
        const query = new URLSearchParams(search);
        query.delete('pay');
        query.set('payment', 'WEBPAYONECLICK');
        return `${pathname}?${query.toString().replace(/%3A/gi, ':')}`;
      }),
    startPath: runtime.startPath,
    shell: runtime.shell,
  });
  flows.set(runtime, flow);
  return flow;
}
