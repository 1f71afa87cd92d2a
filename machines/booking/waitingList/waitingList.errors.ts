// What a refused waiting-list request shows (spec part 1 §8 "Waiting list"); the codes are ours
// (kernel/contract/booking/waitingList.ts, docs/decisions.md).
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

export const requestWaitingListErrors = {
  '-2801': { message: msg`Ya estás en la lista de espera de este horario.`, show: 'inline', next: 'listed' },
  '-2802': { message: msg`Esta reserva es tuya: no puedes esperar por ella.`, show: 'inline', next: 'listed' },
  '-2803': { message: msg`Alcanzaste el máximo de listas de espera por día en este club.`, show: 'inline', next: 'listed' },
  '-2804': { message: msg`Este horario ya no admite lista de espera.`, show: 'inline', next: 'reload' },
  other: { message: GENERIC_ERROR, show: 'inline', next: 'listed' },
} as const satisfies ErrorTable<'listed' | 'reload'>;

export const fetchWaitingListSlotsErrors = {
  other: { title: msg`No pudimos cargar los horarios con lista de espera`, message: GENERIC_ERROR, show: 'inline', next: 'loadFailed' },
} as const satisfies ErrorTable<'loadFailed'>;
