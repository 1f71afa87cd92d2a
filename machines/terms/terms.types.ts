// Types of /terms (spec part 3 §2 "full terms text for the current country", §7 GET
// /api/admin/cms-terms/FULL/{country}/getOne).
import type { ActorError } from '#kernel/lib/errors';

export interface TermsText {
  country: string;
  language: string;
  title: string;
  /** Paragraphs separated by blank lines. */
  body: string;
  updatedAt: string;
}

export interface TermsInput {
  /** The session's country. */
  country: string;
}

export interface TermsContext {
  country: string;
  terms: TermsText | null;
  error: ActorError | null;
}

export type TermsEvent = { type: 'terms.reload' };
