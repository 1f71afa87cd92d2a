// Registration (spec part 3 §4 "Registration"):
//
//   editing --register.submit--> submitting --done, confirmed (Y, token)--> loggedIn (startSession)
//                                           --done, not confirmed-------> awaitingConfirmation
//                                           --error -3 (goToLogin)------> userExists
//                                           --any other error-----------> editing (the row shows)
//
// The view supplies the real `register` call and `startSession`; in `userExists` it opens login with
// the e-mail filled in, in `awaitingConfirmation` it asks the user to confirm by e-mail.
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { leadsTo, output, rejection, rowLeadsTo, type Done, type RejectionParams } from '#machines/shared/outcomes';
import { registerErrors } from './register.errors';
import type { Registered, RegisterContext, RegisterEvent, Registration, StartSessionParams } from './register.types';

type Submit = Extract<RegisterEvent, { type: 'register.submit' }>;

const NO_REGISTRATION: Registration = { first_name: '', last_name: '', email: '', password: '', repeat_password: '' };
const registrationInput = ({ context }: { context: RegisterContext }): Registration => context.registration ?? NO_REGISTRATION;
const submitted = ({ event }: { event: Submit }): { registration: Registration } => ({ registration: event.registration });
const sessionToken = ({ event }: Done<Registered>): StartSessionParams => ({ token: event.output.token ?? '' });

/** Confirmed e-mail (Y) with a token: the user is logged in at once. */
const isConfirmed = (_: unknown, registered: Registered): boolean => registered.emailConfirmed === 'Y' && registered.token !== null;

export const registerSetup = setup({
  types: { context: {} as RegisterContext, events: {} as RegisterEvent },
  actors: {
    register: placeholder<Registered, Registration>('register', 'register'),
  },
  guards: { isConfirmed, errorLeadsTo: rowLeadsTo(registerErrors) },
  actions: {
    assignRegistration: assign((_, { registration }: { registration: Registration }) => ({ registration, error: null })),
    clearError: assign({ error: null }),
    assignError: assign((_, { error }: RejectionParams) => ({ error })),
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
        'register.submit': { target: 'submitting', actions: { type: 'assignRegistration', params: submitted } },
        'register.edit': { actions: 'clearError' },
      },
    },
    submitting: {
      invoke: {
        id: 'register',
        src: 'register',
        input: registrationInput,
        onDone: [
          {
            guard: { type: 'isConfirmed', params: output<Registered> },
            target: 'loggedIn',
            actions: { type: 'startSession', params: sessionToken },
          },
          { target: 'awaitingConfirmation' },
        ],
        onError: [
          {
            guard: { type: 'errorLeadsTo', params: leadsTo('goToLogin') },
            target: 'userExists',
            actions: { type: 'assignError', params: rejection },
          },
          { target: 'editing', actions: { type: 'assignError', params: rejection } },
        ],
      },
    },
    loggedIn: { type: 'final' },
    awaitingConfirmation: { type: 'final' },
    userExists: { type: 'final' },
  },
});

export type RegisterMachine = typeof registerMachine;
