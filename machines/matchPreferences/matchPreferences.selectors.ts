import type { SnapshotFrom } from 'xstate';
import { errorEntry } from '#kernel/lib/errors';
import { loadPreferencesErrors, savePreferencesErrors } from './matchPreferences.errors';
import type { MatchPreferencesMachine } from './matchPreferences.machine';

export type MatchPreferencesSnapshot = SnapshotFrom<MatchPreferencesMachine>;

export const isLoading = (s: MatchPreferencesSnapshot) => s.matches('loading');
export const loadError = (s: MatchPreferencesSnapshot) =>
  s.matches('loadFailed') ? errorEntry(loadPreferencesErrors, s.context.error?.code) : null;
export const needsWizard = (s: MatchPreferencesSnapshot) => s.matches('needsWizard');
export const matchData = (s: MatchPreferencesSnapshot) => (s.matches('editing') || s.matches('saving') ? s.context.matchData : null);
export const prefs = (s: MatchPreferencesSnapshot) => s.context.prefs;
export const canEdit = (s: MatchPreferencesSnapshot) => s.matches('editing');
export const isSaving = (s: MatchPreferencesSnapshot) => s.matches('saving');
export const isSaved = (s: MatchPreferencesSnapshot) => s.matches('editing') && s.context.saved;
export const saveError = (s: MatchPreferencesSnapshot) =>
  s.matches('editing') && s.context.error ? errorEntry(savePreferencesErrors, s.context.error.code) : null;
/** The hand field's options, when the sport has one. */
export const handOptions = (s: MatchPreferencesSnapshot) => s.context.matchData?.fields.find((f) => f.id === 'hand')?.options ?? [];
