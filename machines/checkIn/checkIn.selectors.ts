// View flags of the check-in page. Views read these, never state paths.
import type { MessageDescriptor } from '@lingui/core';
import type { SnapshotFrom } from 'xstate';
import { errorEntry } from '#kernel/lib/errors';
import { checkInErrors, checkInSuccess } from './checkIn.errors';
import type { CheckInMachine } from './checkIn.machine';

export type CheckInSnapshot = SnapshotFrom<CheckInMachine>;

/** Asking the device for its position. */
export const isLocating = (s: CheckInSnapshot): boolean => s.matches('routing') || s.matches('locating');

/** Asking the server. */
export const isCheckingIn = (s: CheckInSnapshot): boolean => s.matches('checkingIn');

/** The result screen: what the title and the message say, and whether it is a success. */
export interface CheckInOutcome {
  success: boolean;
  /** The §4 result, or the failed call's code. */
  result: string;
  title: MessageDescriptor;
  message: MessageDescriptor;
}

export function outcome(s: CheckInSnapshot): CheckInOutcome | null {
  if (s.matches('succeeded')) return { success: true, result: 'CHECK_IN_SUCCESS', ...checkInSuccess };
  if (!s.matches('failed')) return null;
  const row = errorEntry(checkInErrors, s.context.result);
  return { success: false, result: s.context.result ?? 'other', title: row.title ?? checkInErrors.other.title, message: row.message };
}

/** The retry button: on a failure, outside the native shell. */
export const canRetry = (s: CheckInSnapshot): boolean => s.matches('failed') && !s.context.nativeShell;

/** The flow has handed over to a navigation (back, or the search). */
export const hasLeft = (s: CheckInSnapshot): boolean => s.status === 'done';
