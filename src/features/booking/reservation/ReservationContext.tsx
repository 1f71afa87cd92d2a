import { createContext, useContext } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ReservationMachine } from '#machines/booking';
import type { reservationSelectors } from '#machines/booking';

export type ReservationActor = ActorRefFrom<ReservationMachine>;

export const ReservationActorContext = createContext<ReservationActor | null>(null);

export function useReservationActor(): ReservationActor {
  const actor = useContext(ReservationActorContext);
  if (!actor) throw new Error('useReservationActor: render inside the reservation');
  return actor;
}

/** A value of the reservation's snapshot, through its selectors. */
export function useReservation<T>(selector: (s: reservationSelectors.ReservationSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useReservationActor(), selector, compare);
}
