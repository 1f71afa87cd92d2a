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
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { leadsTo, output, rejection, rowLeadsTo, type RejectionParams } from '#machines/shared/outcomes';
import { confirmEmailErrors } from './confirmEmail.errors';
import type { ConfirmEmailContext, ConfirmEmailRequest, ConfirmStatus } from './confirmEmail.types';

const hasRequest = ({ context }: { context: ConfirmEmailContext }): boolean => context.request !== null;
const answersAlreadyConfirmed = (_: unknown, status: ConfirmStatus): boolean => status === 'already_confirmed';

const NO_REQUEST: ConfirmEmailRequest = { userId: 0, token: '' };
const requestInput = ({ context }: { context: ConfirmEmailContext }): ConfirmEmailRequest => context.request ?? NO_REQUEST;
const initialContext = ({ input }: { input: ConfirmEmailRequest | null }): ConfirmEmailContext => ({ request: input, error: null });

export const confirmEmailSetup = setup({
  types: { input: {} as ConfirmEmailRequest | null, context: {} as ConfirmEmailContext },
  actors: {
    confirmEmail: placeholder<ConfirmStatus, ConfirmEmailRequest>('confirmEmail', 'confirmEmail'),
  },
  guards: { hasRequest, answersAlreadyConfirmed, errorLeadsTo: rowLeadsTo(confirmEmailErrors) },
  actions: {
    assignError: assign((_, { error }: RejectionParams) => ({ error })),
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
        onDone: [
          { guard: { type: 'answersAlreadyConfirmed', params: output<ConfirmStatus> }, target: 'alreadyConfirmed' },
          { target: 'success' },
        ],
        onError: [
          {
            guard: { type: 'errorLeadsTo', params: leadsTo('alreadyConfirmed') },
            target: 'alreadyConfirmed',
            actions: { type: 'assignError', params: rejection },
          },
          { target: 'failed', actions: { type: 'assignError', params: rejection } },
        ],
      },
    },
    success: { type: 'final' },
    alreadyConfirmed: { type: 'final' },
    failed: { type: 'final' },
  },
});

export type ConfirmEmailMachine = typeof confirmEmailMachine;
