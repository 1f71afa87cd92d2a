// Confirming the address of a new account from the e-mail's link (spec part 3 §2 "/confirm_email …
// requires a human check"; §4 "Confirm e-mail": unknown, success, already confirmed, failed; §5
// "Confirm e-mail needs a completed human check, otherwise a toast shows the alert message"):
//
//   checking --no request (link without userid/token)--> failed
//            --request--> awaitingHumanCheck --human.start--> solvingHumanCheck --done--> humanChecked
//                                                                                --error-> awaitingHumanCheck
//   awaitingHumanCheck / solvingHumanCheck --confirm.submit--> (toast: alertHumanCheck)
//   humanChecked --confirm.submit--> confirming --done 'success'----------> success
//                                               --done 'already_confirmed'-> alreadyConfirmed
//                                               --error -36---------------> alreadyConfirmed
//                                               --error -1399-------------> awaitingHumanCheck (check again)
//                                               --any other error---------> failed
//
// The view supplies the real `solveHumanCheck` (our server's ALTCHA challenge, solved in the browser),
// `confirmEmail` and the `alertHumanCheck` toast.
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { leadsTo, output, rejection, rowLeadsTo, type Done, type RejectionParams } from '#machines/shared/outcomes';
import { confirmEmailErrors } from './confirmEmail.errors';
import type { ConfirmEmailContext, ConfirmEmailEvent, ConfirmEmailInput, ConfirmEmailRequest, ConfirmStatus } from './confirmEmail.types';

const hasRequest = ({ context }: { context: ConfirmEmailContext }): boolean => context.request !== null;
const answersAlreadyConfirmed = (_: unknown, status: ConfirmStatus): boolean => status === 'already_confirmed';

const NO_REQUEST: ConfirmEmailRequest = { userId: 0, token: '' };
const requestInput = ({ context }: { context: ConfirmEmailContext }): ConfirmEmailInput => ({
  ...(context.request ?? NO_REQUEST),
  recaptchaValue: context.humanProof ?? '',
});
const initialContext = ({ input }: { input: ConfirmEmailRequest | null }): ConfirmEmailContext => ({
  request: input,
  humanProof: null,
  error: null,
});
const proof = ({ event }: Done<string>): { proof: string } => ({ proof: event.output });

export const confirmEmailSetup = setup({
  types: { input: {} as ConfirmEmailRequest | null, context: {} as ConfirmEmailContext, events: {} as ConfirmEmailEvent },
  actors: {
    solveHumanCheck: placeholder<string, void>('confirmEmail', 'solveHumanCheck'),
    confirmEmail: placeholder<ConfirmStatus, ConfirmEmailInput>('confirmEmail', 'confirmEmail'),
  },
  guards: { hasRequest, answersAlreadyConfirmed, errorLeadsTo: rowLeadsTo(confirmEmailErrors) },
  actions: {
    assignProof: assign((_, { proof }: { proof: string }) => ({ humanProof: proof, error: null })),
    clearError: assign({ error: null }),
    // A rejected check or confirmation needs a new check: its proof is spent.
    assignError: assign((_, { error }: RejectionParams) => ({ error, humanProof: null })),
    // ── supplied by the view ──
    alertHumanCheck: () => {},
  },
});

export const confirmEmailMachine = confirmEmailSetup.createMachine({
  id: 'confirmEmail',
  context: initialContext,
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'hasRequest', target: 'awaitingHumanCheck' }, { target: 'failed' }] },
    awaitingHumanCheck: {
      on: {
        'human.start': { target: 'solvingHumanCheck', actions: 'clearError' },
        'confirm.submit': { actions: 'alertHumanCheck' },
      },
    },
    solvingHumanCheck: {
      invoke: {
        id: 'solveHumanCheck',
        src: 'solveHumanCheck',
        onDone: { target: 'humanChecked', actions: { type: 'assignProof', params: proof } },
        onError: { target: 'awaitingHumanCheck', actions: { type: 'assignError', params: rejection } },
      },
      on: { 'confirm.submit': { actions: 'alertHumanCheck' } },
    },
    humanChecked: {
      on: { 'confirm.submit': { target: 'confirming' } },
    },
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
          {
            guard: { type: 'errorLeadsTo', params: leadsTo('humanCheck') },
            target: 'awaitingHumanCheck',
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
