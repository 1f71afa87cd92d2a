// Confirming the address of a new account from the e-mail's link (spec part 3 §4 "Confirm e-mail":
// unknown, success, already confirmed, failed):
//
//   checking --no request (link without userid/token)--> failed
//            --request--> confirming --done 'success'----------> success
//                                    --done 'already_confirmed'-> alreadyConfirmed
//                                    --error -36---------------> alreadyConfirmed
//                                    --any other error---------> failed
//
// The view supplies the real `confirmEmail` call; the human check of the spec comes with the captcha.
import { assign, fromPromise, setup } from 'xstate';
import { errorEntry, readActorError } from '#kernel/lib/errors';
import { confirmEmailErrors, type ConfirmNext } from './confirmEmail.errors';
import type { ConfirmEmailContext, ConfirmEmailRequest, ConfirmStatus } from './confirmEmail.types';

type Args = { context: ConfirmEmailContext; event: unknown };

const provided = (name: string) => async (): Promise<never> => {
  throw new Error(`confirmEmail: provide the ${name} actor`);
};

const outputOf = (event: unknown): ConfirmStatus => (event as { output: ConfirmStatus }).output;
const errorOf = (event: unknown): unknown => (event as { error?: unknown }).error;

const hasRequest = ({ context }: Args): boolean => context.request !== null;
const answersAlreadyConfirmed = ({ event }: Args): boolean => outputOf(event) === 'already_confirmed';
const errorLeadsTo = ({ event }: Args, params: { next: ConfirmNext }): boolean =>
  errorEntry(confirmEmailErrors, readActorError(errorOf(event)).code).next === params.next;

const NO_REQUEST: ConfirmEmailRequest = { userId: 0, token: '' };
const requestInput = ({ context }: Args): ConfirmEmailRequest => context.request ?? NO_REQUEST;
const initialContext = ({ input }: { input: ConfirmEmailRequest | null }): ConfirmEmailContext => ({ request: input, error: null });

export const confirmEmailSetup = setup({
  types: { input: {} as ConfirmEmailRequest | null, context: {} as ConfirmEmailContext },
  actors: {
    confirmEmail: fromPromise<ConfirmStatus, ConfirmEmailRequest>(provided('confirmEmail')),
  },
  guards: { hasRequest, answersAlreadyConfirmed, errorLeadsTo },
  actions: {
    assignError: assign({ error: ({ event }) => readActorError(errorOf(event)) }),
  },
});

export const confirmEmailMachine = confirmEmailSetup.createMachine({
  id: 'confirmEmail',
  context: initialContext,
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'hasRequest', target: 'confirming' }, { target: 'failed' }] },
    confirming: {
      invoke: {
        id: 'confirmEmail',
        src: 'confirmEmail',
        input: requestInput,
        onDone: [{ guard: 'answersAlreadyConfirmed', target: 'alreadyConfirmed' }, { target: 'success' }],
        onError: [
          { guard: { type: 'errorLeadsTo', params: { next: 'alreadyConfirmed' } }, target: 'alreadyConfirmed', actions: 'assignError' },
          { target: 'failed', actions: 'assignError' },
        ],
      },
    },
    success: { type: 'final' },
    alreadyConfirmed: { type: 'final' },
    failed: { type: 'final' },
  },
});

export type ConfirmEmailMachine = typeof confirmEmailMachine;
