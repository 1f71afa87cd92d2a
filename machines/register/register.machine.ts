// Registration (spec part 3 §4 "Registration"):
//
//   editing --register.submit--> submitting --done, confirmed (Y, token)--> loggedIn (startSession)
//                                           --done, not confirmed-------> awaitingConfirmation
//                                           --error -3 (goToLogin)------> userExists
//                                           --any other error-----------> editing (the row shows)
//
// The view supplies the real `register` call and `startSession`; in `userExists` it opens login with
// the e-mail filled in, in `awaitingConfirmation` it asks the user to confirm by e-mail.
import { assign, fromPromise, setup } from 'xstate';
import { errorEntry, readActorError } from '#kernel/lib/errors';
import { registerErrors, type RegisterNext } from './register.errors';
import type { Registered, RegisterContext, RegisterEvent, Registration, StartSessionParams } from './register.types';

type Args = { context: RegisterContext; event: unknown };

const provided = (name: string) => async (): Promise<never> => {
  throw new Error(`register: provide the ${name} actor`);
};

const outputOf = (event: unknown): Registered => (event as { output: Registered }).output;
const errorOf = (event: unknown): unknown => (event as { error?: unknown }).error;
const submitted = (event: unknown): Registration | null =>
  (event as RegisterEvent).type === 'register.submit' ? (event as Extract<RegisterEvent, { type: 'register.submit' }>).registration : null;

const NO_REGISTRATION: Registration = { first_name: '', last_name: '', email: '', password: '', repeat_password: '' };
const registrationInput = ({ context }: Args): Registration => context.registration ?? NO_REGISTRATION;
const sessionToken = ({ event }: Args): StartSessionParams => ({ token: outputOf(event).token ?? '' });

/** Confirmed e-mail (Y) with a token: the user is logged in at once. */
const isConfirmed = ({ event }: Args): boolean => {
  const output = outputOf(event);
  return output.emailConfirmed === 'Y' && output.token !== null;
};
const errorLeadsTo = ({ event }: Args, params: { next: RegisterNext }): boolean =>
  errorEntry(registerErrors, readActorError(errorOf(event)).code).next === params.next;

export const registerSetup = setup({
  types: { context: {} as RegisterContext, events: {} as RegisterEvent },
  actors: {
    register: fromPromise<Registered, Registration>(provided('register')),
  },
  guards: { isConfirmed, errorLeadsTo },
  actions: {
    assignRegistration: assign({ registration: ({ event }) => submitted(event), error: null }),
    clearError: assign({ error: null }),
    assignError: assign({ error: ({ event }) => readActorError(errorOf(event)) }),
    // ── supplied by the view ──
    startSession: (_, _params: StartSessionParams) => {},
  },
});

export const registerMachine = registerSetup.createMachine({
  id: 'register',
  initial: 'editing',
  context: { registration: null, error: null },
  states: {
    editing: {
      on: {
        'register.submit': { target: 'submitting', actions: 'assignRegistration' },
        'register.edit': { actions: 'clearError' },
      },
    },
    submitting: {
      invoke: {
        id: 'register',
        src: 'register',
        input: registrationInput,
        onDone: [
          { guard: 'isConfirmed', target: 'loggedIn', actions: { type: 'startSession', params: sessionToken } },
          { target: 'awaitingConfirmation' },
        ],
        onError: [
          { guard: { type: 'errorLeadsTo', params: { next: 'goToLogin' } }, target: 'userExists', actions: 'assignError' },
          { target: 'editing', actions: 'assignError' },
        ],
      },
    },
    loggedIn: { type: 'final' },
    awaitingConfirmation: { type: 'final' },
    userExists: { type: 'final' },
  },
});

export type RegisterMachine = typeof registerMachine;
