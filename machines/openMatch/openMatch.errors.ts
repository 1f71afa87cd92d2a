// What the open-match calls' codes do (spec part 2 §4 "Open match join", §8 "Open match: notices for
// cancelled, cannot join, full, not found"). The numbers are in kernel/contract/booking/openMatch.ts.
import { msg } from '@lingui/core/macro';
import { COMMON_ERRORS } from '#kernel/contract';
import { OPEN_MATCH_ERRORS } from '#kernel/contract/booking/openMatch';
import type { ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

/** Where a failed call leads: a notice state, or the failure screen of that call. */
export type OpenMatchNext = 'cancelled' | 'notJoinable' | 'full' | 'notFound' | 'failed';

/** The four notices of §4, also shown when the loaded match itself says so. */
export const openMatchNotices = {
  cancelled: { title: msg`Partido cancelado`, message: msg`Este partido fue cancelado. Busca otro lugar donde jugar.` },
  notJoinable: { title: msg`No puedes unirte`, message: msg`Este partido ya no admite jugadores o no es de tu categoría.` },
  full: { title: msg`Partido completo`, message: msg`El partido ya está completo.` },
  notFound: { title: msg`Partido no encontrado`, message: msg`No encontramos este partido. Revisa el enlace que te compartieron.` },
} as const;

const notice = (next: Exclude<OpenMatchNext, 'failed'>) => ({ ...openMatchNotices[next], show: 'inline', next }) as const;

/** Join: the race for the last position ends on the failure screen with its own text, not on a bare notice. */
export const joinErrors = {
  [OPEN_MATCH_ERRORS.FULL]: {
    title: msg`Alguien se te adelantó`,
    message: msg`Otro jugador tomó el último lugar un momento antes: el partido ya está completo.`,
    show: 'inline',
    next: 'failed',
  },
  [OPEN_MATCH_ERRORS.POSITION_TAKEN]: {
    title: msg`Esa posición ya se ocupó`,
    message: msg`Otro jugador tomó esa posición un momento antes. Vuelve al partido y elige otra.`,
    show: 'inline',
    next: 'failed',
  },
  [OPEN_MATCH_ERRORS.CANCELLED]: notice('cancelled'),
  [OPEN_MATCH_ERRORS.NOT_JOINABLE]: notice('notJoinable'),
  [COMMON_ERRORS.NO_ACCESS]: notice('notFound'),
  other: { title: msg`No pudimos unirte al partido`, message: GENERIC_ERROR, show: 'inline', next: 'failed' },
} as const satisfies ErrorTable<OpenMatchNext>;

/** Leave. */
export const leaveErrors = {
  [OPEN_MATCH_ERRORS.CANCELLED]: notice('cancelled'),
  [OPEN_MATCH_ERRORS.NOT_JOINABLE]: {
    title: msg`No puedes salir`,
    message: msg`El partido ya comenzó: ya no puedes salir de él.`,
    show: 'inline',
    next: 'failed',
  },
  [COMMON_ERRORS.NO_ACCESS]: notice('notFound'),
  other: { title: msg`No pudimos sacarte del partido`, message: GENERIC_ERROR, show: 'inline', next: 'failed' },
} as const satisfies ErrorTable<OpenMatchNext>;

/** Load: an unknown uuid is the not-found notice; anything else can be retried. */
export const loadErrors = {
  [COMMON_ERRORS.NO_ACCESS]: notice('notFound'),
  other: { title: msg`No pudimos cargar el partido`, message: GENERIC_ERROR, show: 'inline', next: 'failed' },
} as const satisfies ErrorTable<OpenMatchNext>;

/** The leave warnings (spec §6: the host gets a different one). */
export const leaveWarnings = {
  host: {
    title: msg`¿Cancelar el partido?`,
    message: msg`Eres el organizador: si sales, el partido se cancela para todos los jugadores.`,
  },
  player: { title: msg`¿Salir del partido?`, message: msg`Tu posición quedará libre para otro jugador.` },
} as const;

/** After leaving. */
export const leftMessages = {
  host: { title: msg`Cancelaste el partido`, message: msg`El partido quedó cancelado para todos los jugadores.` },
  player: { title: msg`Saliste del partido`, message: msg`Tu posición quedó libre.` },
} as const;
