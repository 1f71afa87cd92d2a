import { assign, fromPromise, setup } from 'xstate';
import { outcomeOf, type ErrorOutcome } from '../shared/errorTable';
import { loginErrors, type LoginErrorKind } from './login.errors';

export interface LoginCredentials {
  email: string;
  password: string;
}

export interface LoginContext {
  error: ErrorOutcome<LoginErrorKind> | null;
  credentials: LoginCredentials | null;
}

export type LoginEvent = { type: 'login.submit'; credentials: LoginCredentials } | { type: 'login.edit' };

const provided = async (): Promise<never> => {
  throw new Error('login: provide the logIn actor');
};

/**
 * The login form's flow: editing → submitting → loggedIn (the token goes to the session through
 * the view-supplied `startSession` action), or back to editing with the error table's outcome.
 */
export const loginMachine = setup({
  types: { context: {} as LoginContext, events: {} as LoginEvent },
  actors: {
    logIn: fromPromise<{ token: string }, LoginCredentials>(provided),
  },
  actions: {
    storeCredentials: assign({ credentials: ({ event }) => (event.type === 'login.submit' ? event.credentials : null), error: null }),
    clearError: assign({ error: null }),
    storeError: assign({ error: (_, params: { error: unknown }) => outcomeOf(loginErrors, params.error) }),
    startSession: (_, _params: { token: string }) => {},
  },
}).createMachine({
  id: 'login',
  initial: 'editing',
  context: { error: null, credentials: null },
  states: {
    editing: {
      on: {
        'login.submit': { target: 'submitting', actions: 'storeCredentials' },
        'login.edit': { actions: 'clearError' },
      },
    },
    submitting: {
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ context }) => context.credentials ?? { email: '', password: '' },
        onDone: { target: 'loggedIn', actions: { type: 'startSession', params: ({ event }) => ({ token: event.output.token }) } },
        onError: { target: 'editing', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loggedIn: { type: 'final' },
  },
});
