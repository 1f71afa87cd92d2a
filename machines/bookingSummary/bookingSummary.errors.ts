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

export const bookingSummaryErrors = {
  '-404': NOT_FOUND,
  '-64': NOT_FOUND,
  other: { title: msg`No pudimos cargar tu reserva`, message: GENERIC_ERROR, show: 'inline', next: 'retry' },
} as const satisfies ErrorTable<SummaryLoadNext>;
