// Model-based test of the card enrolment machine: every state, transition and listed error code of
// each card call over the production machine (fixtures/cardData.ts), plus the journeys in
// fixtures/cardJourneys.ts.
import { cardEnrolmentMachine } from '#machines/cardEnrolment/cardEnrolment.machine';
import { isAddressComplete, isFoidComplete } from '#machines/cardEnrolment/cardEnrolment.missingData';
import { isValidCardHolder, isValidCardNumber, isValidCvv, isValidExpiry } from '#kernel/lib/validators';
import type { CardEnrolmentContext } from '#machines/cardEnrolment/cardEnrolment.types';
import { describeModel } from './support/modelTest';
import {
  addresses,
  cardConfigs,
  cardErrors,
  cardInputs,
  enrolledCard,
  foids,
  LUHN_FAIL_NUMBER,
  tokens,
  VALID_NUMBER,
} from './fixtures/cardData';
import { cardJourneys } from './fixtures/cardJourneys';

describeModel(cardEnrolmentMachine, {
  name: 'cardEnrolment',
  inputs: cardInputs,
  events: {
    'card.setNumber': [
      { type: 'card.setNumber', value: VALID_NUMBER },
      { type: 'card.setNumber', value: LUHN_FAIL_NUMBER },
    ],
    'card.setExpiry': [
      { type: 'card.setExpiry', value: '12 / 30' },
      { type: 'card.setExpiry', value: '0226' },
    ],
    'card.setCvv': [
      { type: 'card.setCvv', value: '123' },
      { type: 'card.setCvv', value: '12' },
    ],
    'card.setHolder': [
      { type: 'card.setHolder', value: 'Ana Rojas' },
      { type: 'card.setHolder', value: 'A' },
    ],
    'foid.set': [
      { type: 'foid.set', foid: foids.complete },
      { type: 'foid.set', foid: foids.incomplete },
    ],
    'address.set': [{ type: 'address.set', address: addresses.complete }],
    'card.submit': [{ type: 'card.submit' }],
    'card.cancel': [{ type: 'card.cancel' }],
    'card.confirmDelete': [{ type: 'card.confirmDelete' }],
    'error.dismiss': [{ type: 'error.dismiss' }],
  },
  outputs: {
    loadCardConfig: Object.values(cardConfigs),
    updateMissingData: [undefined],
    precheckCard: [undefined],
    tokenizeCard: Object.values(tokens),
    verify3ds: [{ passed: true }, { passed: false }],
    enrolCard: [enrolledCard],
    deleteCard: [undefined],
  },
  errors: cardErrors,
  journeys: cardJourneys,
  // Snapshots are told apart by what the guards read: the validity of each field, not its text.
  serializeContext: (c: CardEnrolmentContext) => ({
    action: c.action,
    owner: c.owner,
    config: c.config && [c.config.askForFoid, c.config.askForAddress, c.config.reachedMaxCards],
    valid: [
      isValidCardNumber(c.form.number),
      isValidExpiry(c.form.expiry, new Date(c.now)),
      isValidCvv(c.form.cvv),
      isValidCardHolder(c.form.holder),
    ],
    foid: c.foid && isFoidComplete(c.foid),
    address: c.address && isAddressComplete(c.address),
    attempted: c.attempted,
    tokenized: c.tokenized?.requires3ds ?? null,
    failure: c.failure && `${c.failure.call} ${c.failure.code}`,
    result: c.result,
  }),
  require: { states: true, errors: true, transitions: true },
});
