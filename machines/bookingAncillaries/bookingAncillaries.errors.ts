// What the extras calls' codes show (spec part 2 §8 "-299", §6 "-64 no access"; our -404).
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

/** A failed load leaves the modal on its failure (retry); a refused purchase back on the choice. */
export type ExtrasNext = 'failed' | 'choosing';

/** GET /api/bookings/{id}/ancillaries. */
export const loadExtrasErrors = {
  '-404': { message: msg`No encontramos esta reserva.`, show: 'inline', next: 'failed' },
  other: { message: GENERIC_ERROR, show: 'inline', next: 'failed' },
} as const satisfies ErrorTable<ExtrasNext>;

/** POST /api/ancillaries/buy. */
export const buyExtraErrors = {
  '-299': {
    message: msg`No se puede agregar este adicional: la reserva ya comenzó, ya no está activa, se está pagando o ya tiene el máximo que permite el club.`,
    show: 'inline',
    next: 'choosing',
  },
  '-404': { message: msg`No encontramos esta reserva.`, show: 'inline', next: 'choosing' },
  other: { message: GENERIC_ERROR, show: 'inline', next: 'choosing' },
} as const satisfies ErrorTable<ExtrasNext>;
