import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The app's main navigation (issue 9 item 11): the four areas a player moves between — search,
// bookings, match and profile — each offered only once its screen exists (the route table says so),
// so a 'coming soon' page is never a tab and a newly built area appears by itself.

export type NavItemId = 'search' | 'bookings' | 'match' | 'profile';

export interface NavItem {
  id: NavItemId;
  to: string;
  label: MessageDescriptor;
  /** The route whose being built puts the item in the navigation. */
  routeId: string;
}

/** The areas, in the order of the bar; search starts where the brand starts (its start screen). */
export function navItems(startPath: string, isBuilt: (routeId: string) => boolean): NavItem[] {
  const all: NavItem[] = [
    { id: 'search', to: startPath, label: msg`Buscar`, routeId: startPath === '/book/clubs' ? 'book.clubs' : 'book.search' },
    { id: 'bookings', to: '/bookings', label: msg`Reservas`, routeId: 'bookings' },
    { id: 'match', to: '/match/home', label: msg`Match`, routeId: 'match.home' },
    { id: 'profile', to: '/profile/menu', label: msg`Perfil`, routeId: 'profile.menu' },
  ];
  return all.filter((item) => isBuilt(item.routeId));
}

/** Which area a screen belongs to (marked as the current page), by its route id. */
export function currentNavItem(routeId: string | undefined): NavItemId | null {
  if (!routeId) return null;
  if (routeId === 'home' || routeId === 'book' || routeId.startsWith('book.')) return 'search';
  if (routeId === 'bookings' || routeId === 'summary' || routeId === 'activity_summary' || routeId === 'invite') return 'bookings';
  if (routeId === 'match' || routeId.startsWith('match.') || routeId === 'open_match') return 'match';
  if (routeId === 'profile' || routeId.startsWith('profile.')) return 'profile';
  return null;
}

/**
 * Screens where the phone's bottom tab bar steps aside: the reservation (insurance step and summary,
 * whose pay bar sits at the bottom and whose back button the spec hides to keep the player on the
 * hold) and the match wizard (a flow of its own). The header's links stay on wide screens.
 */
const WITHOUT_TAB_BAR: ReadonlySet<string> = new Set(['book.insurance', 'book.summary', 'match.wizard']);
export const tabBarHidden = (routeId: string | undefined): boolean => routeId !== undefined && WITHOUT_TAB_BAR.has(routeId);
