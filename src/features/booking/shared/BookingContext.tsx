import { createContext, useContext } from 'react';
import { useSelector } from '@xstate/react';
import { bookingSelectors } from '#machines/booking';
import type { BookingActor } from '../flow/bookingFlow';

export const BookingActorContext = createContext<BookingActor | null>(null);

/** The visit's booking actor (the screens send it events). */
export function useBookingActor(): BookingActor {
  const actor = useContext(BookingActorContext);
  if (!actor) throw new Error('useBookingActor: render inside the booking flow');
  return actor;
}

/** A value of the booking flow's snapshot, through its selectors. */
export function useBooking<T>(selector: (s: bookingSelectors.BookingSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useBookingActor(), selector, compare);
}
