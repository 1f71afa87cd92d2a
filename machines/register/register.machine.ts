// Registration (spec part 3 §4 "Registration", §8 "-3 user already exists (go to login; in the social
// flow, log in)"):
//
//   editing --register.submit--> submitting --done, confirmed (Y, token)--> loggedIn (startSession)
//                                           --done, not confirmed-------> awaitingConfirmation
//                                           --error -3, social sign-in--> socialLoggingIn --done--> loggedIn
//                                                                                         --error-> editing
//                                           --error -3 (goToLogin)------> userExists
//                                           --any other error-----------> editing (the row shows)
//
// The view supplies the real calls and `startSession`; in `userExists` it opens login with the e-mail
// filled in, in `awaitingConfirmation` it asks the user to confirm by e-mail.
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { leadsTo, output, rejection, rowLeadsTo, type Done, type RejectionParams } from '#machines/shared/outcomes';
import { registerErrors } from './register.errors';
import type {
  LoginOutput,
  LogInInput,
  Registered,
  RegisterContext,
  RegisterEvent,
  RegisterInput,
  Registration,
  StartSessionParams,
} from './register.types';

type Submit = Extract<RegisterEvent, { type: 'register.submit' }>;
type Args = { context: RegisterContext };

const NO_REGISTRATION: Registration = { first_name: '', last_name: '', email: '', password: '', repeat_password: '' };
const registrationInput = ({ context }: Args): Registration => context.registration ?? NO_REGISTRATION;
const submitted = ({ event }: { event: Submit }): { registration: Registration } => ({ registration: event.registration });
const sessionToken = ({ event }: Done<Registered | LoginOutput>): StartSessionParams => ({ token: event.output.token ?? '' });
/** The social login after -3: the e-mail typed, with the provider's token. */
const socialLogInInput = ({ context }: Args): LogInInput => ({
  email: context.registration?.email ?? '',
  facebookToken: context.social?.facebookToken,
  facebookUserId: context.social?.facebookUserId,
});

/** Confirmed e-mail (Y) with a token: the user is logged in at once. */
const isConfirmed = (_: unknown, registered: Registered): boolean => registered.emailConfirmed === 'Y' && registered.token !== null;

export const registerSetup = setup({
  types: { context: {} as RegisterContext, events: {} as RegisterEvent, input: {} as RegisterInput | undefined },
  actors: {
    register: placeholder<Registered, Registration>('register', 'register'),
    logIn: placeholder<LoginOutput, LogInInput>('register', 'logIn'),
  },
  guards: {
    isConfirmed,
    errorLeadsTo: rowLeadsTo(registerErrors),
    isSocial: ({ context }: Args) => context.social !== null,
  },
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
  context: ({ input }) => ({ social: input?.social ?? null, registration: null, error: null }),
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
            target: 'socialCheck',
            actions: { type: 'assignError', params: rejection },
          },
          { target: 'editing', actions: { type: 'assignError', params: rejection } },
        ],
      },
    },
    // -3: with a social sign-in the account is opened with it; otherwise login with the e-mail.
    socialCheck: {
      always: [{ guard: 'isSocial', target: 'socialLoggingIn', actions: 'clearError' }, { target: 'userExists' }],
    },
    socialLoggingIn: {
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: socialLogInInput,
        onDone: { target: 'loggedIn', actions: { type: 'startSession', params: sessionToken } },
        onError: { target: 'editing', actions: { type: 'assignError', params: rejection } },
      },
    },
    loggedIn: { type: 'final' },
    awaitingConfirmation: { type: 'final' },
    userExists: { type: 'final' },
  },
});

export type RegisterMachine = typeof registerMachine;
