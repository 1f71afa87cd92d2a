// The login page's flow (spec part 3 §2 "/login", §4 "Social login check", §8):
//
//   opening --logged in already--> alreadyLoggedIn (the view goes to book.search)
//           --otherwise----------> editing
//   editing --login.submit--> submitting --done--> loggedIn (startSession) | --error--> editing (its row)
//           --social.signedIn--> checkingSocial --code 1/2, e-mail, phone and document present--> socialLoggingIn
//                                               --code 0/3, or 1/2 with something missing-------> socialRegister
//                                               --error (-1401...)-----------------------------> editing
//           socialLoggingIn --done--> loggedIn | --error--> editing
//           --biometric.start--> biometricLoggingIn --done--> loggedIn | --any error--> editing,
//                                 'Biometric access disabled' and disableBiometric (the shell forgets it)
//
// The view supplies `startSession`, `disableBiometric` and the real calls with `.provide(...)`; in
// socialRegister it opens /register prefilled with what the check answered.
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { output, rejection, type Done, type RejectionParams } from '#machines/shared/outcomes';
import type {
  LoginContext,
  LoginCredentials,
  LoginEvent,
  LoginFailureSource,
  LoginInput,
  LoginOutput,
  LogInInput,
  SocialCheck,
  SocialSignIn,
  StartSessionParams,
} from './login.types';

type Submit = Extract<LoginEvent, { type: 'login.submit' }>;
type SignedIn = Extract<LoginEvent, { type: 'social.signedIn' }>;
type Args = { context: LoginContext };

const NO_CREDENTIALS: LogInInput = { email: '', password: '' };
const credentialsInput = ({ context }: Args): LogInInput => context.credentials ?? NO_CREDENTIALS;
const submitted = ({ event }: { event: Submit }): { credentials: LoginCredentials } => ({ credentials: event.credentials });
const signedIn = ({ event }: { event: SignedIn }): SocialSignIn => event.signIn;
const sessionToken = ({ event }: Done<LoginOutput>): StartSessionParams => ({ token: event.output.token });
const signInOf = ({ context }: Args): SocialSignIn => ({
  facebookUserId: context.social?.facebookUserId ?? '',
  facebookToken: context.social?.facebookToken ?? '',
});
const failedIn =
  (source: LoginFailureSource) =>
  (args: Parameters<typeof rejection>[0]): RejectionParams & { source: LoginFailureSource } => ({ ...rejection(args), source });

/** Codes 1 and 2 (an existing account) with e-mail, phone and document all present: log in at once. */
const isCompleteAccount = (_: unknown, check: SocialCheck): boolean =>
  (check.code === '1' || check.code === '2') && Boolean(check.fields.email && check.fields.phone && check.fields.foid_number);

export const loginSetup = setup({
  types: { context: {} as LoginContext, events: {} as LoginEvent, input: {} as LoginInput | undefined },
  actors: {
    logIn: placeholder<LoginOutput, LogInInput>('login', 'logIn'),
    checkSocialUser: placeholder<SocialCheck, SocialSignIn>('login', 'checkSocialUser'),
    biometricLogIn: placeholder<LoginOutput, void>('login', 'biometricLogIn'),
  },
  guards: {
    isLoggedInAlready: (_, loggedIn: boolean) => loggedIn,
    isCompleteAccount,
  },
  actions: {
    assignCredentials: assign((_, { credentials }: { credentials: LoginCredentials }) => ({
      credentials,
      error: null,
      errorSource: null,
    })),
    assignSignIn: assign((_, signIn: SocialSignIn) => ({ social: { ...signIn, check: null }, error: null, errorSource: null })),
    assignCheck: assign(({ context }, check: SocialCheck) => ({
      social: context.social && { ...context.social, check },
      credentials: {
        email: check.fields.email ?? '',
        facebookToken: context.social?.facebookToken,
        facebookUserId: context.social?.facebookUserId,
      },
    })),
    clearError: assign({ error: null, errorSource: null }),
    assignError: assign((_, { error, source }: RejectionParams & { source: LoginFailureSource }) => ({ error, errorSource: source })),
    // ── supplied by the view ──
    startSession: (_, _params: StartSessionParams) => {},
    disableBiometric: () => {},
  },
});

export const loginMachine = loginSetup.createMachine({
  id: 'login',
  initial: 'opening',
  context: ({ input }) => ({ loggedInAtStart: input?.loggedIn ?? false, credentials: null, social: null, error: null, errorSource: null }),
  states: {
    opening: {
      always: [
        { guard: { type: 'isLoggedInAlready', params: ({ context }) => context.loggedInAtStart }, target: 'alreadyLoggedIn' },
        { target: 'editing' },
      ],
    },
    editing: {
      on: {
        'login.submit': { target: 'submitting', actions: { type: 'assignCredentials', params: submitted } },
        'login.edit': { actions: 'clearError' },
        'social.signedIn': { target: 'checkingSocial', actions: { type: 'assignSignIn', params: signedIn } },
        'biometric.start': { target: 'biometricLoggingIn', actions: 'clearError' },
      },
    },
    submitting: {
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: credentialsInput,
        onDone: { target: 'loggedIn', actions: { type: 'startSession', params: sessionToken } },
        onError: { target: 'editing', actions: { type: 'assignError', params: failedIn('password') } },
      },
    },
    checkingSocial: {
      invoke: {
        id: 'checkSocialUser',
        src: 'checkSocialUser',
        input: signInOf,
        onDone: [
          {
            guard: { type: 'isCompleteAccount', params: output<SocialCheck> },
            target: 'socialLoggingIn',
            actions: { type: 'assignCheck', params: output<SocialCheck> },
          },
          { target: 'socialRegister', actions: { type: 'assignCheck', params: output<SocialCheck> } },
        ],
        onError: { target: 'editing', actions: { type: 'assignError', params: failedIn('socialCheck') } },
      },
    },
    socialLoggingIn: {
      invoke: {
        id: 'logInSocial',
        src: 'logIn',
        input: credentialsInput,
        onDone: { target: 'loggedIn', actions: { type: 'startSession', params: sessionToken } },
        onError: { target: 'editing', actions: { type: 'assignError', params: failedIn('password') } },
      },
    },
    biometricLoggingIn: {
      invoke: {
        id: 'biometricLogIn',
        src: 'biometricLogIn',
        onDone: { target: 'loggedIn', actions: { type: 'startSession', params: sessionToken } },
        onError: { target: 'editing', actions: [{ type: 'assignError', params: failedIn('biometric') }, 'disableBiometric'] },
      },
    },
    loggedIn: { type: 'final' },
    socialRegister: { type: 'final' },
    alreadyLoggedIn: { type: 'final' },
  },
});

export type LoginMachine = typeof loginMachine;
