import type { Brand } from '#kernel/contract/brands';
import { brandFeatures } from '../brand';

export type AndroidBackAction = 'closeModal' | 'exitApp' | 'goToSearch' | 'goBack';

/** The menus from which the back key goes to the book search (spec part 1 §2.4). */
const MENUS_TO_SEARCH: ReadonlySet<string> = new Set(['bookings', 'match.home', 'match.sport-home', 'profile.menu']);

/**
 * What the Android back key does: close a modal first; exit the app on the root screen (the brand's
 * start screen); go to the book search from the bookings, match and profile menus; otherwise go back.
 */
export function androidBackAction(input: { modalOpen: boolean; routeId: string | undefined; brand: Brand }): AndroidBackAction {
  if (input.modalOpen) return 'closeModal';
  if (input.routeId === brandFeatures(input.brand).startRouteId) return 'exitApp';
  if (input.routeId && MENUS_TO_SEARCH.has(input.routeId)) return 'goToSearch';
  return 'goBack';
}
