import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf, outcomeOf, type ErrorOutcome } from '../shared/errorTable';
import { registerErrors, type RegisterErrorKind } from './register.errors';

export interface Registration {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  repeat_password: string;
}

export interface Registered {
  userId: number;
  emailConfirmed: 'Y' | 'N';
  token: string | null;
}

export interface RegisterContext {
  registration: Registration | null;
  error: ErrorOutcome<RegisterErrorKind> | null;
}

export type RegisterEvent = { type: 'register.submit'; registration: Registration } | { type: 'register.edit' };

const provided = async (): Promise<never> => {
  throw new Error('register: provide the register actor');
};

/**
 * Registration (spec part 3 §4): a confirmed e-mail (Y, with a token) logs the user in at once;
 * otherwise the user is asked to confirm by e-mail, then log in. -3 (exists) ends in `userExists`,
 * where the view sends the user to login with the e-mail filled in.
 */
export const registerMachine = setup({
  types: { context: {} as RegisterContext, events: {} as RegisterEvent },
  actors: {
    register: fromPromise<Registered, Registration>(provided),
  },
  guards: {
    isConfirmed: (_, params: { output: Registered }) => params.output.emailConfirmed === 'Y' && params.output.token !== null,
    userExists: (_, params: { error: unknown }) => errorCodeOf(params.error) === '-3',
  },
  actions: {
    storeRegistration: assign({
      registration: ({ event }) => (event.type === 'register.submit' ? event.registration : null),
      error: null,
    }),
    clearError: assign({ error: null }),
    storeError: assign({ error: (_, params: { error: unknown }) => outcomeOf(registerErrors, params.error) }),
    startSession: (_, _params: { token: string }) => {},
  },
}).createMachine({
  id: 'register',
  initial: 'editing',
  context: { registration: null, error: null },
  states: {
    editing: {
      on: {
        'register.submit': { target: 'submitting', actions: 'storeRegistration' },
        'register.edit': { actions: 'clearError' },
      },
    },
    submitting: {
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => context.registration as Registration,
        onDone: [
          {
            guard: { type: 'isConfirmed', params: ({ event }) => ({ output: event.output }) },
            target: 'loggedIn',
            actions: { type: 'startSession', params: ({ event }) => ({ token: event.output.token ?? '' }) },
          },
          { target: 'awaitingConfirmation' },
        ],
        onError: [
          { guard: { type: 'userExists', params: ({ event }) => ({ error: event.error }) }, target: 'userExists' },
          { target: 'editing', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    loggedIn: { type: 'final' },
    awaitingConfirmation: { type: 'final' },
    userExists: { type: 'final' },
  },
});
