import { I18nProvider } from '@lingui/react';
import { i18n } from '#shell/i18n/catalogs';
import type { AppRuntime } from '#shell/appRuntime';
import { RuntimeContext } from '#shell/runtimeContext';
import { RouterView } from '#shell/routes/RouterView';
import { AppLayout } from './layout/AppLayout';
import { BootScreen } from './layout/BootScreen';
import { RouteError } from './layout/RouteError';

/**
 * Lingui, the runtime (session, api, brand...) and the router. No StrictMode: its double effects
 * would start screens' machines twice and repeat mount-time calls (an e-mail confirmation link
 * would then answer 'already confirmed' in development only).
 */
export function AppProviders({ runtime }: { runtime: AppRuntime }) {
  return (
    <I18nProvider i18n={i18n}>
      <RuntimeContext.Provider value={runtime}>
        <RouterView router={runtime.router} layout={AppLayout} fallback={BootScreen} errorPage={RouteError} />
      </RuntimeContext.Provider>
    </I18nProvider>
  );
}
