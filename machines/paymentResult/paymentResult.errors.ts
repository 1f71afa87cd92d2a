// Error codes of every pay or book call (spec part 1 §8 and part 2 §8, "Booking and activity
// payment"), as data: the message the user sees, where it shows and what happens next. The
// booking machines reuse these rows for the same codes of their own calls. The shape of a table is
// the kernel's (kernel/lib/errors), the same for every table of the product.
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

/** What happens after a payment error. */
export type PaymentNext = 'goToBookings' | 'goToBookingsToPay' | 'providerPage' | 'stay';

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
