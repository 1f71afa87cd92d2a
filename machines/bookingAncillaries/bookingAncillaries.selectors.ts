// View flags of the extras modal. Views read these, never state paths.
import type { MessageDescriptor } from '@lingui/core';
import type { SnapshotFrom } from 'xstate';
import { errorEntry } from '#kernel/lib/errors';
import { buyExtraErrors, loadExtrasErrors } from './bookingAncillaries.errors';
import { canAddOne, type BookingAncillariesMachine } from './bookingAncillaries.machine';

export type BookingAncillariesSnapshot = SnapshotFrom<BookingAncillariesMachine>;

export const isLoading = (s: BookingAncillariesSnapshot): boolean => s.matches('loading') && s.context.list === null;
export const loadFailed = (s: BookingAncillariesSnapshot): boolean => s.matches('failed');
export const busyWith = (s: BookingAncillariesSnapshot): number | null =>
  s.matches('buying') ? s.context.buying : s.matches('loading') && s.context.list !== null ? -1 : null;

/** The extras with whether one more may be added now. */
export function extras(s: BookingAncillariesSnapshot) {
  const list = s.context.list;
  if (!list) return [];
  const open = s.matches('choosing');
  return list.ancillaries.map((a) => ({ ...a, canAdd: open && canAddOne(a), currencyCode: list.currencyCode }));
}

/** The failed call's message (load or purchase). */
export function problem(s: BookingAncillariesSnapshot): MessageDescriptor | null {
  const error = s.context.error;
  if (!error) return null;
  return (s.matches('failed') ? errorEntry(loadExtrasErrors, error.code) : errorEntry(buyExtraErrors, error.code)).message;
}

/** The last extra added, and what the booking has to pay now. */
export const lastBought = (s: BookingAncillariesSnapshot) =>
  s.context.lastBought ? { name: s.context.lastBought, pendingAmount: s.context.pendingAmount ?? 0 } : null;
