import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { sessionSelectors } from '#machines/session';
import { AppProviders } from '#app/AppProviders';
import { activateLanguage, loadWholeCatalog } from '#shell/i18n/catalogs';
import { prefetch, whenIdle } from '#shell/idlePrefetch';
import { createAppRuntime } from '#app/runtime';
import { otherScreens } from '#app/routes/routeEntries';
import { loadWholeTable } from '#app/routes/knownRoutes';
import '#ui/styles/base.css';

/** Gives the browser the main thread back between start-up steps, so none of them is one long task. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  await yieldToBrowser();
  const runtime = createAppRuntime();
  // The first texts render in the session's language (cookie, else the browser's, else es-CL).
  await activateLanguage(sessionSelectors.language(runtime.session.getSnapshot()), { firstScreen: true });
  runtime.shell.ready({ brand: runtime.brand, language: sessionSelectors.language(runtime.session.getSnapshot()) });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  await yieldToBrowser();
  // A transition: React renders the first screen in slices, yielding to the browser between them.
  startTransition(() => createRoot(container).render(<AppProviders runtime={runtime} />));
  // The other screens' texts, routes and modules' loaders (a tap on the nav then waits for one chunk), once the first has painted.
  whenIdle(() => prefetch([loadWholeCatalog, loadWholeTable, otherScreens]));
}

void start();
