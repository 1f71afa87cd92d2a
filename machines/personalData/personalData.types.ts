// Types of the personal-data form (/profile/user, spec part 3 §2 "Profile area", §3 "User", §7
// GET and PUT /api/user/{id}, PUT /api/users/{userId}/foid).
import type { BodyOf, Endpoints, ResponseOf } from '#kernel/contract';
import type { User } from '#kernel/contract/account';
import type { ActorError } from '#kernel/lib/errors';
import type { ProfileFieldRules } from '#kernel/lib/validators';

export interface PersonalDataInput {
  userId: number;
}

/** The user and the field settings of the account's country. */
export interface PersonalDataLoaded {
  user: User;
  rules: ProfileFieldRules;
}

/** What PUT /api/user/{id} sends from this form (never the document: that has its own call). */
export type UserChanges = Pick<BodyOf<Endpoints['updateUser']>, 'first_name' | 'last_name' | 'phone' | 'birth_date' | 'gender'>;

/** PUT /api/users/{userId}/foid: the document, set once. */
export type DocumentInput = BodyOf<Endpoints['updateFoid']>;
export type DocumentSet = Pick<ResponseOf<Endpoints['updateFoid']>, 'foidCountry' | 'foidType' | 'foidNumber'>;

export interface SaveUserInput {
  userId: number;
  changes: UserChanges;
}
export interface SetDocumentInput {
  userId: number;
  document: DocumentInput;
}

/** Which call the last failure came from (each has its error table). */
export type PersonalDataFailure = 'load' | 'save' | 'document';

export interface PersonalDataContext {
  userId: number;
  user: User | null;
  rules: ProfileFieldRules;
  /** What the last save sends (the saveUser actor's input). */
  changes: UserChanges;
  /** The document to set after the save (only while the account has none). */
  pendingDocument: DocumentInput | null;
  /** The last save went through (until the user edits again). */
  saved: boolean;
  error: ActorError | null;
  errorSource: PersonalDataFailure | null;
}

export type PersonalDataEvent =
  /** The form is valid under the country's settings: save it, and the document when it is set now. */
  | { type: 'personalData.save'; changes: UserChanges; document: DocumentInput | null }
  /** The user typed again: the notice goes away. */
  | { type: 'personalData.edit' }
  /** Try loading again after a failure. */
  | { type: 'personalData.reload' };
