import type { MessageDescriptor } from '@lingui/core';
import type { AuthRequirement, RedirectRoute, ScreenModule, ScreenRoute } from '#shell/routes/types';

// How the route table writes its entries (routeTable.ts, otherAreas.ts).

export type Options = { hidesBack?: boolean };

/** What a route that is not built yet shows: its own chunk, which a first visit does not load. */
const comingSoonScreen = () => import('./ComingSoonScreen');

export function soon(
  id: string,
  path: string,
  title: MessageDescriptor,
  auth: AuthRequirement = 'none',
  options: Options = {},
): ScreenRoute {
  return { kind: 'screen', id, path, title, auth, status: 'comingSoon', screen: comingSoonScreen, ...options };
}

export function built(
  id: string,
  path: string,
  title: MessageDescriptor,
  auth: AuthRequirement,
  screen: () => Promise<ScreenModule>,
  options: Options = {},
): ScreenRoute {
  return { kind: 'screen', id, path, title, auth, status: 'built', screen, ...options };
}

export function forward(id: string, path: string, to: string, title: MessageDescriptor, keepQuery = true): RedirectRoute {
  return { kind: 'redirect', id, path, to, title, keepQuery };
}

export const hidesBack = { hidesBack: true };

/** The role most account screens ask for. */
export const USER = 'user';
