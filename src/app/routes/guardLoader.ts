import { redirect, replace, type LoaderFunction } from 'react-router';
import { sessionSelectors } from '#machines/session';
import type { SessionActor } from '../session/createSession';
import { sessionSettled, viewerOf } from '../session/viewer';
import { guardRoute } from '#shell/routes/guards';
import type { ScreenRoute } from '#shell/routes/types';

export interface GuardDeps {
  session: SessionActor;
  /** Whether the router has shown a first screen yet, and where it is now. */
  routerState(): { initialized: boolean; location: { pathname: string; search: string; hash: string } };
}

/**
 * The loader that guards a screen: it waits for the session to settle, then applies guardRoute.
 * Redirects on the first load replace the entry (so back does not bounce); a role mismatch while
 * navigating "cancels" by replacing the current location with itself.
 */
export function guardLoader(route: Pick<ScreenRoute, 'id' | 'auth'>, deps: GuardDeps): LoaderFunction {
  return async ({ request }) => {
    const snapshot = await sessionSettled(deps.session);
    const url = new URL(request.url);
    const { initialized, location } = deps.routerState();
    const outcome = guardRoute({
      route,
      viewer: viewerOf(snapshot),
      target: { pathname: url.pathname, search: url.search },
      firstLoad: !initialized,
      mustChooseCountry: sessionSelectors.mustChooseCountry(snapshot),
    });
    switch (outcome.kind) {
      case 'allow':
        return null;
      case 'login':
      case 'redirect':
        throw initialized ? redirect(outcome.to) : replace(outcome.to);
      case 'cancel':
        throw replace(`${location.pathname}${location.search}${location.hash}`);
    }
  };
}
