// The flow's calls after the club and sport are chosen (slots, schedule, hold, summary, booking): they
// load with their contract schemas when the flow first runs one, or when the search screen prefetches
// the next step while idle; the search screen's own chunk does not carry them.
import type { ApiClient } from '#api/client';
import { bookingActors } from './booking';
import { clubSlotsActors } from './clubSlots';
import type { ClubCache } from './clubs';
import { couponActors } from './coupons';
import { exchangeActors } from './exchange';
import { feeActors } from './fees';
import { holdActors } from './holds';
import { insuranceActors } from './insurance';
import { quoteActors } from './quote';
import { scheduleActors } from './schedule';
import { timeslotActors } from './timeslots';
import { waitingListActors } from './waitingList';

export function laterActors(api: ApiClient, clubs: ClubCache) {
  return {
    ...timeslotActors(api, clubs),
    ...clubSlotsActors(api),
    ...scheduleActors(api),
    ...holdActors(api),
    ...insuranceActors(api),
    ...couponActors(api),
    ...quoteActors(api),
    ...feeActors(api),
    ...bookingActors(api),
    ...waitingListActors(api),
    ...exchangeActors(api),
  };
}

export { releaseHeldSlot } from './holds';
