// What each code of the bookings-list calls shows (spec part 2 §8 "Bookings list", "Cancel"): the list
// loads (-71 a past month must be chosen, -64 not yours), the cancel (-52, -64), and anything else the
// generic text. Payment codes are the paymentResult machine's table.
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

/** Where a failed call leaves the list: the month picker, the failed list (retry), or the list shown. */
export type BookingsListNext = 'chooseMonth' | 'failed' | 'shown';

/** GET of a list. */
export const listErrors = {
  '-71': { message: msg`Elige un año y un mes pasados para ver tus reservas anteriores.`, show: 'inline', next: 'chooseMonth' },
  '-64': { message: msg`No encontramos estas reservas.`, show: 'inline', next: 'failed' },
  other: { message: GENERIC_ERROR, show: 'inline', next: 'failed' },
} as const satisfies ErrorTable<BookingsListNext>;

/** PATCH /api/bookings/{id} (status CANCELLED). */
export const cancelErrors = {
  '-52': {
    title: msg`No se puede anular`,
    message: msg`Esta reserva no se puede anular: ya tiene pagos, ya comenzó o se está pagando junto con otras.`,
    show: 'modal',
    next: 'shown',
  },
  '-64': { message: msg`No encontramos esta reserva.`, show: 'modal', next: 'shown' },
  other: { message: GENERIC_ERROR, show: 'modal', next: 'shown' },
} as const satisfies ErrorTable<BookingsListNext>;

/** POST /api/bookings/{id}/trigger-credit-exchange. */
export const creditErrors = {
  '-52': {
    title: msg`No se puede convertir en crédito`,
    message: msg`Solo una reserva pagada que aún no comienza se convierte en crédito.`,
    show: 'modal',
    next: 'shown',
  },
  '-404': { message: msg`No encontramos esta reserva.`, show: 'modal', next: 'shown' },
  other: { message: GENERIC_ERROR, show: 'modal', next: 'shown' },
} as const satisfies ErrorTable<BookingsListNext>;

/** The notices the list shows after something happened. */
export const noticeTexts = {
  cancelled: msg`Reserva anulada. La cancha ya quedó libre.`,
  copyFailed: msg`No pudimos copiar el código. Cópialo a mano.`,
  notPayable: msg`Esa reserva no tiene pagos pendientes.`,
  converted: msg`Reserva convertida en crédito. La cancha ya quedó libre.`,
  extrasAdded: msg`Adicionales agregados a tu reserva.`,
  payUnavailable: msg`No pudimos abrir el pago. Revisa tu conexión e inténtalo de nuevo.`,
} as const;
