// The booking flow's actors as real calls through the API client, one file per area. The search
// screen's calls (clubs, sports) are here; the later steps' (and a booking change's) load on first use
// (laterCalls.ts).
import type { BookingFlowActors, HoldInput } from '#machines/booking';
import type { ApiClient } from '#api/client';
import { lazyPromiseActors } from '#api/lazyActors';
import { loadWhenIdle } from '#shell/idlePrefetch';
import { clubActors, type ClubCache } from './clubs';
import type { ShellBridge } from '#shell/bridge/bridge';

/** The later steps' calls; the flow's next-step prefetch asks for the same chunk. */
export const loadLaterCalls = () => import('./laterCalls');
/**
 * A club's sports and the sport as the club offers it: the step after a club is chosen, so not the
 * first paint's (the search screen prefetches them while idle; a deep link to a club waits for them).
 */
export const loadSportCalls = () => import('./sports');

const LATER = {
  fetchTimeslots: true,
  searchClubSlots: true,
  fetchSchedule: true,
  createHold: true,
  releaseHold: true,
  fetchInsurancePlan: true,
  loadCouponsSummary: true,
  requestQuote: true,
  checkServiceFee: true,
  createBooking: true,
  cancelBooking: true,
  fetchLatamPassId: true,
  fetchWaitingListSlots: true,
  requestWaitingList: true,
  // a booking change's first call: its schema (the booking summary's) is not the search screen's
  loadExchangeBooking: true,
} as const;

export function createBookingActors(api: ApiClient, shell: Pick<ShellBridge, 'kind' | 'currentPosition'> | null = null): BookingFlowActors {
  const clubs: ClubCache = new Map();
  return {
    ...clubActors(api, clubs),
    ...lazyPromiseActors(async () => (await loadSportCalls()).sportActors(api), { loadClubSports: true, loadClubSport: true }),
    ...lazyPromiseActors(async () => (await loadLaterCalls()).laterActors(api, clubs), LATER),
    // The sport-first form's sports and position: the form shows after the first paint (SearchPage), so
    // its calls' code loads when the browser is idle after that paint, never before it.
    ...lazyPromiseActors(async () => (await loadWhenIdle(() => import('./sportChoices'))).sportChoiceActors(api, shell), {
      loadSportChoices: true,
      locate: true,
    }),
  };
}

/** Gives a hold back, whatever happens to the screen that asked (see holds.ts). */
export async function releaseHeldSlot(api: ApiClient, input: HoldInput): Promise<void> {
  return (await loadLaterCalls()).releaseHeldSlot(api, input);
}

export * from './views';
