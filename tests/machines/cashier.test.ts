// Model-based test of the cashier over the production machine: every state, transition and listed
// error code (fixtures/cashierData.ts), plus the journeys in fixtures/cashierJourneys.ts. The card
// enrolment child is an actor here (its outcomes are fixtures); it has its own model.
import { cashierMachine } from '#machines/cashier/cashier.machine';
import type { CashierContext } from '#machines/cashier/cashier.types';
import { describeModel } from './support/modelTest';
import { banks, cashierErrors, cashierInputs, enrolmentOutcomes, fopAnswers, ONE_CLICK_ENROL_URL } from './fixtures/cashierData';
import { cashierJourneys } from './fixtures/cashierJourneys';

describeModel(cashierMachine, {
  name: 'cashier',
  inputs: cashierInputs,
  events: {
    'cashier.retry': [{ type: 'cashier.retry' }],
    'fop.select': [1, 2, 3, 4, 15, 99].map((fopId) => ({ type: 'fop.select', fopId }) as const),
    'fop.change': [{ type: 'fop.change' }],
    'flow.select': [
      { type: 'flow.select', flow: 'bankTransfer' },
      { type: 'flow.select', flow: 'card' },
    ],
    'card.select': ['sub-1', '7', 'nope'].map((cardId) => ({ type: 'card.select', cardId }) as const),
    'card.add': [{ type: 'card.add' }],
    'card.change': [{ type: 'card.change' }],
    'card.delete': ['sub-1', 'sub-2', 'nope'].map((cardId) => ({ type: 'card.delete', cardId }) as const),
    'banks.retry': [{ type: 'banks.retry' }],
    'bank.select': [
      { type: 'bank.select', bankCode: 'bank-1' },
      { type: 'bank.select', bankCode: 'zzz' },
    ],
    'bank.setTestId': [{ type: 'bank.setTestId', testId: '11111111-1' }],
    'tokenized.accept': [{ type: 'tokenized.accept', accepted: true }],
    'cashier.pay': [{ type: 'cashier.pay', deviceSessionId: 'armor.abc' }],
    'cashier.cancel': [{ type: 'cashier.cancel' }],
    'error.dismiss': [{ type: 'error.dismiss' }],
  },
  outputs: {
    loadFops: Object.values(fopAnswers),
    loadBanks: [banks],
    requestTransferToken: [{ token: 'tr-1' }],
    startOneClickEnrolment: [{ redirectURL: ONE_CLICK_ENROL_URL }],
    cardEnrolment: Object.values(enrolmentOutcomes),
    cardDeletion: [{ result: 'deleted' }, { result: 'cancelled' }],
  },
  errors: cashierErrors,
  journeys: cashierJourneys,
  serializeContext: (c: CashierContext) => ({
    clubId: c.clubId,
    insurance: c.insurance,
    mode: c.tokenizedMode,
    fops: c.fops.map((f) => `${f.fopId}:${f.cards?.length ?? 0}`),
    fopId: c.fopId,
    flow: c.flow,
    cardId: c.cardId,
    deleting: c.deletingCardId,
    fromChosen: c.deletingFromChosen,
    newCard: c.newCard,
    banks: c.banks.length,
    bankCode: c.bankCode,
    testId: c.testId !== '',
    token: c.transferToken,
    accepted: c.tokenizedAccepted,
    problem: c.problem,
    failure: c.failure?.call ?? null,
    output: c.output?.result ?? null,
  }),
  maxSnapshots: 20000,
  require: { states: true, errors: true, transitions: true },
});
