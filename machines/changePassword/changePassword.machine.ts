// Password change (/profile/password; spec part 3 §2, §5, §7 PUT /api/users/{id}/password):
//
//   editing --password.submit--> saving --done--> changed (the account's other sessions ended)
//                                        --error (-2 wrong current, -4 same, -48, network, other)--> editing
//   editing --password.edit--> editing (the notice goes)
//
// Both passwords leave the context as soon as the call answers, whatever it answers.
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { rejection, type RejectionParams } from '#machines/shared/outcomes';
import type { ChangePasswordContext, ChangePasswordEvent, ChangePasswordInput, ChangePasswordRequest } from './changePassword.types';

type Submit = Extract<ChangePasswordEvent, { type: 'password.submit' }>;
type Pending = NonNullable<ChangePasswordContext['pending']>;

const submitted = ({ event }: { event: Submit }): Pending => ({ currentPassword: event.currentPassword, password: event.password });
const request = ({ context }: { context: ChangePasswordContext }): ChangePasswordRequest => ({
  userId: context.userId,
  currentPassword: context.pending?.currentPassword ?? '',
  password: context.pending?.password ?? '',
});

export const changePasswordSetup = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
  },
  actors: {
    changePassword: placeholder<void, ChangePasswordRequest>('changePassword', 'changePassword'),
  },
  actions: {
    assignPending: assign((_, pending: Pending) => ({ pending, error: null })),
    forgetPending: assign({ pending: null }),
    clearError: assign({ error: null }),
    assignError: assign((_, { error }: RejectionParams) => ({ error, pending: null })),
  },
});

export const changePasswordMachine = changePasswordSetup.createMachine({
  id: 'changePassword',
  context: ({ input }) => ({ userId: input.userId, pending: null, error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'password.submit': { target: 'saving', actions: { type: 'assignPending', params: submitted } },
        'password.edit': { actions: 'clearError' },
      },
    },
    saving: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: request,
        onDone: { target: 'changed', actions: 'forgetPending' },
        onError: { target: 'editing', actions: { type: 'assignError', params: rejection } },
      },
    },
    changed: { type: 'final' },
  },
});

export type ChangePasswordMachine = typeof changePasswordMachine;
