// What the summary's load failures show (spec part 2 §8: -64 no access, any other code the generic
// text). The server answers another user's booking and an unknown id alike: HTTP 404 with -404, the
// no-access meaning of the spec's -64 (docs/decisions.md "Codes for failures the spec does not number").
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

export type SummaryLoadNext = 'notFound' | 'retry';

const NOT_FOUND = {
  title: msg`No encontramos esta reserva`,
  message: msg`La reserva no existe o no es tuya. Revisa tus reservas.`,
  show: 'inline',
  next: 'notFound',
} as const;

/** POST /api/bookings/{id}/pay-with-credit: shown in the summary until dismissed; nothing was charged. */
export const creditPaymentErrors = {
  '-1698': {
    title: msg`Hay un pago en curso`,
    message: msg`Ya hay un pago en curso para esta reserva. Espera a que termine antes de usar tu crédito.`,
    show: 'inline',
    next: 'stay',
  },
  '-400': {
    title: msg`No pudimos usar tu crédito`,
    message: msg`Tu crédito en este club no alcanza para esta reserva o ya no queda nada por pagar.`,
    show: 'inline',
    next: 'stay',
  },
  other: { title: msg`No pudimos usar tu crédito`, message: GENERIC_ERROR, show: 'inline', next: 'stay' },
} as const satisfies ErrorTable<'stay'>;

export const bookingSummaryErrors = {
  '-404': NOT_FOUND,
  '-64': NOT_FOUND,
  other: { title: msg`No pudimos cargar tu reserva`, message: GENERIC_ERROR, show: 'inline', next: 'retry' },
} as const satisfies ErrorTable<SummaryLoadNext>;
