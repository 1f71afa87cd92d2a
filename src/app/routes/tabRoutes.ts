import { msg } from '@lingui/core/macro';
import { USER, hidesBack, later } from './routeEntries';

// The other areas' routes the main navigation offers as tabs (src/shell/layout/navItems.ts): the
// first visit's chunk carries these three entries, so the tabs show on the first paint, before the
// rest of the other areas' table loads (startRoutes.ts). otherAreas.ts puts them in their areas.
// Their titles wait for the whole catalog like the other areas' (vite.config.ts laterTexts).

export const bookingsTab = later('bookings', '/bookings', msg`Mis reservas`, USER, hidesBack);
export const matchTab = later('match.home', '/match/home', msg`Match`, 'login', hidesBack);
export const profileTab = later('profile.menu', '/profile/menu', msg`Mi perfil`, 'none', hidesBack);

export const tabRoutes = [bookingsTab, matchTab, profileTab];
