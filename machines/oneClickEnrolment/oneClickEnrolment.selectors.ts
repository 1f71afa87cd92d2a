// View flags of the one-click pages. Views read these, never state paths.
import type { MessageDescriptor } from '@lingui/core';
import type { SnapshotFrom } from 'xstate';
import { errorEntry } from '#kernel/lib/errors';
import { oneClickErrorTables } from './oneClickEnrolment.errors';
import { offeredLinks } from './oneClickEnrolment.links';
import type { OneClickEnrolmentMachine } from './oneClickEnrolment.machine';
import type { OneClickLink, OneClickStatus } from './oneClickEnrolment.types';

export type OneClickSnapshot = SnapshotFrom<OneClickEnrolmentMachine>;

/** OK or ERROR once settled; null while waiting for the provider (or leaving the page). */
export function status(s: OneClickSnapshot): OneClickStatus | null {
  if (s.matches('ok')) return 'OK';
  if (s.matches('failed')) return 'ERROR';
  return null;
}

/** Still asking (a spinner with the waiting text). */
export const isWaiting = (s: OneClickSnapshot): boolean => s.matches('checking') || s.matches('waiting') || s.matches('routing');

/** A new enrolment is being started (the retry button spins). */
export const isRetrying = (s: OneClickSnapshot): boolean => s.matches('enrolling');

/** The links to show, in order. */
export function links(s: OneClickSnapshot): OneClickLink[] {
  const current = status(s);
  return current ? offeredLinks(s.context, current) : [];
}

export const canRetry = (s: OneClickSnapshot): boolean => s.can({ type: 'enrolment.retry' });

/** The message of the failed call, if the last one failed. */
export function failureMessage(s: OneClickSnapshot): MessageDescriptor | null {
  const error = s.context.error;
  return error ? errorEntry(oneClickErrorTables[error.call], error.code).message : null;
}

/** A one-click payment that was not approved: why, and the court booking it was for. */
export const paymentRejection = (s: OneClickSnapshot) =>
  s.context.page === 'payment' && s.matches('failed')
    ? { errCategory: s.context.info?.errCategory ?? null, booking: s.context.info?.booking ?? null }
    : null;

/** The card and charge of the answer, for the OK text ('Visa ···· 1234', the charged amount). */
export const card = (s: OneClickSnapshot) => ({
  type: s.context.info?.creditcardtype ?? null,
  last4: s.context.info?.last4carddigits ?? null,
  chargedAmount: s.context.info?.chargedAmount_formatted ?? null,
});
