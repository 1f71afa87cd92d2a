import { redirect, replace, type RouteObject } from 'react-router';
import { ComingSoonScreen } from './ComingSoonScreen';
import { guardLoader, type GuardDeps } from './guardLoader';
import { UNKNOWN_URL_TARGET } from './routeTable';
import type { RouteEntry, RouteHandle } from '#shell/routes/types';

/**
 * What a forward renders while its loader redirects: nothing. A leaf route without a component makes
 * react-router warn ("Matched leaf route … does not have an element or Component") on every forward.
 */
const Forwarding = () => null;

/** A forward: replaces the entry on the first load (back must not bounce), pushes otherwise. */
function forwardTo(to: string, deps: GuardDeps): Response {
  return deps.routerState().initialized ? redirect(to) : replace(to);
}

function toRouteObject(entry: RouteEntry, deps: GuardDeps): RouteObject {
  const handle: RouteHandle = { entry };
  if (entry.kind === 'redirect') {
    return {
      id: entry.id,
      path: entry.path,
      handle,
      loader: ({ request }) => {
        const search = entry.keepQuery ? new URL(request.url).search : '';
        return forwardTo(`${entry.to}${search}`, deps);
      },
      Component: Forwarding,
    };
  }
  const route: RouteObject = { id: entry.id, path: entry.path, handle, loader: guardLoader(entry, deps) };
  if (entry.status === 'built' && entry.screen) {
    const load = entry.screen;
    route.lazy = async () => ({ Component: (await load()).default });
  } else {
    route.Component = ComingSoonScreen;
  }
  return route;
}

/** The route objects of the table, plus '/' (the brand's start screen) and unknown URLs (→ /book). */
export function buildRoutes(table: readonly RouteEntry[], deps: GuardDeps & { startPath: string }): RouteObject[] {
  return [
    { index: true, loader: ({ request }) => forwardTo(`${deps.startPath}${new URL(request.url).search}`, deps), Component: Forwarding },
    ...table.map((entry) => toRouteObject(entry, deps)),
    { path: '*', loader: () => forwardTo(UNKNOWN_URL_TARGET, deps), Component: Forwarding },
  ];
}
