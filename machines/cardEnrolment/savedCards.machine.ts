// The user's saved cards (/profile/creditcards; spec part 2 §2 "card enrolment ... for a user",
// §7 "Cashier and cards"; part 3 §7): the card provider's cards and the one-click ones, with add
// (the card enrolment form) and delete (its confirmation, then the call), the list reloaded after
// a card is saved. The app provides loadSavedCards and the enrolment machine's calls.
import { assign, setup } from 'xstate';
import type { FopCardDto } from '#kernel/contract/payments/common';
import { placeholder } from '#machines/shared/actors';
import { output, rejection, type RejectionParams } from '#machines/shared/outcomes';
import { cardEnrolmentMachine } from './cardEnrolment.machine';
import type { CardEnrolmentInput, CardEnrolmentOutput } from './cardEnrolment.types';

/** A saved card as the lists give it (spec part 2 §3 "Card"): our id (the delete call takes it) and what the list shows. */
export type SavedCard = Pick<FopCardDto, 'paymentMethodId'> &
  Partial<Pick<FopCardDto, 'userKushkiSubscriptionId' | 'userOneClickId' | 'cardLastUsed' | 'bin' | 'cardType' | 'brand' | 'lastDigits'>>;

export interface SavedCardsInput {
  userId: number;
  now: number;
}
/** GET /api/users/{userId}/kushki-tokenized-cards and GET /api/webpayoneclick/users/{id}/cards. */
export interface LoadSavedCardsOutput {
  kushki: SavedCard[];
  oneClick: SavedCard[];
}

export interface SavedCardsContext {
  userId: number;
  now: number;
  kushki: SavedCard[];
  oneClick: SavedCard[];
  /** The card being deleted (our id), while its deletion runs. */
  deletingId: number | null;
  failureCode: string | null;
}

export type SavedCardsEvent = { type: 'cards.retry' } | { type: 'card.add' } | { type: 'card.delete'; paymentMethodId: number };

type Args = { context: SavedCardsContext; event: unknown };
const result = output<CardEnrolmentOutput>;
const listed = (c: SavedCardsContext, id: number) => [...c.kushki, ...c.oneClick].some((card) => card.paymentMethodId === id);

export const savedCardsMachine = setup({
  types: { context: {} as SavedCardsContext, events: {} as SavedCardsEvent, input: {} as SavedCardsInput },
  actors: {
    loadSavedCards: placeholder<LoadSavedCardsOutput, { userId: number }>('savedCards', 'loadSavedCards'),
    /** Adding a card: the card enrolment machine (the app provides its calls). */
    cardEnrolment: cardEnrolmentMachine,
    /** Deleting a card: the same machine in 'delete' mode. */
    cardDeletion: cardEnrolmentMachine,
  },
  guards: {
    isListedCard: ({ context, event }) => event.type === 'card.delete' && listed(context, event.paymentMethodId),
    enrolledCard: (_: Args, { result }: CardEnrolmentOutput) => result === 'enrolled',
    deletedCard: (_: Args, { result }: CardEnrolmentOutput) => result === 'deleted',
    enrolmentLeft: (_: Args, { result }: CardEnrolmentOutput) => result === 'left',
  },
  actions: {
    assignCards: assign((_, { kushki, oneClick }: LoadSavedCardsOutput) => ({
      kushki: kushki ?? [],
      oneClick: oneClick ?? [],
      failureCode: null,
    })),
    recordFailure: assign((_, { error }: RejectionParams) => ({ failureCode: error.code })),
    clearFailure: assign({ failureCode: null }),
    markDeleting: assign({
      deletingId: ({ context, event }) => (event.type === 'card.delete' ? event.paymentMethodId : context.deletingId),
    }),
    removeDeleted: assign(({ context }) => ({
      kushki: context.kushki.filter((c) => c.paymentMethodId !== context.deletingId),
      oneClick: context.oneClick.filter((c) => c.paymentMethodId !== context.deletingId),
      deletingId: null,
    })),
    clearDeleting: assign({ deletingId: null }),
  },
}).createMachine({
  id: 'savedCards',
  context: ({ input }) => ({ userId: input.userId, now: input.now, kushki: [], oneClick: [], deletingId: null, failureCode: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSavedCards',
        src: 'loadSavedCards',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'ready', actions: { type: 'assignCards', params: output<LoadSavedCardsOutput> } },
        onError: { target: 'loadFailed', actions: { type: 'recordFailure', params: rejection } },
      },
    },
    loadFailed: { on: { 'cards.retry': { target: 'loading', actions: 'clearFailure' } } },
    ready: {
      on: {
        'card.add': 'adding',
        'card.delete': { guard: 'isListedCard', target: 'deleting', actions: 'markDeleting' },
      },
    },
    adding: {
      invoke: {
        id: 'cardEnrolment',
        src: 'cardEnrolment',
        input: ({ context }): CardEnrolmentInput => ({
          action: 'enrol',
          owner: 'user',
          userId: context.userId,
          clubId: null,
          now: context.now,
        }),
        onDone: [
          { guard: { type: 'enrolledCard', params: result }, target: 'loading' },
          { guard: { type: 'enrolmentLeft', params: result }, target: 'left' },
          { target: 'ready' },
        ],
      },
    },
    deleting: {
      invoke: {
        id: 'cardDeletion',
        src: 'cardDeletion',
        input: ({ context }): CardEnrolmentInput => ({
          action: 'delete',
          userId: context.userId,
          paymentMethodId: context.deletingId ?? 0,
          now: context.now,
        }),
        onDone: [
          { guard: { type: 'deletedCard', params: result }, target: 'ready', actions: 'removeDeleted' },
          { target: 'ready', actions: 'clearDeleting' },
        ],
      },
    },
    /** Sent to the profile to complete the document (-12). */
    left: { type: 'final' },
  },
});

export type SavedCardsMachine = typeof savedCardsMachine;
