// Issue 9 item 12: react-router warned "Matched leaf route at location … does not have an element or
// Component" for every forward of the route table ('/', '/book', '/profile', '/match', '/check_in',
// unknown URLs). The app router resolves forwards before anything renders: no warning, and a forward on
// the first load replaces the entry (back must not bounce to it).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { routeResolver } from '#app/routes/resolveRoute';
import { inFirstCatalog, routeTable } from '#app/routes/routeTable';
import { loadWholeCatalog } from '#shell/i18n/catalogs';
import { createAppRouter } from '#shell/routes/appRouter';
import { RouterView } from '#shell/routes/RouterView';
import { startFakeSession } from '../support/fakeSession';

afterEach(cleanup);

const Screen = () => <p data-testid="screen">screen</p>;
const Failed = ({ error }: { error: unknown }) => <p>{String(error)}</p>;

describe('the forwards of the route table', () => {
  it.each(['/', '/book', '/profile', '/match', '/check_in', '/no/such/page'])(
    '%s forwards to a screen, replacing its entry, without a react-router warning',
    async (url) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        const session = await startFakeSession();
        // The screens themselves are not under test: a stub stands in for each built screen.
        const stubbed = routeTable.map((r) =>
          r.kind === 'screen' && r.status === 'built' ? { ...r, screen: async () => ({ default: Screen }) } : r,
        );
        const history = createMemoryHistory({ initialEntries: [url] });
        const router = createAppRouter({
          history,
          resolve: routeResolver(stubbed, { session, startPath: '/book/search', inFirstCatalog, loadWholeCatalog }),
        });
        void router.start();
        const view = render(<RouterView router={router} fallback={() => null} errorPage={Failed} comingSoon={Screen} />);
        await waitFor(() => expect(view.queryByTestId('screen')).not.toBeNull());
        expect(router.state.location.pathname).not.toBe(url);
        expect(history.index).toBe(0);
        expect(warn.mock.calls.flat().join(' ')).not.toMatch(/does not have an element or Component|No routes matched/);
      } finally {
        warn.mockRestore();
      }
    },
  );
});
