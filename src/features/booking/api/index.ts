// The booking flow's actors as real calls through the API client, one file per area.
import type { BookingFlowActors } from '#machines/booking';
import type { ApiClient } from '#api/client';
import { bookingActors } from './booking';
import { clubActors, type ClubCache } from './clubs';
import { couponActors } from './coupons';
import { feeActors } from './fees';
import { holdActors } from './holds';
import { insuranceActors } from './insurance';
import { quoteActors } from './quote';
import { scheduleActors } from './schedule';
import { sportActors } from './sports';
import { timeslotActors } from './timeslots';

export function createBookingActors(api: ApiClient): BookingFlowActors {
  const clubs: ClubCache = new Map();
  return {
    ...clubActors(api, clubs),
    ...sportActors(api),
    ...timeslotActors(api, clubs),
    ...scheduleActors(api),
    ...holdActors(api),
    ...insuranceActors(api),
    ...couponActors(api),
    ...quoteActors(api),
    ...feeActors(api),
    ...bookingActors(api),
  };
}

export { fetchAllTimeslots } from './timeslots';
export { releaseHeldSlot } from './holds';
export * from './views';
