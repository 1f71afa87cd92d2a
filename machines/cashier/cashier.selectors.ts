// View flags of the cashier. Views read these (and the card enrolment child's selectors through
// `cardEnrolmentActor`), never state paths.
import type { MessageDescriptor } from '@lingui/core';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { CardEnrolmentMachine } from '#machines/cardEnrolment/cardEnrolment.machine';
import { errorEntry, type ErrorEntry } from '#kernel/lib/errors';
import { cashierErrorTables, cashierProblems, NO_PAYMENT_METHODS, PENDING_BANK_TRANSFER, type CashierNext } from './cashier.errors';
import type { CashierMachine } from './cashier.machine';
import {
  chosenFop as fopOf,
  offersBankTransfer as fopOffersBankTransfer,
  offersTokenized,
  requiresTokenized,
  savedCards,
} from './cashier.rules';
import type { Bank, Fop, FopCard, PaymentFlow } from './cashier.types';

export type CashierSnapshot = SnapshotFrom<CashierMachine>;

export type CashierScreen =
  | 'loading'
  | 'loadFailed'
  | 'noMethods'
  | 'fopList'
  | 'cards'
  | 'addingCard'
  | 'newCard'
  | 'pendingTransfer'
  | 'banksFailed'
  | 'bankForm'
  | 'direct'
  | 'working'
  | 'done';

const screens: ReadonlyArray<[CashierScreen, Parameters<CashierSnapshot['matches']>[0]]> = [
  ['loadFailed', 'loadFailed'],
  ['noMethods', 'noMethods'],
  ['fopList', { choosing: 'fopList' }],
  ['cards', { choosing: { card: 'cardList' } }],
  ['cards', { choosing: { card: 'cardChosen' } }],
  ['cards', { choosing: { card: 'deletingCard' } }],
  ['addingCard', { choosing: { card: 'addingCard' } }],
  ['newCard', { choosing: { card: 'newCard' } }],
  ['pendingTransfer', { choosing: { bankTransfer: 'pendingTransfer' } }],
  ['banksFailed', { choosing: { bankTransfer: 'banksFailed' } }],
  ['bankForm', { choosing: { bankTransfer: 'bankForm' } }],
  ['direct', { choosing: 'direct' }],
  ['working', { choosing: { card: 'enrollingOneClick' } }],
  ['working', 'requestingTransferToken'],
];

export function screen(s: CashierSnapshot): CashierScreen {
  if (s.status === 'done') return 'done';
  return screens.find(([, state]) => s.matches(state))?.[0] ?? 'loading';
}

/** The notice of the screen: no payment methods, or a bank transfer still pending. */
export function notice(s: CashierSnapshot): MessageDescriptor | null {
  if (s.matches('noMethods')) return NO_PAYMENT_METHODS;
  if (s.matches({ choosing: { bankTransfer: 'pendingTransfer' } })) return PENDING_BANK_TRANSFER;
  return null;
}

export const fops = (s: CashierSnapshot): Fop[] => s.context.fops;
export const chosenFop = (s: CashierSnapshot): Fop | null => fopOf(s.context);
/** The fop list can be opened again (more than one fop). */
export const canChangeFop = (s: CashierSnapshot): boolean => s.can({ type: 'fop.change' });

/** The saved cards of the chosen fop, with the chosen one flagged. */
export const cards = (s: CashierSnapshot): Array<{ id: string; card: FopCard; selected: boolean }> =>
  savedCards(fopOf(s.context)).map(({ id, card }) => ({ id, card, selected: id === s.context.cardId }));
export const canAddCard = (s: CashierSnapshot): boolean => s.can({ type: 'card.add' });
export const canChangeCard = (s: CashierSnapshot): boolean => s.can({ type: 'card.change' });
/** This saved card can be deleted now. */
export const canDeleteCard = (s: CashierSnapshot, cardId: string): boolean => s.can({ type: 'card.delete', cardId });

/** The card / bank-transfer switch shows for a method with both flows. */
export const offersBankTransfer = (s: CashierSnapshot): boolean => fopOffersBankTransfer(fopOf(s.context));
export const flow = (s: CashierSnapshot): PaymentFlow => s.context.flow;
export const banks = (s: CashierSnapshot): Bank[] => s.context.banks;
export const bankCode = (s: CashierSnapshot): string | null => s.context.bankCode;
/** A test environment asks for a test ID number with the bank transfer. */
export const asksForTestId = (s: CashierSnapshot): boolean => fopOf(s.context)?.testEnvironment === true;

/** The tokenized payment checkbox: shown unless OFF; required when FORCED. */
export const tokenized = (s: CashierSnapshot) => ({
  offered: offersTokenized(s.context.tokenizedMode),
  required: requiresTokenized(s.context.tokenizedMode),
  accepted: s.context.tokenizedAccepted,
});

/** The pay button is live (the view may still send it: the machine then names what is missing). */
export const canPay = (s: CashierSnapshot): boolean => s.can({ type: 'cashier.pay' });

/** Why the last pay did nothing. */
export const problem = (s: CashierSnapshot): MessageDescriptor | null => (s.context.problem ? cashierProblems[s.context.problem] : null);

/** The failed call's row, while it applies. */
export const failure = (s: CashierSnapshot): ErrorEntry<CashierNext> | null =>
  s.context.failure ? errorEntry(cashierErrorTables[s.context.failure.call], s.context.failure.code) : null;

/** The card form (the card enrolment child) while a card is being added. */
export const cardEnrolmentActor = (s: CashierSnapshot): ActorRefFrom<CardEnrolmentMachine> | null =>
  (s.children.cardEnrolment as ActorRefFrom<CardEnrolmentMachine> | undefined) ?? null;

/** The deletion (its confirmation and call) while a saved card is being deleted. */
export const cardDeletionActor = (s: CashierSnapshot): ActorRefFrom<CardEnrolmentMachine> | null =>
  (s.children.cardDeletion as ActorRefFrom<CardEnrolmentMachine> | undefined) ?? null;

/** The saved card being deleted (its id in `cards`), while its deletion runs. */
export const deletingCardId = (s: CashierSnapshot): string | null => s.context.deletingCardId;
/** The test ID number typed for a bank transfer (test environment). */
export const testId = (s: CashierSnapshot): string => s.context.testId;
