// View flags of the rating page.
import type { SnapshotFrom } from 'xstate';
import { errorEntry } from '#kernel/lib/errors';
import { MUST_SAY_PLAYED, ratingErrors } from './matchRating.errors';
import type { MatchRatingMachine } from './matchRating.machine';

export type RatingSnapshot = SnapshotFrom<MatchRatingMachine>;

export const isLoading = (s: RatingSnapshot) => s.matches('loading');
export const isSaving = (s: RatingSnapshot) => s.matches('saving');
export const challenge = (s: RatingSnapshot) => s.context.challenge;
export const rating = (s: RatingSnapshot) => s.context.rating;
export const askingReason = (s: RatingSnapshot) => s.matches('askingReason');
export const reason = (s: RatingSnapshot) => s.context.reason;
export const canRate = (s: RatingSnapshot) => s.matches('rating') || s.matches('saving') || s.matches('saveFailed');
export const canRetry = (s: RatingSnapshot) => s.can({ type: 'rating.retry' });
/** 'You must tell us if you played or not'. */
export const mustSayPlayed = (s: RatingSnapshot) => (s.context.missingPlayed ? MUST_SAY_PLAYED : null);
export const failure = (s: RatingSnapshot) =>
  s.matches('saveFailed') || s.matches('loadFailed') || s.matches('notParticipant') || s.matches('notRateable')
    ? errorEntry(ratingErrors, s.context.error?.code).message
    : null;
