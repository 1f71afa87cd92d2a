// View flags of /terms. Views read these, never state paths.
import type { SnapshotFrom } from 'xstate';
import { errorEntry, type ErrorEntry } from '#kernel/lib/errors';
import type { TermsMachine } from './terms.machine';
import { termsErrors } from './terms.errors';
import type { TermsText } from './terms.types';

export type TermsSnapshot = SnapshotFrom<TermsMachine>;

export const isLoading = (s: TermsSnapshot): boolean => s.matches('loading');
export const terms = (s: TermsSnapshot): TermsText | null => (s.matches('shown') ? s.context.terms : null);
/** The text's paragraphs (blank lines separate them). */
export const paragraphs = (s: TermsSnapshot): string[] =>
  terms(s)
    ?.body.split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean) ?? [];
export const notice = (s: TermsSnapshot): ErrorEntry<'failed'> | null =>
  s.matches('failed') ? errorEntry(termsErrors, s.context.error?.code) : null;
