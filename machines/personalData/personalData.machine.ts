// /profile/user: the personal data of the account (spec part 3 §2, §3 "User", §8).
//
//   loading   GET the user and the country's field settings → editing | error → loadFailed (reload)
//   editing   personalData.save {changes, document} → saving (the document only while the account has none)
//   saving    PUT /api/user/{id} → settingDocument when a document waits | editing (saved) ; error → editing (-3...)
//   settingDocument  PUT /api/users/{id}/foid → editing (saved, the document now read-only) ; error → editing (-487...)
import { assign, setup } from 'xstate';
import type { User } from '#kernel/contract/account';
import { placeholder } from '#machines/shared/actors';
import { output, rejection, type RejectionParams } from '#machines/shared/outcomes';
import type {
  DocumentInput,
  DocumentSet,
  PersonalDataContext,
  PersonalDataEvent,
  PersonalDataFailure,
  PersonalDataInput,
  PersonalDataLoaded,
  SaveUserInput,
  SetDocumentInput,
  UserChanges,
} from './personalData.types';

type Save = Extract<PersonalDataEvent, { type: 'personalData.save' }>;
type Args = { context: PersonalDataContext };

const NO_CHANGES: UserChanges = {};
const saveRequest = ({ event }: { event: Save }) => ({ changes: event.changes, document: event.document });
const failedIn =
  (source: PersonalDataFailure) =>
  (args: Parameters<typeof rejection>[0]): RejectionParams & { source: PersonalDataFailure } => ({ ...rejection(args), source });

export const personalDataSetup = setup({
  types: {
    context: {} as PersonalDataContext,
    events: {} as PersonalDataEvent,
    input: {} as PersonalDataInput,
  },
  actors: {
    loadPersonalData: placeholder<PersonalDataLoaded, PersonalDataInput>('personalData', 'loadPersonalData'),
    saveUser: placeholder<User, SaveUserInput>('personalData', 'saveUser'),
    setDocument: placeholder<DocumentSet, SetDocumentInput>('personalData', 'setDocument'),
  },
  guards: {
    hasPendingDocument: ({ context }: Args) => context.pendingDocument !== null,
  },
  actions: {
    assignLoaded: assign((_, { user, rules }: PersonalDataLoaded) => ({ user, rules, error: null, errorSource: null })),
    assignSave: assign(({ context }, { changes, document }: { changes: UserChanges; document: DocumentInput | null }) => ({
      changes,
      // Set once: a document is sent only while the account has none.
      pendingDocument: context.user?.foid_number ? null : document,
      saved: false,
      error: null,
      errorSource: null,
    })),
    assignUser: assign(({ context }, user: User) => ({ user, saved: context.pendingDocument === null })),
    assignDocument: assign(({ context }, document: DocumentSet) => ({
      user: context.user && {
        ...context.user,
        foid_country: document.foidCountry,
        foid_type: document.foidType,
        foid_number: document.foidNumber,
      },
      pendingDocument: null,
      saved: true,
    })),
    dropDocument: assign({ pendingDocument: null }),
    clearNotice: assign({ error: null, errorSource: null, saved: false }),
    assignError: assign((_, { error, source }: RejectionParams & { source: PersonalDataFailure }) => ({ error, errorSource: source })),
  },
});

export const personalDataMachine = personalDataSetup.createMachine({
  id: 'personalData',
  context: ({ input }) => ({
    userId: input.userId,
    user: null,
    rules: {},
    changes: NO_CHANGES,
    pendingDocument: null,
    saved: false,
    error: null,
    errorSource: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPersonalData',
        src: 'loadPersonalData',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'editing', actions: { type: 'assignLoaded', params: output<PersonalDataLoaded> } },
        onError: { target: 'loadFailed', actions: { type: 'assignError', params: failedIn('load') } },
      },
    },
    loadFailed: { on: { 'personalData.reload': { target: 'loading', actions: 'clearNotice' } } },
    editing: {
      on: {
        'personalData.save': { target: 'saving', actions: { type: 'assignSave', params: saveRequest } },
        'personalData.edit': { actions: 'clearNotice' },
      },
    },
    saving: {
      invoke: {
        id: 'saveUser',
        src: 'saveUser',
        input: ({ context }) => ({ userId: context.userId, changes: context.changes }),
        onDone: [
          { guard: 'hasPendingDocument', target: 'settingDocument', actions: { type: 'assignUser', params: output<User> } },
          { target: 'editing', actions: { type: 'assignUser', params: output<User> } },
        ],
        onError: { target: 'editing', actions: [{ type: 'assignError', params: failedIn('save') }, 'dropDocument'] },
      },
    },
    settingDocument: {
      invoke: {
        id: 'setDocument',
        src: 'setDocument',
        input: ({ context }) => ({ userId: context.userId, document: context.pendingDocument! }),
        onDone: { target: 'editing', actions: { type: 'assignDocument', params: output<DocumentSet> } },
        onError: { target: 'editing', actions: [{ type: 'assignError', params: failedIn('document') }, 'dropDocument'] },
      },
    },
  },
});

export type PersonalDataMachine = typeof personalDataMachine;
