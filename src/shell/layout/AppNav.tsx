import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Link } from 'react-router';
import { useRuntime } from '../runtimeContext';
import type { ScreenRoute } from '../routes/types';
import { currentNavItem, navItems, tabBarHidden, type NavItemId } from './navItems';
import { useCurrentRoute } from './useCurrentRoute';
import { UnreadBadge } from '../live/UnreadBadge';
import './AppNav.css';

const ICONS: Record<NavItemId, string> = {
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-4.35-4.35',
  bookings: 'M7 3v3M17 3v3M4 8h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z',
  match: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5 6.5c3 2 4 8 0 11M19 6.5c-3 2-4 8 0 11',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
};

/**
 * The main navigation: one landmark that is a bottom tab bar on phones (always, inside the native
 * shell) and a row of links in the brand bar on wide screens. The current area is marked.
 */
export function AppNav() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { startPath, shell, routeById } = useRuntime();
  const isBuilt = (routeId: string) => (routeById(routeId) as ScreenRoute | undefined)?.status === 'built';
  const route = useCurrentRoute();
  const current = currentNavItem(route?.id);
  const items = navItems(startPath, isBuilt);
  if (items.length === 0) return null;
  const classes = ['app-nav', shell.kind === 'native' ? 'app-nav--shell' : '', tabBarHidden(route?.id) ? 'app-nav--no-tab-bar' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <nav className={classes} aria-label={t`Navegación principal`}>
      <ul className="app-nav__list">
        {items.map((item) => (
          <li key={item.id}>
            <Link to={item.to} className="app-nav__link" aria-current={item.id === current ? 'page' : undefined}>
              <svg
                className="app-nav__icon"
                width="22"
                height="22"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
              >
                <path d={ICONS[item.id]} />
              </svg>
              <span className="app-nav__label">{i18n._(item.label)}</span>
              {item.id === 'profile' ? <UnreadBadge /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
