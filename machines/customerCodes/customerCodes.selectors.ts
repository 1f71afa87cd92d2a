// View flags of /profile/customercodes.
import type { SnapshotFrom } from 'xstate';
import { errorEntry } from '#kernel/lib/errors';
import { retrieveCodesErrors } from './customerCodes.errors';
import type { CustomerCodesMachine } from './customerCodes.machine';

export type CustomerCodesSnapshot = SnapshotFrom<CustomerCodesMachine>;

export const codes = (s: CustomerCodesSnapshot) => s.context.codes;
export const isLoading = (s: CustomerCodesSnapshot) => s.matches('loading');
export const loadFailed = (s: CustomerCodesSnapshot) => s.matches('loadFailed');
export const isRetrieving = (s: CustomerCodesSnapshot) => s.matches('retrieving');
export const canRetrieve = (s: CustomerCodesSnapshot) => s.can({ type: 'codes.retrieve' });
export const isEmpty = (s: CustomerCodesSnapshot) => s.matches('listed') && s.context.codes.length === 0;
/** How many the last retrieval added, once it answered. */
export const added = (s: CustomerCodesSnapshot) => (s.matches('listed') ? s.context.added : null);
export const retrieveError = (s: CustomerCodesSnapshot) =>
  s.matches('listed') && s.context.error ? errorEntry(retrieveCodesErrors, s.context.error.code) : null;
/** -12: the profile lacks the identity document (the view links to personal data). */
export const needsDocument = (s: CustomerCodesSnapshot) => s.matches('listed') && s.context.error?.code === '-12';
