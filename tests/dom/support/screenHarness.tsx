import type { ComponentType, ReactElement } from 'react';
import { I18nProvider } from '@lingui/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ApiClient } from '#api/client';
import { activateLanguage, i18n } from '#shell/i18n/catalogs';
import type { AppRuntime, SessionActor } from '#shell/appRuntime';
import { RuntimeContext } from '#shell/runtimeContext';
import { createHistoryStore } from '#shell/routes/historyStore';
import type { RouteHandle } from '#shell/routes/types';
import { routeById } from '#app/routes/routeTable';
import { createBrowserBridge } from '#shell/bridge/browserBridge';
import { createToastStore } from '#ui/toastStore';
import { startFakeSession } from './fakeSession';

export interface ScreenHarnessOptions {
  /** The route-table id of the screen (its path and handle are used). */
  routeId: string;
  url: string;
  session?: SessionActor;
  api?: Partial<ApiClient>;
  language?: string;
  /** Parts of the runtime to replace (the shell bridge, the start path...). */
  runtime?: Partial<AppRuntime>;
  /** Other screens by route-table id, where the screen may send the user (instead of the marker). */
  also?: Record<string, ComponentType>;
}

/**
 * One screen as the app renders it (Lingui, the runtime, a router at the route's path, every other
 * path a marker), without a server: the DOM tests render its element, and so do the stories.
 */
export async function createScreenHarness(Screen: ComponentType, options: ScreenHarnessOptions) {
  await activateLanguage(options.language ?? 'es-CL');
  const entry = routeById(options.routeId);
  if (!entry) throw new Error(`No route ${options.routeId}`);
  const session = options.session ?? (await startFakeSession());
  const handle: RouteHandle = { entry };
  const router = createMemoryRouter(
    [
      { path: entry.path, Component: Screen, handle },
      ...Object.entries(options.also ?? {}).map(([id, Component]) => {
        const other = routeById(id);
        if (!other) throw new Error(`No route ${id}`);
        return { path: other.path, Component, handle: { entry: other } satisfies RouteHandle };
      }),
      { path: '*', Component: () => <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [options.url] },
  );
  const api: ApiClient = {
    call: async () => {
      throw new Error('no api in this screen');
    },
    ...options.api,
  };
  const runtime = {
    appInfo: { brand: 'main', os: 'web', version: 'test' },
    brand: 'main',
    startPath: '/book/search',
    api,
    session,
    router,
    shell: createBrowserBridge({ history: window.history, open: () => null }),
    toasts: createToastStore(),
    history: createHistoryStore(),
    routeById,
    ...options.runtime,
  } as unknown as AppRuntime;
  const element: ReactElement = (
    <I18nProvider i18n={i18n}>
      <RuntimeContext.Provider value={runtime}>
        <RouterProvider router={router} />
      </RuntimeContext.Provider>
    </I18nProvider>
  );
  return { element, router, session, runtime };
}
