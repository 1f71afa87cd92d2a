// Error codes of every pay or book call (spec part 1 §8 and part 2 §8, "Booking and activity
// payment"), as data: the message the user sees, where it shows and what happens next. The
// booking machines reuse these rows for the same codes of their own calls; the generic types of
// an error table live here so that every table of the product has the same shape.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActorError } from './paymentResult.types';

/** Where a message shows. 'none': the code only redirects. */
export type ErrorShow = 'modal' | 'inline' | 'toast' | 'none';

export interface ErrorEntry<Next extends string = string> {
  message: MessageDescriptor;
  title?: MessageDescriptor;
  show: ErrorShow;
  next: Next;
}

/** A table: spec code -> outcome, with 'other' for every code it does not list. */
export type ErrorTable<Next extends string = string> = { readonly other: ErrorEntry<Next> } & Readonly<Record<string, ErrorEntry<Next>>>;

/** What happens after a payment error. */
export type PaymentNext = 'goToBookings' | 'goToBookingsToPay' | 'providerPage' | 'stay';

export const GENERIC_ERROR = msg`Ha ocurrido un error. Por favor, inténtalo más tarde.`;

export const paymentErrors = {
  '-44': {
    message: msg`Tuvimos problemas con el proveedor de tarjetas. Revisa tus reservas antes de intentarlo de nuevo.`,
    show: 'modal',
    next: 'goToBookings',
  },
  '-1698': { message: msg`Ya tienes una reserva en curso. Espera un momento e inténtalo de nuevo.`, show: 'modal', next: 'stay' },
  '-133': { message: msg`Tu tarjeta no está inscrita en la promoción.`, show: 'modal', next: 'stay' },
  '-92': { message: msg`Te llevamos a la página del proveedor de pago.`, show: 'none', next: 'providerPage' },
  '-4498': {
    message: msg`Tienes reservas pendientes de pago. Págalas antes de hacer una nueva.`,
    show: 'modal',
    next: 'goToBookingsToPay',
  },
  /** "A pay error shows a generic error modal." */
  other: { message: GENERIC_ERROR, show: 'modal', next: 'stay' },
} as const satisfies ErrorTable<PaymentNext>;

export type PaymentErrorCode = Exclude<keyof typeof paymentErrors, 'other'>;

/** Reads `{ code, status, details }` from whatever an actor rejected with; a code is always a string. */
export function readActorError(error: unknown): ActorError {
  if (typeof error !== 'object' || error === null) return { code: 'other' };
  const { code, status, details } = error as Record<string, unknown>;
  return {
    code: typeof code === 'string' || typeof code === 'number' ? String(code) : 'other',
    status: typeof status === 'number' ? status : undefined,
    details: typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : undefined,
  };
}

/** The row of a table for a code ('other' when the table does not list it). */
export function errorEntry<Next extends string>(table: ErrorTable<Next>, code: string | null | undefined): ErrorEntry<Next> {
  return (code && Object.hasOwn(table, code) ? table[code] : table.other) as ErrorEntry<Next>;
}

/** True when the table lists the code itself (not through 'other'). */
export function listsCode(table: ErrorTable, code: string | null | undefined): boolean {
  return Boolean(code && code !== 'other' && Object.hasOwn(table, code));
}
