import type { RouteEntry } from '#shell/routes/types';
import { startTable } from './startRoutes';

// The runtime's routes by id (part of the first visit's chunk): the start table's until the whole
// table (routeTable.ts, a chunk of its own) has loaded, then every route.

const startById = new Map(startTable.map((entry) => [entry.id, entry]));
let wholeById: ReadonlyMap<string, RouteEntry> | undefined;

/** The whole route table (its own chunk); once loaded, routeById knows every route. */
export async function loadWholeTable(): Promise<readonly RouteEntry[]> {
  const { routeTable } = await import('./routeTable');
  wholeById ??= new Map(routeTable.map((entry) => [entry.id, entry]));
  return routeTable;
}

/**
 * The runtime's route by id: the start table's, or any once the whole table has loaded (the router
 * loads it before it shows a screen of another area, so such a screen always finds every route).
 */
export function routeById(id: string): RouteEntry | undefined {
  return wholeById?.get(id) ?? startById.get(id);
}
