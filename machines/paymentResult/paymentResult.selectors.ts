// View flags from a payment-result snapshot (also read through a parent's child snapshot).
import type { SnapshotFrom } from 'xstate';
import { paymentErrors, type PaymentNext } from './paymentResult.errors';
import { errorEntry, type ErrorEntry } from '#kernel/lib/errors';
import type { PaymentResultMachine } from './paymentResult.machine';

export type PaymentResultSnapshot = SnapshotFrom<PaymentResultMachine>;

/** The call's outcome is still being read (a spinner, nothing to press). */
export const isSettling = (s: PaymentResultSnapshot): boolean => s.status === 'active' && !s.can({ type: 'result.dismiss' });

/** The modal of a payment error, while it is open. */
export const errorModal = (s: PaymentResultSnapshot): ErrorEntry<PaymentNext> | null =>
  s.can({ type: 'result.dismiss' }) ? errorEntry(paymentErrors, s.context.error?.code) : null;

export const canDismiss = (s: PaymentResultSnapshot): boolean => s.can({ type: 'result.dismiss' });
