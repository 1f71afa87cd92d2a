import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

/** GET ranking: an unknown club (-64) or anything else leaves the table with a retry. */
export const rankingErrors = {
  '-64': {
    title: msg`No encontramos ese club`,
    message: msg`Elige otro club o mira el ranking general.`,
    show: 'inline',
    next: 'loadFailed',
  },
  other: { title: msg`No pudimos cargar el ranking`, message: GENERIC_ERROR, show: 'inline', next: 'loadFailed' },
} as const satisfies ErrorTable<'loadFailed'>;

/** GET the sport's clubs for the picker: the ranking still shows; the picker offers to load them again. */
export const clubListErrors = {
  other: { title: msg`No pudimos cargar los clubes`, message: GENERIC_ERROR, show: 'inline', next: 'clubsFailed' },
} as const satisfies ErrorTable<'clubsFailed'>;
