// What the challenge calls' codes do (spec part 3 §8 "Match": Challenge, Access and state). The
// numbers are in kernel/contract/matchChallenge.ts.
import { msg } from '@lingui/core/macro';
import { CHALLENGE_SEND_ERRORS as S, CHALLENGE_STATE_ERRORS as A } from '#kernel/contract/matchChallenge';
import { errorEntry, type ActorError, type ErrorEntry, type ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

/** Where a failed call leads. */
export type ChallengeNext = 'blocked' | 'failed' | 'stale' | 'notParticipant' | 'courtTaken';

const unavailable = { message: msg`Este jugador no está disponible para desafiarlo.`, show: 'inline', next: 'blocked' } as const;

/** The club's booking limits for a prime subscriber's held court: pick another club or day (details.count). */
const limit = (message: ErrorEntry<ChallengeNext>['message']) => ({ message, show: 'inline', next: 'courtTaken' }) as const;
const perDayForSport = limit(
  msg({ message: 'Alcanzaste el máximo de {count, plural, one {# reserva} other {# reservas}} por día para este deporte.' }),
);

/** The send (and the options' blockedBy, read through the same table). */
export const sendErrors = {
  [S.unavailable]: unavailable,
  [S.unavailableAccount]: unavailable,
  [S.challengingYourself]: unavailable,
  [S.otherEntity]: unavailable,
  [S.pendingWithThisPerson]: { message: msg`Ya tienes un desafío pendiente con esta persona.`, show: 'inline', next: 'blocked' },
  [S.mustEnableMatch]: { message: msg`Debes activar match en este deporte para desafiar.`, show: 'inline', next: 'blocked' },
  [S.tooManyOutgoing]: { message: msg`Solo puedes desafiar a 7 personas a la vez.`, show: 'inline', next: 'blocked' },
  [S.tooManyIncoming]: { message: msg`Esta persona no puede recibir más de 3 desafíos a la vez.`, show: 'inline', next: 'blocked' },
  [S.noChallengeDays]: { message: msg`No tienen días disponibles en común para el desafío.`, show: 'inline', next: 'blocked' },
  [S.courtNotAllowed]: { message: msg`Elegir cancha al desafiar es para suscriptores prime.`, show: 'inline', next: 'blocked' },
  [S.courtNotAvailable]: { message: msg`Esa cancha ya no está libre a esa hora. Elige otra.`, show: 'inline', next: 'courtTaken' },
  [S.activeAtClub]: limit(msg({ message: 'Alcanzaste el máximo de {count, plural, one {# reserva} other {# reservas}} en este club.' })),
  [S.dayAtClub]: limit(
    msg({ message: 'Alcanzaste el máximo de {count, plural, one {# reserva} other {# reservas}} por día en este club.' }),
  ),
  [S.activeForSport]: limit(
    msg({ message: 'Alcanzaste el máximo de {count, plural, one {# reserva} other {# reservas}} en este club para este deporte.' }),
  ),
  [S.activeDayForSport]: limit(
    msg({
      message: 'Alcanzaste el máximo de {count, plural, one {# reserva activa} other {# reservas activas}} por día para este deporte.',
    }),
  ),
  other: { message: GENERIC_ERROR, show: 'inline', next: 'failed' },
} as const satisfies ErrorTable<ChallengeNext>;

/**
 * A send's row: -64 is both "picking a court is for prime" and, with details.count, the club's limit
 * of bookings per day for the sport (the spec gives both meanings to -64).
 */
export function sendErrorRow(error: ActorError | null): ErrorEntry<ChallengeNext> {
  if (error?.code === S.courtNotAllowed && typeof error.details?.count === 'number') return perDayForSport;
  return errorEntry(sendErrors, error?.code);
}

const notParticipant = { message: msg`No eres parte de este partido.`, show: 'inline', next: 'notParticipant' } as const;

/** Accept, decline, cancel, dismiss and nogo. */
export const moveErrors = {
  [A.notParticipant]: notParticipant,
  [A.noLongerAvailable]: { message: msg`Este desafío ya no está disponible.`, show: 'toast', next: 'stale' },
  [A.wrongParticipant]: { message: msg`Solo el jugador desafiado puede responder este desafío.`, show: 'toast', next: 'stale' },
  [A.cannotDismiss]: { message: msg`Este desafío no se puede descartar.`, show: 'toast', next: 'stale' },
  other: { message: GENERIC_ERROR, show: 'inline', next: 'failed' },
} as const satisfies ErrorTable<ChallengeNext>;

/** Reading the options or the challenge. */
export const loadErrors = {
  [A.notParticipant]: notParticipant,
  [S.unavailableAccount]: unavailable,
  [S.mustEnableMatch]: sendErrors[S.mustEnableMatch],
  other: { message: GENERIC_ERROR, show: 'inline', next: 'failed' },
} as const satisfies ErrorTable<ChallengeNext>;
