// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { msg } from '@lingui/core/macro';
import { routeResolver } from '#app/routes/resolveRoute';
import { createAppRouter, type AppRouter } from '#shell/routes/appRouter';
import { inFirstCatalog, routeTable } from '#app/routes/routeTable';
import { startTable } from '#app/routes/startRoutes';
import { loadWholeTable, routeById } from '#app/routes/knownRoutes';
import { loadWholeCatalog } from '#shell/i18n/catalogs';
import type { RouteEntry } from '#shell/routes/types';
import type { SessionActor } from '#app/session/createSession';
import { startFakeSession, TEST_CONFIG } from '../support/fakeSession';

/** A JWT-shaped token with the claims the session decodes. */
const token = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;

function routerFor(session: SessionActor, url: string, table: readonly RouteEntry[] = routeTable) {
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [url] }),
    resolve: routeResolver(table, { session, startPath: '/book/search', inFirstCatalog, loadWholeCatalog }),
  });
  void router.start();
  return router;
}

async function settled(router: AppRouter) {
  // Up to 5 s: the first load of a lazy screen module (the booking flow) transforms its whole graph.
  for (let i = 0; i < 1000 && (!router.state.initialized || router.state.navigation.state !== 'idle'); i++)
    await new Promise((r) => setTimeout(r, 5));
  return router.state.location;
}

async function loggedInSession(role = 'user') {
  const session = await startFakeSession();
  session.send({ type: 'session.login', token: token({ id: 7, role, corp: null }) });
  return session;
}

// The first route resolved imports the lazy screens' modules (transformed on first use): generous on a
// loaded machine, as in clubPage.test.tsx.
describe('the router with its guards', { timeout: 15_000 }, () => {
  it('/ and /book go to the search; unknown URLs go to /book and on to the search', async () => {
    const session = await startFakeSession();
    for (const url of ['/', '/book', '/no/such/page']) {
      const location = await settled(routerFor(session, url));
      expect(location.pathname, url).toBe('/book/search');
    }
  });

  it('sends an anonymous visitor of a login route to login with the way back', async () => {
    const session = await startFakeSession();
    const location = await settled(routerFor(session, '/book/slots?sportId=1&date=2030-01-01'));
    expect(location.pathname).toBe('/login');
    const query = new URLSearchParams(location.search);
    expect(query.get('returnTo')).toBe('/book/slots');
    expect(query.get('returnParams')).toBe('sportId=1&date=2030-01-01');
  });

  it('lets a logged-in user in, and sends them from /login and /register to the search', async () => {
    const session = await loggedInSession();
    expect((await settled(routerFor(session, '/bookings'))).pathname).toBe('/bookings');
    expect((await settled(routerFor(session, '/login'))).pathname).toBe('/book/search');
    expect((await settled(routerFor(session, '/register'))).pathname).toBe('/book/search');
  });

  it('on a role mismatch stays where it was (or goes to the search on a first load)', async () => {
    const adminOnly: RouteEntry = {
      kind: 'screen',
      id: 'admin.area',
      path: '/admin',
      title: msg`Admin`,
      auth: ['admin', 'clubadmin'],
      status: 'comingSoon',
    };
    const table = [...routeTable, adminOnly];
    const session = await loggedInSession('teacher');
    expect((await settled(routerFor(session, '/admin', table))).pathname).toBe('/book/search');
    const router = routerFor(session, '/profile/menu', table);
    await settled(router);
    await router.navigate('/admin');
    expect((await settled(router)).pathname).toBe('/profile/menu');
    const admin = await loggedInSession('admin');
    expect((await settled(routerFor(admin, '/admin', table))).pathname).toBe('/admin');
  });

  it("as the app builds it (the booking area first), loads the whole table for another area's URL", async () => {
    const session = await startFakeSession();
    const lazily = (url: string) =>
      createAppRouter({
        history: createMemoryHistory({ initialEntries: [url] }),
        resolve: routeResolver(startTable, { session, startPath: '/book/search', inFirstCatalog, loadWholeCatalog, loadWholeTable }),
      });
    expect(startTable.some((r) => r.id === 'login')).toBe(false);
    const toLogin = lazily('/profile/user');
    void toLogin.start();
    const location = await settled(toLogin);
    expect(location.pathname).toBe('/login');
    expect(routeById('profile.user')?.path).toBe('/profile/user');
    const unknown = lazily('/no/such/page');
    void unknown.start();
    expect((await settled(unknown)).pathname).toBe('/book/search');
  });

  it('forces the country choice when the configuration asks for it', async () => {
    const session = await startFakeSession({ config: { ...TEST_CONFIG, appConfig: { ...TEST_CONFIG.appConfig, force_country: true } } });
    const location = await settled(routerFor(session, '/book/search'));
    expect(location.pathname).toBe('/profile/countries');
    expect(new URLSearchParams(location.search).get('returnTo')).toBe('/book/search');
  });
});
