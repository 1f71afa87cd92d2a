// What the rating calls' codes do, and the §5 rule 'You must tell us if you played or not'.
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

export type RatingNext = 'notParticipant' | 'notRateable' | 'failed';

export const MUST_SAY_PLAYED = msg`Debes indicarnos si jugaron o no`;

export const ratingErrors = {
  '-8344': { message: msg`No eres parte de este partido.`, show: 'inline', next: 'notParticipant' },
  '-8342': { message: msg`Este partido no se puede calificar.`, show: 'inline', next: 'notRateable' },
  '-8346': { message: MUST_SAY_PLAYED, show: 'inline', next: 'failed' },
  '-8347': { message: msg`El ganador debe ser uno de los dos jugadores.`, show: 'inline', next: 'failed' },
  other: { message: GENERIC_ERROR, show: 'inline', next: 'failed' },
} as const satisfies ErrorTable<RatingNext>;
