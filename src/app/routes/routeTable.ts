import type { RouteEntry } from '#shell/routes/types';
import { accountArea, bookingSoonArea, bookingsArea, discoveryArea, matchArea, primeArea, profileArea } from './otherAreas';
import { bookArea } from './startRoutes';

/*
 * THE route table: every route of the spec (part 1 §2.1 and the named states of parts 2 and 3),
 * with who may open it, whether it hides the back button, and whether it is built yet.
 * A later issue builds a screen by giving its entry `status: 'built'` and a `screen` loader
 * (another area's: otherAreas.ts says how). Not part of the first visit's chunk: the runtime
 * matches the booking area first and loads this module for any other URL (startRoutes.ts).
 */

export { inFirstCatalog, UNKNOWN_URL_TARGET } from './startRoutes';

export const routeTable: readonly RouteEntry[] = [
  ...bookArea,
  ...bookingSoonArea,
  ...discoveryArea,
  ...accountArea,
  ...profileArea,
  ...primeArea,
  ...matchArea,
  ...bookingsArea,
];

const byId = new Map(routeTable.map((entry) => [entry.id, entry]));

export function routeById(id: string): RouteEntry | undefined {
  return byId.get(id);
}
