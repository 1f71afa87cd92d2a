import { matchRoutes } from 'react-router';
import { sessionSelectors } from '#machines/session';
import type { SessionActor } from '../session/createSession';
import { sessionSettled, viewerOf } from '../session/viewer';
import { guardRoute } from '#shell/routes/guards';
import type { Resolution } from '#shell/routes/appRouter';
import type { RouteEntry } from '#shell/routes/types';
import { UNKNOWN_URL_TARGET } from './routeTable';

export interface ResolveDeps {
  session: SessionActor;
  /** The brand's first screen: where '/' forwards. */
  startPath: string;
  /** Whether a screen's texts are all in the first visit's part of the catalog (else the whole loads first). */
  inFirstCatalog(entry: RouteEntry): boolean;
  loadWholeCatalog(): Promise<void>;
}

type Target = { pathname: string; search: string; hash: string };

/**
 * What a location shows: '/' forwards to the brand's start screen and unknown URLs to /book; a
 * forward entry forwards; a screen waits for the session to settle, applies guardRoute, and loads
 * its lazy module before it shows (so the old screen stays while the next one loads).
 */
export function routeResolver(table: readonly RouteEntry[], deps: ResolveDeps) {
  const paths = [{ path: '/', id: '' }, ...table.map((e) => ({ path: e.path, id: e.id })), { path: '*', id: '*' }];
  const byId = new Map(table.map((e) => [e.id, e]));
  return async (target: Target, { initialized }: { initialized: boolean }): Promise<Resolution> => {
    const id = matchRoutes(paths, target)?.at(-1)?.route.id ?? '*';
    if (id === '') return { kind: 'forward', to: `${deps.startPath}${target.search}` };
    const entry = byId.get(id);
    if (!entry) return { kind: 'forward', to: UNKNOWN_URL_TARGET };
    if (entry.kind === 'redirect') return { kind: 'forward', to: `${entry.to}${entry.keepQuery ? target.search : ''}` };
    const snapshot = await sessionSettled(deps.session);
    const outcome = guardRoute({
      route: entry,
      viewer: viewerOf(snapshot),
      target,
      firstLoad: !initialized,
      mustChooseCountry: sessionSelectors.mustChooseCountry(snapshot),
    });
    switch (outcome.kind) {
      case 'allow': {
        const [screen] = await Promise.all([entry.screen?.(), deps.inFirstCatalog(entry) ? undefined : deps.loadWholeCatalog()]);
        return { kind: 'show', match: { entry, screen } };
      }
      case 'login':
      case 'redirect':
        return { kind: 'forward', to: outcome.to };
      case 'cancel':
        return { kind: 'stay' };
    }
  };
}
