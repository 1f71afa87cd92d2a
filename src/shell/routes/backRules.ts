import type { Brand } from '#kernel/contract/brands';
import { brandFeatures } from '../brand';
import type { RouteEntry } from './types';

/**
 * Whether a screen hides its back button (spec part 1 §2.4): the table's `hidesBack` (home,
 * bookings, match home and wizard, profile menu, book search and summary), plus the club list for
 * non-main brands (it is their first screen).
 */
export function isBackHidden(route: Pick<RouteEntry, 'id'> & { hidesBack?: boolean }, brand: Brand): boolean {
  if (route.hidesBack) return true;
  return route.id === 'book.clubs' && brandFeatures(brand).clubListHidesBack;
}

/** One visited location of the app's own back-history stack. */
export interface HistoryEntry {
  /** react-router's location key. */
  key: string;
  path: string;
}

export type HistoryAction = 'PUSH' | 'POP' | 'REPLACE';

/**
 * The back-history stack after a navigation. PUSH adds; REPLACE swaps the top; POP (back, forward
 * or a reload) returns to the entry with that key when it is on the stack, else starts from it.
 */
export function nextHistory(stack: readonly HistoryEntry[], action: HistoryAction, entry: HistoryEntry): HistoryEntry[] {
  if (action === 'PUSH') {
    if (stack[stack.length - 1]?.key === entry.key) return [...stack];
    return [...stack, entry];
  }
  if (action === 'REPLACE') return [...stack.slice(0, -1), entry];
  const index = stack.findIndex((e) => e.key === entry.key);
  if (index >= 0) return stack.slice(0, index + 1);
  return stack.length === 0 ? [entry] : [...stack, entry];
}

/**
 * What the header's back button does: go back in the app, or, when nothing is behind, to the start
 * screen — or, for slots opened from outside the app (/book/slots?externalTrigger=1: a push, the native
 * shell, a partner's link), to that club's sports.
 */
export function backTarget(stack: readonly HistoryEntry[], startPath: string): { kind: 'history' } | { kind: 'path'; to: string } {
  if (stack.length > 1) return { kind: 'history' };
  const path = stack[0]?.path ?? '';
  const club = /^\/book\/slots\?(.*&)?externalTrigger=(1|true)(&|$)/i.test(path) && /[?&]clubId=([1-9]\d{0,9})(&|$)/.exec(path);
  return { kind: 'path', to: club ? `/book/clubs/${club[1]}/sports` : startPath };
}
