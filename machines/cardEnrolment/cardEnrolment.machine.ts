// Card enrolment and deletion (spec part 2 §5 "Payment cards", §7 "Cashier and cards", §8 "Card
// enrolment"; part 3 §7, §8 "Cards"):
//
//   enrol   the provider's country config (maximum cards reached → a notice), the card form
//           (the kernel's validators, as named guards) with the ID number and address only when the
//           method asks, then: missing-data update → pre-check → tokenization by the provider's
//           script → 3-D Secure when the provider asks → subscription. Each failure shows its
//           row of cardEnrolment.errors.ts, then back to the form, closed, or to the profile (-12).
//   delete  confirm first, then delete; -33's text is keyed by the server's msg.
//
// The app provides the actors; the view supplies navigate and reportError. The cashier invokes
// this machine to add a card; /profile/creditcards uses it to add and delete.
import { and } from 'xstate';
import { output, type Failed } from '#machines/shared/outcomes';
import { cardEnrolmentSetup, cardInputs, cardOutput, initialCardContext, type FailureParams } from './cardEnrolment.setup';
import type { CardCall, CardConfig, CardEnrolmentResult, EnrolledCard, TokenizeCardOutput, Verify3dsOutput } from './cardEnrolment.types';

export { cardEnrolmentSetup };

/** The profile page where the document number is completed (-12). */
export const PROFILE_DOCUMENT_PATH = '/profile/user';

const failedCall =
  (call: CardCall) =>
  ({ event }: Failed): FailureParams => ({ call, error: event.error });
const fail = (call: CardCall) =>
  ({ target: '#cardEnrolment.failed', actions: { type: 'recordFailure', params: failedCall(call) } }) as const;
const config = output<CardConfig>;
const tokenized = output<TokenizeCardOutput>;
const settle = (result: CardEnrolmentResult) => ({ type: 'settle', params: { result } }) as const;
const isFormComplete = and(['isValidCardNumber', 'isValidExpiry', 'isValidCvv', 'isValidCardHolder', 'isMissingDataComplete']);

export const cardEnrolmentMachine = cardEnrolmentSetup.createMachine({
  id: 'cardEnrolment',
  context: initialCardContext,
  output: cardOutput,
  initial: 'routing',
  states: {
    routing: { always: [{ guard: 'isDeletion', target: 'confirmingDeletion' }, { target: 'loadingConfig' }] },
    loadingConfig: {
      invoke: {
        id: 'loadCardConfig',
        src: 'loadCardConfig',
        input: cardInputs.config,
        onDone: [
          {
            guard: { type: 'reachedMaxCards', params: config },
            target: 'maxCardsReached',
            actions: { type: 'assignConfig', params: config },
          },
          { target: 'editing', actions: { type: 'assignConfig', params: config } },
        ],
        onError: fail('loadCardConfig'),
      },
    },
    /** MSG_MAX_KUSHKI_CARDS: nothing to do but close. */
    maxCardsReached: { on: { 'error.dismiss': 'cancelled', 'card.cancel': 'cancelled' } },
    editing: {
      on: {
        'card.setNumber': { actions: 'setNumber' },
        'card.setExpiry': { actions: 'setExpiry' },
        'card.setCvv': { actions: 'setCvv' },
        'card.setHolder': { actions: 'setHolder' },
        'foid.set': { guard: 'asksForFoid', actions: 'assignFoid' },
        'address.set': { guard: 'asksForAddress', actions: 'assignAddress' },
        'card.submit': [
          { guard: and([isFormComplete, 'asksForMissingData']), target: 'savingMissingData' },
          { guard: isFormComplete, target: 'prechecking' },
          { actions: 'markAttempted' },
        ],
        'card.cancel': 'cancelled',
      },
    },
    savingMissingData: {
      invoke: {
        id: 'updateMissingData',
        src: 'updateMissingData',
        input: cardInputs.missingData,
        onDone: 'prechecking',
        onError: fail('updateMissingData'),
      },
    },
    /** Maximum cards and duplicates are caught before the card goes to the provider. */
    prechecking: {
      invoke: { id: 'precheckCard', src: 'precheckCard', input: cardInputs.precheck, onDone: 'tokenizing', onError: fail('precheckCard') },
    },
    tokenizing: {
      invoke: {
        id: 'tokenizeCard',
        src: 'tokenizeCard',
        input: cardInputs.tokenize,
        onDone: [
          {
            guard: { type: 'requires3ds', params: tokenized },
            target: 'verifying3ds',
            actions: { type: 'assignToken', params: tokenized },
          },
          { target: 'subscribing', actions: { type: 'assignToken', params: tokenized } },
        ],
        onError: fail('tokenizeCard'),
      },
    },
    verifying3ds: {
      invoke: {
        id: 'verify3ds',
        src: 'verify3ds',
        input: cardInputs.verify3ds,
        onDone: [
          { guard: { type: 'passed3ds', params: output<Verify3dsOutput> }, target: 'subscribing' },
          { target: 'failed', actions: 'record3dsRefusal' },
        ],
        onError: fail('verify3ds'),
      },
    },
    subscribing: {
      invoke: {
        id: 'enrolCard',
        src: 'enrolCard',
        input: cardInputs.enrol,
        onDone: { target: 'enrolled', actions: { type: 'assignCard', params: output<EnrolledCard> } },
        onError: fail('enrolCard'),
      },
    },
    enrolled: { type: 'final', entry: ['forgetCard', settle('enrolled')] },
    confirmingDeletion: { on: { 'card.confirmDelete': 'deleting', 'card.cancel': 'cancelled' } },
    deleting: {
      invoke: {
        id: 'deleteCard',
        src: 'deleteCard',
        input: cardInputs.delete,
        onDone: 'deleted',
        onError: fail('deleteCard'),
      },
    },
    deleted: { type: 'final', entry: settle('deleted') },
    /** A failure's message (its row); what follows once the user has read it. */
    failed: {
      entry: 'reportUnlisted',
      on: {
        'error.dismiss': [
          { guard: { type: 'nextIs', params: { next: 'edit' } }, target: 'editing', actions: 'clearFailure' },
          {
            guard: { type: 'nextIs', params: { next: 'completeProfile' } },
            target: 'left',
            actions: { type: 'navigate', params: { to: PROFILE_DOCUMENT_PATH } },
          },
          { target: 'cancelled' },
        ],
        'card.cancel': 'cancelled',
      },
    },
    cancelled: { type: 'final', entry: ['forgetCard', settle('cancelled')] },
    left: { type: 'final', entry: ['forgetCard', settle('left')] },
  },
});

export type CardEnrolmentMachine = typeof cardEnrolmentMachine;
