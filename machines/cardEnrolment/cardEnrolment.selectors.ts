// View flags of the card enrolment machine (also read through the cashier's child snapshot).
// Views read these, never state paths.
import type { MessageDescriptor } from '@lingui/core';
import type { SnapshotFrom } from 'xstate';
import { cardErrorEntry, cardFailureMessage, type CardNext } from './cardEnrolment.errors';
import type { ErrorShow } from '#kernel/lib/errors';
import type { CardEnrolmentMachine } from './cardEnrolment.machine';
import { isAddressComplete, isFoidComplete } from './cardEnrolment.missingData';
import { formatCardNumber, formatExpiry, isValidCardHolder, isValidCardNumber, isValidCvv, isValidExpiry } from '#kernel/lib/validators';

export type CardEnrolmentSnapshot = SnapshotFrom<CardEnrolmentMachine>;

export type CardScreen = 'loading' | 'form' | 'working' | 'failed' | 'maxCards' | 'confirmDelete' | 'done';

/** The step in progress, for the spinner's text. */
export type CardStep = 'savingMissingData' | 'prechecking' | 'tokenizing' | 'verifying3ds' | 'subscribing' | 'deleting';
const steps: CardStep[] = ['savingMissingData', 'prechecking', 'tokenizing', 'verifying3ds', 'subscribing', 'deleting'];

export function screen(s: CardEnrolmentSnapshot): CardScreen {
  if (s.status === 'done') return 'done';
  if (s.matches('editing')) return 'form';
  if (s.matches('failed')) return 'failed';
  if (s.matches('maxCardsReached')) return 'maxCards';
  if (s.matches('confirmingDeletion')) return 'confirmDelete';
  if (step(s)) return 'working';
  return 'loading';
}

export const step = (s: CardEnrolmentSnapshot): CardStep | null => steps.find((name) => s.matches(name)) ?? null;

/** The fields as shown: the number in groups of 4, the expiry as MM / YY. */
export const fields = (s: CardEnrolmentSnapshot) => ({
  number: formatCardNumber(s.context.form.number),
  expiry: formatExpiry(s.context.form.expiry),
  cvv: s.context.form.cvv,
  holder: s.context.form.holder,
});

/** The method asks for the ID number / the address (the form shows those fields). */
export const asksForFoid = (s: CardEnrolmentSnapshot): boolean => s.context.owner === 'user' && s.context.config?.askForFoid === true;
export const asksForAddress = (s: CardEnrolmentSnapshot): boolean => s.context.owner === 'user' && s.context.config?.askForAddress === true;

export interface CardFieldErrors {
  number: boolean;
  expiry: boolean;
  cvv: boolean;
  holder: boolean;
  foid: boolean;
  address: boolean;
}

/** Which fields are wrong, once a submit was refused (before that, none is flagged). */
export function fieldErrors(s: CardEnrolmentSnapshot): CardFieldErrors | null {
  if (!s.context.attempted || !s.matches('editing')) return null;
  const { form, now, foid, address } = s.context;
  return {
    number: !isValidCardNumber(form.number),
    expiry: !isValidExpiry(form.expiry, new Date(now)),
    cvv: !isValidCvv(form.cvv),
    holder: !isValidCardHolder(form.holder),
    foid: asksForFoid(s) && !isFoidComplete(foid),
    address: asksForAddress(s) && !isAddressComplete(address),
  };
}

export interface CardFailureView {
  message: MessageDescriptor;
  values: Record<string, string | number>;
  show: ErrorShow;
  next: CardNext;
}

/** The failure's message while it is shown. */
export function failure(s: CardEnrolmentSnapshot): CardFailureView | null {
  const current = s.context.failure;
  if (!current || !s.matches('failed')) return null;
  const entry = cardErrorEntry(current);
  return { message: cardFailureMessage(current), values: { ...current.values }, show: entry.show, next: entry.next };
}

/** The last four digits of the card being enrolled (for the 3-D Secure and progress texts). */
export const lastFour = (s: CardEnrolmentSnapshot): string => s.context.form.number.slice(-4);

/** The ID number and address typed so far (the form shows them only when the method asks). */
export const missingData = (s: CardEnrolmentSnapshot) => ({ foid: s.context.foid, address: s.context.address });

/** The card being deleted is the user's (deletion mode). */
export const isDeletion = (s: CardEnrolmentSnapshot): boolean => s.context.action === 'delete';
