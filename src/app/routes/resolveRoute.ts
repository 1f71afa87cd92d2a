import { matchRoutes } from 'react-router';
import { sessionSelectors } from '#machines/session';
import type { SessionActor } from '../session/createSession';
import { sessionSettled, viewerOf } from '../session/viewer';
import { guardRoute } from '#shell/routes/guards';
import type { Resolution } from '#shell/routes/appRouter';
import type { RouteEntry } from '#shell/routes/types';
import { UNKNOWN_URL_TARGET } from './startRoutes';

export interface ResolveDeps {
  session: SessionActor;
  /** The brand's first screen: where '/' forwards. */
  startPath: string;
  /** Whether a screen's texts are all in the first visit's part of the catalog (else the whole loads first). */
  inFirstCatalog(entry: RouteEntry): boolean;
  loadWholeCatalog(): Promise<void>;
  /** The whole route table, when `table` is only its first part (startRoutes.ts): loaded for a URL that part does not match. */
  loadWholeTable?(): Promise<readonly RouteEntry[]>;
}

type Target = { pathname: string; search: string; hash: string };

/**
 * What a location shows: '/' forwards to the brand's start screen and unknown URLs to /book; a
 * forward entry forwards; a screen waits for the session to settle, applies guardRoute, and loads
 * its lazy module before it shows (so the old screen stays while the next one loads). A URL the
 * first part of the table does not match loads the whole table (deps.loadWholeTable) and is matched again.
 */
export function routeResolver(table: readonly RouteEntry[], deps: ResolveDeps) {
  let routes = indexOf(table);
  let whole = !deps.loadWholeTable;
  return async (target: Target, { initialized }: { initialized: boolean }): Promise<Resolution> => {
    let id = routes.match(target);
    if (id === '*' && !whole && deps.loadWholeTable) {
      routes = indexOf(await deps.loadWholeTable());
      whole = true;
      id = routes.match(target);
    }
    if (id === '') return { kind: 'forward', to: `${deps.startPath}${target.search}` };
    const entry = routes.byId.get(id);
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

/** A table's paths for matchRoutes ('/' is the start screen's id '', anything else '*'), and its entries by id. */
function indexOf(table: readonly RouteEntry[]) {
  const paths = [{ path: '/', id: '' }, ...table.map((e) => ({ path: e.path, id: e.id })), { path: '*', id: '*' }];
  return {
    byId: new Map(table.map((e) => [e.id, e])),
    match: (target: Target) => matchRoutes(paths, target)?.at(-1)?.route.id ?? '*',
  };
}
