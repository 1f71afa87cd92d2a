// View flags of /profile/sportprofile.
import type { SnapshotFrom } from 'xstate';
import { errorEntry } from '#kernel/lib/errors';
import { saveSportProfileErrors } from './sportProfile.errors';
import type { SportProfileMachine } from './sportProfile.machine';

export type SportProfileSnapshot = SnapshotFrom<SportProfileMachine>;

export const isLoading = (s: SportProfileSnapshot) => s.matches('checking') || s.matches('loading');
export const loadFailed = (s: SportProfileSnapshot) => s.matches('loadFailed');
export const isUnavailable = (s: SportProfileSnapshot) => s.matches('unavailable');
export const questions = (s: SportProfileSnapshot) => (s.matches('answering') || s.matches('saving') ? s.context.questions : []);
export const choiceOf = (s: SportProfileSnapshot, questionId: number) =>
  s.context.answers.find((a) => a.questionId === questionId)?.optionId ?? null;
export const canChoose = (s: SportProfileSnapshot) => s.matches('answering');
export const canSave = (s: SportProfileSnapshot) => s.can({ type: 'profile.save' });
export const isSaving = (s: SportProfileSnapshot) => s.matches('saving');
export const isSaved = (s: SportProfileSnapshot) => s.matches('answering') && s.context.saved;
/** How many questions still have no answer. */
export const missing = (s: SportProfileSnapshot) =>
  s.context.questions.filter((q) => !s.context.answers.some((a) => a.questionId === q.id)).length;
export const saveError = (s: SportProfileSnapshot) =>
  s.matches('answering') && s.context.error ? errorEntry(saveSportProfileErrors, s.context.error.code) : null;
