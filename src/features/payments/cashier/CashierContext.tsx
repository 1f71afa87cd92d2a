import { createContext, useContext } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { CashierMachine, cashierSelectors } from '#machines/cashier';

export type CashierActor = ActorRefFrom<CashierMachine>;

export const CashierActorContext = createContext<CashierActor | null>(null);

export function useCashierActor(): CashierActor {
  const actor = useContext(CashierActorContext);
  if (!actor) throw new Error('useCashierActor: render inside the cashier');
  return actor;
}

/** A value of the cashier's snapshot, through its selectors. */
export function useCashier<T>(selector: (s: cashierSelectors.CashierSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useCashierActor(), selector, compare);
}

export const sameJson = <T,>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);
