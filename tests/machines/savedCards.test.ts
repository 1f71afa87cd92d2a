// Model-based test of the saved cards page's machine (/profile/creditcards): every state and
// transition over the production machine; the card enrolment children are actors here (their
// outcomes are fixtures; they have their own model).
import { expect } from 'vitest';
import {
  savedCardsMachine,
  type LoadSavedCardsOutput,
  type SavedCard,
  type SavedCardsContext,
} from '#machines/cardEnrolment/savedCards.machine';
import { describeModel } from './support/modelTest';

const kushkiCard: SavedCard = {
  paymentMethodId: 5,
  userKushkiSubscriptionId: 'sub-1',
  bin: '411111',
  cardType: 'credit',
  brand: 'VISA',
  lastDigits: '1111',
  cardLastUsed: true,
};
const oneClickCard: SavedCard = {
  paymentMethodId: 6,
  userOneClickId: 'oc-1',
  bin: '555555',
  cardType: 'debit',
  brand: 'MASTERCARD',
  lastDigits: '0004',
  cardLastUsed: false,
};
const lists = {
  both: { kushki: [kushkiCard], oneClick: [oneClickCard] },
  none: { kushki: [], oneClick: [] },
} satisfies Record<string, LoadSavedCardsOutput>;

describeModel(savedCardsMachine, {
  name: 'savedCards',
  inputs: { player: { userId: 10, now: Date.parse('2026-03-15T12:00:00Z') } },
  events: {
    'cards.retry': [{ type: 'cards.retry' }],
    'card.add': [{ type: 'card.add' }],
    'card.delete': [5, 6, 99].map((paymentMethodId) => ({ type: 'card.delete', paymentMethodId }) as const),
  },
  outputs: {
    loadSavedCards: Object.values(lists),
    cardEnrolment: [
      { result: 'enrolled', card: { userKushkiSubscriptionId: 'sub-9', bin: '400000', lfd: '3220', cardType: 'credit' } },
      { result: 'cancelled' },
      { result: 'left' },
    ],
    cardDeletion: [{ result: 'deleted' }, { result: 'cancelled' }],
  },
  errors: { loadSavedCards: { other: { code: '-1', status: 500 } }, cardEnrolment: {}, cardDeletion: {} },
  serializeContext: (c: SavedCardsContext) => ({
    cards: [...c.kushki, ...c.oneClick].map((x) => x.paymentMethodId),
    deleting: c.deletingId,
    failure: c.failureCode,
  }),
  require: { states: true, errors: true, transitions: true },
  journeys: [
    {
      name: 'delete the one-click card: confirmed, it leaves the list; the other stays',
      steps: [
        { done: 'loadSavedCards', output: lists.both },
        { type: 'card.delete', paymentMethodId: 6 },
        { done: 'cardDeletion', output: { result: 'deleted' } },
      ],
      end: 'ready',
      context: { kushki: [kushkiCard], oneClick: [], deletingId: null },
      assert: ({ invocations }) => {
        expect(invocations.find((i) => i.src === 'cardDeletion')?.input).toMatchObject({
          action: 'delete',
          userId: 10,
          paymentMethodId: 6,
        });
      },
    },
    {
      name: 'a saved card reloads the lists',
      steps: [
        { done: 'loadSavedCards', output: lists.none },
        { type: 'card.add' },
        {
          done: 'cardEnrolment',
          output: { result: 'enrolled', card: { userKushkiSubscriptionId: 'sub-9', bin: '400000', lfd: '3220', cardType: 'credit' } },
        },
        { done: 'loadSavedCards', output: lists.both },
      ],
      end: 'ready',
      assert: ({ invocations }) => {
        expect(invocations.filter((i) => i.src === 'loadSavedCards')).toHaveLength(2);
        expect(invocations.find((i) => i.src === 'cardEnrolment')?.input).toMatchObject({
          action: 'enrol',
          owner: 'user',
          userId: 10,
          clubId: null,
        });
      },
    },
  ],
});
