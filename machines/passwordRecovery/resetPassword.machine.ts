// Reset password from the e-mailed link (spec part 3 §2 "/reset_password: query email and token";
// §8 "success goes to login; an error shows a generic message"):
//
//   checking --no link (email or token missing)--> linkRejected
//            --link--> editing --reset.submit--> resetting --done--> done (goToLogin)
//                                                          --error -37--> linkRejected (ask for a new link)
//                                                          --other error--> editing (its row shows)
//
// The view supplies the real `resetPassword` call and `goToLogin`.
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { leadsTo, rejection, rowLeadsTo, type RejectionParams } from '#machines/shared/outcomes';
import { resetErrors } from './passwordRecovery.errors';
import type { GoToLoginParams, ResetContext, ResetEvent, ResetLink, ResetRequest } from './passwordRecovery.types';

type Submit = Extract<ResetEvent, { type: 'reset.submit' }>;

const hasLink = ({ context }: { context: ResetContext }): boolean => context.link !== null;
const resetInput = ({ context }: { context: ResetContext }): ResetRequest => ({
  email: context.link?.email ?? '',
  token: context.link?.token ?? '',
  password: context.password ?? '',
});
const submitted = ({ event }: { event: Submit }): { password: string } => ({ password: event.password });
const loginEmail = ({ context }: { context: ResetContext }): GoToLoginParams => ({ email: context.link?.email ?? '' });

export const resetPasswordSetup = setup({
  types: { context: {} as ResetContext, events: {} as ResetEvent, input: {} as ResetLink | null },
  actors: {
    resetPassword: placeholder<void, ResetRequest>('resetPassword', 'resetPassword'),
  },
  guards: { hasLink, errorLeadsTo: rowLeadsTo(resetErrors) },
  actions: {
    assignPassword: assign((_, { password }: { password: string }) => ({ password, error: null })),
    clearError: assign({ error: null }),
    forgetPassword: assign({ password: null }),
    // The new password leaves the context with the answer, whichever it is.
    assignError: assign((_, { error }: RejectionParams) => ({ error, password: null })),
    // ── supplied by the view ──
    goToLogin: (_, _params: GoToLoginParams) => {},
  },
});

export const resetPasswordMachine = resetPasswordSetup.createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({ link: input, password: null, error: null }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'hasLink', target: 'editing' }, { target: 'linkRejected' }] },
    editing: {
      on: {
        'reset.submit': { target: 'resetting', actions: { type: 'assignPassword', params: submitted } },
        'reset.edit': { actions: 'clearError' },
      },
    },
    resetting: {
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: resetInput,
        onDone: { target: 'done', actions: ['forgetPassword', { type: 'goToLogin', params: loginEmail }] },
        onError: [
          {
            guard: { type: 'errorLeadsTo', params: leadsTo('linkRejected') },
            target: 'linkRejected',
            actions: { type: 'assignError', params: rejection },
          },
          { target: 'editing', actions: { type: 'assignError', params: rejection } },
        ],
      },
    },
    done: { type: 'final' },
    linkRejected: { type: 'final' },
  },
});

export type ResetPasswordMachine = typeof resetPasswordMachine;
