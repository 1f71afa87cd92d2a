import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { sessionSelectors } from '#machines/session';
import { createApiClient } from '#api/client';
import { FALLBACK_COUNTRY } from '#kernel/lib/i18n';
import { toasts } from '#ui/toastStore';
import { readAppInfo } from '#shell/appInfo';
import type { AppRuntime } from '#shell/appRuntime';
import { createAppRouter, type AppRouter } from '#shell/routes/appRouter';
import { applyBrand, brandFeatures } from '#shell/brand';
import { createHistoryStore } from '#shell/routes/historyStore';
import { routeResolver } from './routes/resolveRoute';
import { inFirstCatalog, startTable } from './routes/startRoutes';
import { loadWholeTable, routeById } from './routes/knownRoutes';
import { loadWholeCatalog } from '#shell/i18n/catalogs';
import { createSessionActor } from './session/createSession';
import { createShellBridge } from '#shell/bridge';
import { installBackKey } from '#shell/bridge/installBackKey';
import { currentRouteId } from '#shell/routes/currentRouteId';

/** Query params read once at start that must not stay in the address bar (a session token). */
const SENSITIVE_PARAMS = ['injectauthtoken'];

function stripSensitiveParams(): void {
  const url = new URL(window.location.href);
  if (!SENSITIVE_PARAMS.some((p) => url.searchParams.has(p))) return;
  SENSITIVE_PARAMS.forEach((p) => url.searchParams.delete(p));
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * Builds the app once: brand, API client (headers from the session), session actor (real calls,
 * app actions), router (the route table with its guards), back-history stack and shell bridge.
 */
export function createAppRuntime(): AppRuntime {
  const search = window.location.search;
  const appInfo = readAppInfo(search);
  const { brand } = appInfo;
  const { startPath } = brandFeatures(brand);
  applyBrand(brand);
  stripSensitiveParams();

  // The session and the router need each other; both exist before anything runs.
  let session!: AppRuntime['session'];
  let router!: AppRouter;
  const navigate = (to: string) => void router.navigate(to);

  const api = createApiClient({
    headers() {
      const c = session.getSnapshot().context;
      return {
        appId: c.appId,
        appOs: c.os ?? appInfo.os,
        appVersion: c.version ?? appInfo.version,
        language: c.language,
        country: c.country ?? FALLBACK_COUNTRY.isoCode,
        token: c.token,
      };
    },
    onSessionLost(loggedIn) {
      const s = session.getSnapshot();
      // Start-up and logout handle their own 401s (token check, revoked token).
      if (sessionSelectors.isBooting(s) || sessionSelectors.isLoggingOut(s)) return;
      navigate(loggedIn ? '/logout?refresh=1' : '/login?refresh=1');
    },
    onFrontId(frontId) {
      session.send({ type: 'api.frontId', frontId });
      if (sessionSelectors.isOffline(session.getSnapshot())) session.send({ type: 'network.online' });
    },
    onNetworkError() {
      session.send({ type: 'network.offline' });
    },
  });

  session = createSessionActor({
    api,
    appInfo,
    navigate,
    location: () => router.state.location,
    toasts,
    reloadPage: () => window.location.reload(),
    search,
  });

  const history = createHistoryStore();
  router = createAppRouter({
    history: createBrowserHistory(),
    resolve: routeResolver(startTable, { session, startPath, inFirstCatalog, loadWholeCatalog, loadWholeTable }),
  });

  router.subscribe((state) => {
    if (!state.initialized || state.navigation.state !== 'idle') return;
    history.record(state.historyAction, { key: state.location.key, path: `${state.location.pathname}${state.location.search}` });
  });

  const shell = createShellBridge();
  installBackKey({ shell, router, brand, startPath, history, routeId: () => currentRouteId(router.state) });

  window.addEventListener('online', () => session.send({ type: 'network.online' }));
  window.addEventListener('offline', () => session.send({ type: 'network.offline' }));

  session.start();
  void router.start();
  return { appInfo, brand, startPath, api, session, router, shell, toasts, history, routeById };
}
