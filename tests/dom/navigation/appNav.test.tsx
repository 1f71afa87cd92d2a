// Issue 9 item 11: the navigation a player expects. Every screen has the brand bar (name home, the
// language switch, the profile) and the main navigation (a bottom tab bar on phones, links in the
// header on wide screens) to the areas that exist, the current one marked; the back button stays
// hidden where the spec hides it; the tab bar steps aside in the reservation flow; inside the native
// shell it is always the bottom bar.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { Screen } from '#shell/layout/Screen';
import { navItems, currentNavItem, tabBarHidden } from '#shell/layout/navItems';
import { routeById } from '#app/routes/routeTable';
import type { ScreenRoute } from '#shell/routes/types';
import { renderScreen } from '../support/renderScreen';

afterEach(cleanup);

const Plain = () => (
  <Screen>
    <p>content</p>
  </Screen>
);

const nav = () => screen.getByRole('navigation', { name: 'Navegación principal' });

describe('the main navigation', () => {
  it.each([
    ['book.slots', '/book/slots'],
    ['book.insurance', '/book/insurance'],
    ['book.summary', '/book/summary'],
    ['summary', '/summary/42'],
  ])('%s has the brand bar with the profile and the language switch, and the main navigation', async (routeId, url) => {
    await renderScreen(Plain, { routeId, url });
    const banner = screen.getByRole('banner');
    expect(
      within(banner)
        .getByRole('link', { name: /Courtflow/ })
        .getAttribute('href'),
    ).toBe('/book/search');
    expect(within(banner).getByRole('combobox', { name: 'Idioma' })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: /Ingresar|Mi perfil/ })).toBeTruthy();
    const links = within(nav()).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Buscar', '/book/search'],
      ['Reservas', '/bookings'],
      ['Match', '/match/home'],
      ['Perfil', '/profile/menu'],
    ]);
  });

  it('marks the current area (search for every booking step, profile for the profile menu)', async () => {
    await renderScreen(Plain, { routeId: 'book.slots', url: '/book/slots' });
    expect(within(nav()).getByRole('link', { name: 'Buscar' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav()).getByRole('link', { name: 'Perfil' }).getAttribute('aria-current')).toBeNull();
    cleanup();
    await renderScreen(Plain, { routeId: 'profile.menu', url: '/profile/menu' });
    expect(within(nav()).getByRole('link', { name: 'Perfil' }).getAttribute('aria-current')).toBe('page');
  });

  it('the profile menu has a way home (search) while its back button stays hidden, as the spec says', async () => {
    await renderScreen(Plain, { routeId: 'profile.menu', url: '/profile/menu' });
    expect(within(nav()).getByRole('link', { name: 'Buscar' }).getAttribute('href')).toBe('/book/search');
    expect(screen.queryByRole('button', { name: /Volver/ })).toBeNull();
  });

  it('links only to areas that exist; a built area appears by itself', () => {
    const built = (id: string) => (routeById(id) as ScreenRoute | undefined)?.status === 'built';
    expect(navItems('/book/search', built).map((i) => i.id)).toEqual(['search', 'bookings', 'match', 'profile']);
    expect(navItems('/book/clubs', () => true).map((i) => [i.id, i.to])).toEqual([
      ['search', '/book/clubs'],
      ['bookings', '/bookings'],
      ['match', '/match/home'],
      ['profile', '/profile/menu'],
    ]);
    expect(currentNavItem('summary')).toBe('bookings');
    expect(currentNavItem('match.wizard')).toBe('match');
    expect(currentNavItem('login')).toBeNull();
  });

  it('the phone tab bar steps aside in the reservation flow and the match wizard (their own bar at the bottom)', async () => {
    expect(['book.insurance', 'book.summary', 'match.wizard'].every(tabBarHidden)).toBe(true);
    expect(['book.search', 'book.slots', 'summary', 'profile.menu'].some(tabBarHidden)).toBe(false);
    await renderScreen(Plain, { routeId: 'book.summary', url: '/book/summary' });
    expect(nav().className).toContain('app-nav--no-tab-bar');
  });

  it('inside the native shell the navigation is the app’s bottom bar at every width; the back key keeps its rules', async () => {
    const shell = { kind: 'native', os: 'android', subscribe: () => () => undefined } as never;
    await renderScreen(Plain, { routeId: 'profile.menu', url: '/profile/menu', runtime: { shell } });
    expect(nav().className).toContain('app-nav--shell');
    cleanup();
    await renderScreen(Plain, { routeId: 'book.slots', url: '/book/slots' });
    expect(nav().className).not.toContain('app-nav--shell');
  });

  it('a brand that starts at the club list: search leads there', async () => {
    await renderScreen(Plain, { routeId: 'book.clubs', url: '/book/clubs', runtime: { startPath: '/book/clubs' } });
    expect(within(nav()).getByRole('link', { name: 'Buscar' }).getAttribute('href')).toBe('/book/clubs');
    expect(within(nav()).getByRole('link', { name: 'Buscar' }).getAttribute('aria-current')).toBe('page');
  });
});
