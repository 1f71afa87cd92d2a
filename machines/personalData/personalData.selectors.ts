// View flags from a personal-data snapshot. Views read these, never state paths.
import type { SnapshotFrom } from 'xstate';
import type { User } from '#kernel/contract/account';
import { errorEntry, listsCode, type ErrorEntry } from '#kernel/lib/errors';
import type { ProfileFieldRules } from '#kernel/lib/validators';
import { documentErrors, loadPersonalDataErrors, saveUserErrors } from './personalData.errors';
import type { PersonalDataMachine } from './personalData.machine';

export type PersonalDataSnapshot = SnapshotFrom<PersonalDataMachine>;

export const isLoading = (s: PersonalDataSnapshot): boolean => s.matches('loading');
export const loadFailed = (s: PersonalDataSnapshot): boolean => s.matches('loadFailed');
export const isSaving = (s: PersonalDataSnapshot): boolean => s.matches('saving') || s.matches('settingDocument');
export const isSaved = (s: PersonalDataSnapshot): boolean => s.matches('editing') && s.context.saved;
export const user = (s: PersonalDataSnapshot): User | null => s.context.user;
export const rules = (s: PersonalDataSnapshot): ProfileFieldRules => s.context.rules;

/** The document is set once: after that it is shown and not edited. */
export const isDocumentLocked = (s: PersonalDataSnapshot): boolean => Boolean(s.context.user?.foid_number);

const TABLES = { load: loadPersonalDataErrors, save: saveUserErrors, document: documentErrors } as const;

/** The notice of the last failure; `code` is set when the row is the generic one (shown with the code). */
export const errorNotice = (s: PersonalDataSnapshot): { entry: ErrorEntry; code: string | null } | null => {
  const { error, errorSource } = s.context;
  if (!error || !errorSource) return null;
  const table = TABLES[errorSource];
  return { entry: errorEntry(table, error.code), code: listsCode(table, error.code) ? null : error.code };
};
