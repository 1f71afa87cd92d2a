// `npm run flows:serve`: the flow visualiser alone, for a product owner without the API (no session,
// no server): the registry's machines, their charts, walks and the latest test reports.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { I18nProvider } from '@lingui/react';
import { FlowsExplorer } from '#features/flows/FlowsExplorer';
import { activateLanguage, i18n } from '#shell/i18n/catalogs';
import '#ui/styles/base.css';

const router = createBrowserRouter([{ path: '*', element: <FlowsExplorer /> }]);

async function start(): Promise<void> {
  await activateLanguage(navigator.language);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <main style={{ padding: 12 }}>
          <RouterProvider router={router} />
        </main>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
