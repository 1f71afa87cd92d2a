// Issue 9 item 12: react-router warned "Matched leaf route at location … does not have an element or
// Component" for every forward of the route table ('/', '/book', '/profile', '/match', '/check_in',
// unknown URLs): a forward now renders nothing while its loader redirects.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { buildRoutes } from '#app/routes/buildRoutes';
import { routeTable } from '#app/routes/routeTable';
import { startFakeSession } from '../support/fakeSession';

afterEach(cleanup);

const Screen = () => <p data-testid="screen">screen</p>;

describe('the forwards of the route table', () => {
  it.each(['/', '/book', '/profile', '/match', '/check_in', '/no/such/page'])(
    '%s forwards without a "leaf route without an element" warning',
    async (url) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        const session = await startFakeSession();
        let router: ReturnType<typeof createMemoryRouter> | undefined;
        const routes = buildRoutes(routeTable, {
          session,
          startPath: '/book/search',
          routerState: () => router?.state ?? { initialized: false, location: { pathname: '/', search: '', hash: '' } },
        });
        // The screens themselves are not under test: a stub stands in for each (forwards keep their own).
        const forwards = new Set([undefined, ...routeTable.filter((r) => r.kind === 'redirect').map((r) => r.id)]);
        const stubbed = routes.map(
          (r): RouteObject => (forwards.has(r.id) || r.path === '*' ? r : { ...r, lazy: undefined, Component: Screen }) as RouteObject,
        );
        router = createMemoryRouter(stubbed, { initialEntries: [url] });
        const view = render(<RouterProvider router={router} />);
        await waitFor(() => expect(view.queryByTestId('screen')).not.toBeNull());
        expect(router.state.location.pathname).not.toBe(url);
        expect(warn.mock.calls.flat().join(' ')).not.toMatch(/does not have an element or Component/);
      } finally {
        warn.mockRestore();
      }
    },
  );
});
