// The cashier (spec part 2 §4 "Cashier"; part 3 §4 "Payment step"): loads the forms of payment,
// chooses the only one by itself, lets the user choose a fop, a saved card (or add one: KUSHKI
// through the card enrolment child, one-click through the provider's enrolment page, PAYPHONE on
// its payment page), or a bank transfer (bank list, bank code, a test ID in a test environment);
// FORCED tokenized payment must be accepted; then it returns to redirectTo with the chosen fop.
// A preferred fop (back from enrolling a one-click card) is opened at once when offered.
// With no fops: 'The club has no payment methods enabled...'. The /payment page hosts it with
// its params; a flow may also invoke it as its payment modal (the output carries the choice).
import { output } from '#machines/shared/outcomes';
import { cashierInputs, cashierSetup, failedCall, initialCashierContext, oneClickPage, returnToCallerParams } from './cashier.setup';
import type { CardEnrolmentOutput, CashierCall, LoadBanksOutput, LoadFopsOutput, RequestTransferTokenOutput } from './cashier.types';

export { cashierSetup };

const fail = (call: CashierCall) => ({ type: 'recordFailure', params: failedCall(call) }) as const;
const loaded = output<LoadFopsOutput>;
const card = output<CardEnrolmentOutput>;
const problem = (name: 'acceptTokenized' | 'chooseBank' | 'enterTestId') => ({ type: 'assignProblem', params: { problem: name } }) as const;
const acceptFirst = { guard: 'needsTokenizedAcceptance', actions: problem('acceptTokenized') } as const;
const pay = [acceptFirst, { target: '#cashier.chosen', actions: 'assignDeviceSession' }] as const;
const payByTransfer = [
  acceptFirst,
  { guard: 'lacksBankCode', actions: problem('chooseBank') },
  { guard: 'lacksTestId', actions: problem('enterTestId') },
  { target: '#cashier.requestingTransferToken', actions: 'assignDeviceSession' },
] as const;
const deleteCard = (fromChosen: boolean) =>
  ({ guard: 'isDeletableCard', target: 'deletingCard', actions: { type: 'markCardForDeletion', params: { fromChosen } } }) as const;
const addCard = [
  { guard: { type: 'fopIs', params: { code: 'KUSHKI' } }, target: 'addingCard' },
  { guard: { type: 'fopIs', params: { code: 'WEBPAYONECLICK' } }, target: 'enrollingOneClick' },
  { guard: { type: 'fopIs', params: { code: 'PAYPHONE' } }, target: 'newCard', actions: 'chooseNewCard' },
] as const;

export const cashierMachine = cashierSetup.createMachine({
  id: 'cashier',
  context: initialCashierContext,
  output: ({ context }) => context.output ?? { result: 'cancelled' },
  on: {
    'cashier.cancel': '.cancelled',
    'error.dismiss': { actions: 'clearFailure' },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadFops',
        src: 'loadFops',
        input: cashierInputs.fops,
        onDone: [
          { guard: { type: 'hasNoFops', params: loaded }, target: 'noMethods', actions: { type: 'assignFops', params: loaded } },
          {
            guard: { type: 'hasSingleFop', params: loaded },
            target: 'choosing.routingFop',
            actions: [{ type: 'assignFops', params: loaded }, 'chooseOnlyFop'],
          },
          {
            guard: { type: 'offersPreferredFop', params: loaded },
            target: 'choosing.routingFop',
            actions: [{ type: 'assignFops', params: loaded }, 'choosePreferredFop'],
          },
          { target: 'choosing.fopList', actions: { type: 'assignFops', params: loaded } },
        ],
        onError: { target: 'loadFailed', actions: fail('loadFops') },
      },
    },
    loadFailed: { on: { 'cashier.retry': { target: 'loading', actions: 'clearFailure' } } },
    /** 'The club has no payment methods enabled. Please contact the club administrator.' */
    noMethods: {},
    choosing: {
      initial: 'fopList',
      on: {
        'fop.change': { guard: 'hasSeveralFops', target: '.fopList', actions: 'clearSelection' },
        'flow.select': [
          { guard: { type: 'selectsFlow', params: { flow: 'bankTransfer' } }, target: '.bankTransfer' },
          { guard: { type: 'selectsFlow', params: { flow: 'card' } }, target: '.card' },
        ],
        'tokenized.accept': { guard: 'offersTokenized', actions: 'assignTokenized' },
      },
      states: {
        fopList: { on: { 'fop.select': { guard: 'isOfferedFop', target: 'routingFop', actions: 'assignFop' } } },
        /** Card providers have the card flow (first); the others need nothing more. */
        routingFop: { always: [{ guard: 'isCardFop', target: 'card' }, { target: 'direct' }] },
        card: {
          entry: { type: 'enterFlow', params: { flow: 'card' } },
          initial: 'routing',
          states: {
            routing: {
              always: [
                { guard: 'hasSavedCards', target: 'cardChosen', actions: 'preselectCard' },
                { target: 'cardList', actions: 'clearCard' },
              ],
            },
            cardList: {
              on: {
                'card.select': { guard: 'isListedCard', target: 'cardChosen', actions: 'assignCard' },
                'card.add': addCard,
                'card.delete': deleteCard(false),
              },
            },
            cardChosen: { on: { 'card.change': 'cardList', 'card.delete': deleteCard(true), 'cashier.pay': pay } },
            /** Confirm, then delete a saved card (the card enrolment machine in 'delete' mode). */
            deletingCard: {
              invoke: {
                id: 'cardDeletion',
                src: 'cardDeletion',
                input: cashierInputs.cardDeletion,
                onDone: [
                  { guard: { type: 'deletedCard', params: card }, target: 'afterDeletion', actions: 'removeDeletedCard' },
                  { target: 'afterDeletion', actions: 'clearDeletion' },
                ],
              },
            },
            /** Back where the deletion started: the chosen card (when it is still there) or the list. */
            afterDeletion: { always: [{ guard: 'returnsToChosenCard', target: 'cardChosen' }, { target: 'cardList' }] },
            addingCard: {
              invoke: {
                id: 'cardEnrolment',
                src: 'cardEnrolment',
                input: cashierInputs.cardEnrolment,
                onDone: [
                  {
                    guard: { type: 'enrolledCard', params: card },
                    target: 'cardChosen',
                    actions: { type: 'addEnrolledCard', params: card },
                  },
                  { guard: { type: 'enrolmentLeft', params: card }, target: '#cashier.left' },
                  { target: 'cardList' },
                ],
              },
            },
            enrollingOneClick: {
              invoke: {
                id: 'startOneClickEnrolment',
                src: 'startOneClickEnrolment',
                input: cashierInputs.oneClick,
                onDone: { target: '#cashier.left', actions: { type: 'redirectExternal', params: oneClickPage } },
                onError: { target: 'cardList', actions: fail('startOneClickEnrolment') },
              },
            },
            /** PAYPHONE: a new card, typed (and saved) on the provider's page. */
            newCard: { on: { 'card.change': { target: 'cardList', actions: 'clearCard' }, 'cashier.pay': pay } },
          },
        },
        bankTransfer: {
          entry: { type: 'enterFlow', params: { flow: 'bankTransfer' } },
          initial: 'routing',
          states: {
            routing: {
              always: [
                { guard: 'hasPendingTransfer', target: 'pendingTransfer' },
                { guard: 'hasBanks', target: 'bankForm' },
                { target: 'loadingBanks' },
              ],
            },
            /** hasPendingBankTransferPayments: no new transfer until it settles (the card flow stays open). */
            pendingTransfer: {},
            loadingBanks: {
              invoke: {
                id: 'loadBanks',
                src: 'loadBanks',
                input: cashierInputs.banks,
                onDone: { target: 'bankForm', actions: { type: 'assignBanks', params: output<LoadBanksOutput> } },
                onError: { target: 'banksFailed', actions: fail('loadBanks') },
              },
            },
            banksFailed: { on: { 'banks.retry': { target: 'loadingBanks', actions: 'clearFailure' } } },
            bankForm: {
              on: {
                'bank.select': { guard: 'isListedBank', actions: 'assignBankCode' },
                'bank.setTestId': { guard: 'isTestEnvironment', actions: 'assignTestId' },
                'cashier.pay': payByTransfer,
              },
            },
          },
        },
        /** WEBPAY, MERCADOPAGO and others: the provider's page does the rest. */
        direct: { on: { 'cashier.pay': pay } },
      },
    },
    requestingTransferToken: {
      invoke: {
        id: 'requestTransferToken',
        src: 'requestTransferToken',
        input: cashierInputs.transferToken,
        onDone: { target: 'chosen', actions: { type: 'assignTransferToken', params: output<RequestTransferTokenOutput> } },
        onError: { target: 'choosing.bankTransfer.bankForm', actions: fail('requestTransferToken') },
      },
    },
    /** Back to redirectTo with the chosen fop. */
    chosen: { type: 'final', entry: ['settleChosen', { type: 'returnToCaller', params: returnToCallerParams }] },
    /** Back to redirectTo without a fop. */
    cancelled: {
      type: 'final',
      entry: [
        { type: 'settle', params: { result: 'cancelled' } },
        { type: 'returnToCaller', params: returnToCallerParams },
      ],
    },
    /** Gone to a provider's page (one-click enrolment) or to the profile (card enrolment -12). */
    left: { type: 'final', entry: { type: 'settle', params: { result: 'left' } } },
  },
});

export type CashierMachine = typeof cashierMachine;
