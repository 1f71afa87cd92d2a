import { createContext, useContext, type ComponentType } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CashierMachine } from '#machines/cashier';
import { lateLogic } from '#machines/shared/actors';
import type { AppRuntime } from './appRuntime';

/** What the cashier's modal view takes: the running cashier and what paying now charges, as text. */
export interface CashierSheetProps {
  actor: ActorRefFrom<CashierMachine> | null;
  amountText: string | null;
}

/**
 * The cashier as another area uses it (the booking summary pays through it). Features do not import
 * each other: src/app fills this with the payments area where it routes to the booking screens.
 */
export interface CashierPort {
  /**
   * The cashier wired to this runtime's calls and actions, once its chunk has loaded (the booking flow
   * asks for it with the reservation's).
   * @param enrolmentReturnTo where a one-click card enrolled from this cashier comes back to.
   */
  cashierFor(runtime: Pick<AppRuntime, 'api' | 'router'>, enrolmentReturnTo?: () => string | null): Promise<CashierMachine>;
  /** The cashier's modal, a lazy component (its chunk loads on the first payment): render it inside Suspense. */
  CashierSheet: ComponentType<CashierSheetProps>;
  /** Fetches the modal's and the cashier calls' chunks ahead (the summary prefetches them while idle). */
  preload(): Promise<unknown>;
}

export const CashierPortContext = createContext<CashierPort | null>(null);

export function useCashierPort(): CashierPort {
  const port = useContext(CashierPortContext);
  if (!port) throw new Error('useCashierPort: render inside the route that provides the cashier (src/app)');
  return port;
}

/**
 * The cashier as a child logic that a machine can be provided with at once: its chunk loads beside the
 * page's first call, and the machine invokes it only on a payment, once what is paid is shown.
 */
export function lateCashier(port: CashierPort, runtime: Pick<AppRuntime, 'api' | 'router'>, flow: string): CashierMachine {
  return lateCashierWithReady(port, runtime, flow).cashier;
}

/** The same, with a promise that settles once the cashier is bound (a payment started without a click waits for it). */
export function lateCashierWithReady(
  port: CashierPort,
  runtime: Pick<AppRuntime, 'api' | 'router'>,
  flow: string,
): { cashier: CashierMachine; ready: Promise<void> } {
  const cashier = lateLogic<CashierMachine>(flow, 'cashier');
  const ready = port.cashierFor(runtime).then((loaded) => cashier.bind(loaded));
  // Unhandled only when nobody waits: the invoke reports the failure itself.
  ready.catch(() => {});
  return { cashier: cashier.logic, ready };
}
