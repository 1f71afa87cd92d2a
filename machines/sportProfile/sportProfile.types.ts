// Types of /profile/sportprofile (spec part 3 §2 "a sport profile questionnaire", §3 "Sport profile:
// questions, answers", §7 check-availability, GET and POST /api/sport_profile).
import type { SportProfileAnswerDto, SportProfileDto, SportProfileQuestionDto } from '#kernel/contract/profileItems';
import type { ActorError } from '#kernel/lib/errors';

export interface SportProfileContext {
  questions: SportProfileQuestionDto[];
  answers: SportProfileAnswerDto[];
  /** The last save went through and nothing changed since. */
  saved: boolean;
  error: ActorError | null;
}

export interface Availability {
  available: boolean;
  answered: boolean;
}

export type SportProfileEvent =
  { type: 'answer.choose'; questionId: number; optionId: number } | { type: 'profile.save' } | { type: 'profile.reload' };

export type { SportProfileDto };
