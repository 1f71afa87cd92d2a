import { createRoot } from 'react-dom/client';
import { sessionSelectors } from '#machines/session';
import { AppProviders } from '#app/AppProviders';
import { activateLanguage, loadWholeCatalog } from '#shell/i18n/catalogs';
import { prefetch, whenIdle } from '#shell/idlePrefetch';
import { createAppRuntime } from '#app/runtime';
import { otherScreens } from '#app/routes/routeEntries';
import { loadWholeTable } from '#app/routes/knownRoutes';
import '#ui/styles/base.css';

async function start(): Promise<void> {
  const runtime = createAppRuntime();
  // The first texts render in the session's language (cookie, else the browser's, else es-CL).
  await activateLanguage(sessionSelectors.language(runtime.session.getSnapshot()), { firstScreen: true });
  runtime.shell.ready({ brand: runtime.brand, language: sessionSelectors.language(runtime.session.getSnapshot()) });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(<AppProviders runtime={runtime} />);
  // The other screens' texts, routes and modules' loaders (a tap on the nav then waits for one chunk), once the first has painted.
  whenIdle(() => prefetch([loadWholeCatalog, loadWholeTable, otherScreens]));
}

void start();
