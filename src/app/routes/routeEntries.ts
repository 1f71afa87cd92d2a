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

/** The other areas' screen modules (otherScreens.ts): one chunk, not part of the first visit's (prefetched once idle). */
export const otherScreens = () => import('./otherScreens');

/** A built screen of another area: its module's loader is in otherScreens.ts under the same id. */
export function later(id: string, path: string, title: MessageDescriptor, auth: AuthRequirement, options: Options = {}): ScreenRoute {
  return built(
    id,
    path,
    title,
    auth,
    async () => {
      const load = (await otherScreens()).screenLoaders[id];
      if (!load) throw new Error(`otherScreens.ts has no screen for the route ${id}`);
      return load();
    },
    options,
  );
}
