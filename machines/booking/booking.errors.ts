// Error codes of the booking flow's calls (spec part 1 §8, part 2 §8), as data: one table per call,
// never one global table, because the same code means different things in different calls
// (-375 and -99 on the quote are about one person and stay inline; on the booking they reload the
// search). Each row: the message descriptor (Lingui `msg`, ICU plural for the limits' count),
// where it shows and what happens next. The machines and the views read the same rows.
import { msg } from '@lingui/core/macro';
import { paymentErrors } from '#machines/paymentResult/paymentResult.errors';
import { readActorError, type ErrorEntry, type ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';
import { exchangeMessages } from './exchange/exchange.messages';
import type { BookingCall, Failure } from './booking.types';

/** What the flow does after the message. */
export type BookingNext =
  /** Release the hold, clear the selection and search again with the same criteria. */
  | 'reloadSearch'
  | 'goToBookings'
  | 'goToBookingsToPay'
  /** The card provider's page with the error's webpay_id. */
  | 'providerPage'
  /** Stay on the summary with the add-player dialog open. */
  | 'openAddPlayer'
  /** Stay where the user is (the summary), the message shown. */
  | 'stay'
  /** The club list offers to try again. */
  | 'retry'
  | 'backToClubs'
  | 'backToSports'
  | 'backToSearch'
  /** Availability failed: search the nearby clubs at the same time (alternative-club-slots). */
  | 'alternativeClubSlots';

type Table = ErrorTable<BookingNext>;
type Row = ErrorEntry<BookingNext>;

/** "The club requires booking for a minimum of N players": server -592 and the summary's own check. */
export const MIN_PLAYERS_MESSAGE = msg({
  message: 'El club exige reservar para un mínimo de {count, plural, one {# jugador} other {# jugadores}}.',
});

const limit = (message: Row['message'], show: Row['show'], next: BookingNext): Row => ({ message, show, next });

// The limit messages carry the count (error details.count) with singular and plural.
const myLimits = {
  '-61': limit(
    msg({ message: 'Alcanzaste el máximo de {count, plural, one {# reserva} other {# reservas}} en este club.' }),
    'modal',
    'reloadSearch',
  ),
  '-62': limit(
    msg({ message: 'Alcanzaste el máximo de {count, plural, one {# reserva} other {# reservas}} por día en este club.' }),
    'modal',
    'reloadSearch',
  ),
  '-63': limit(
    msg({ message: 'Alcanzaste el máximo de {count, plural, one {# reserva} other {# reservas}} en este club para este deporte.' }),
    'modal',
    'reloadSearch',
  ),
  '-64': limit(
    msg({ message: 'Alcanzaste el máximo de {count, plural, one {# reserva} other {# reservas}} por día para este deporte.' }),
    'modal',
    'reloadSearch',
  ),
  '-65': limit(
    msg({
      message: 'Alcanzaste el máximo de {count, plural, one {# reserva activa} other {# reservas activas}} por día para este deporte.',
    }),
    'modal',
    'reloadSearch',
  ),
} satisfies Record<string, Row>;

// The same limits reached by one of the players: shown next to the players, the user removes one.
const playerLimits = {
  '-161': limit(
    msg({ message: 'Uno de los jugadores alcanzó el máximo de {count, plural, one {# reserva} other {# reservas}} en este club.' }),
    'inline',
    'stay',
  ),
  '-162': limit(
    msg({ message: 'Uno de los jugadores alcanzó el máximo de {count, plural, one {# reserva} other {# reservas}} por día en este club.' }),
    'inline',
    'stay',
  ),
  '-163': limit(
    msg({
      message:
        'Uno de los jugadores alcanzó el máximo de {count, plural, one {# reserva} other {# reservas}} en este club para este deporte.',
    }),
    'inline',
    'stay',
  ),
  '-164': limit(
    msg({
      message: 'Uno de los jugadores alcanzó el máximo de {count, plural, one {# reserva} other {# reservas}} por día para este deporte.',
    }),
    'inline',
    'stay',
  ),
  '-165': limit(
    msg({
      message:
        'Uno de los jugadores alcanzó el máximo de {count, plural, one {# reserva activa} other {# reservas activas}} por día para este deporte.',
    }),
    'inline',
    'stay',
  ),
} satisfies Record<string, Row>;

// The rows about one person name them: `name` is the name typed with their player code (or the
// booking user's), `userId` the code (reservation.actions.ts playerValues).
const notForThisPerson: Row = { message: msg`Esta cancha no está disponible para {name}.`, show: 'inline', next: 'stay' };

/** POST .../quotev2. */
export const quoteErrors = {
  '-375': notForThisPerson,
  '-99': { message: msg`Esta cancha no está disponible para esta persona.`, show: 'inline', next: 'stay' },
  /** A player code nobody has (spec's -193 "cannot book for this person"; the message is its "code does not exist"). */
  '-193': { message: msg`No existe un jugador con el código {userId}.`, show: 'inline', next: 'stay' },
  /** The same person twice (spec's -212 "already invited"). */
  '-212': { message: msg`{name} ya está en esta reserva.`, show: 'inline', next: 'stay' },
  '-538': { message: msg`No puedes reservar para otra persona.`, show: 'inline', next: 'stay' },
  ...myLimits,
  ...playerLimits,
  '-2215': { message: msg`Se alcanzó el límite de reservas de tu código de cliente.`, show: 'modal', next: 'reloadSearch' },
  '-539': { message: msg`Para esta reserva necesitas otra reserva a la misma fecha y hora.`, show: 'modal', next: 'reloadSearch' },
  '-221': { message: msg`Se alcanzó el máximo de invitados.`, show: 'inline', next: 'stay' },
  '-592': { message: MIN_PLAYERS_MESSAGE, show: 'modal', next: 'openAddPlayer' },
  '-5749': { message: msg`No puedes cambiar la reserva y agregar invitados a la vez.`, show: 'inline', next: 'stay' },
  /** The booking being changed cannot be changed any more (started, paid meanwhile, changed already). */
  '-5750': { message: exchangeMessages.cannotChange, show: 'modal', next: 'goToBookings' },
  // The payment codes mean the same on every call that can answer them: one row, in paymentErrors.
  '-44': paymentErrors['-44'],
  '-1698': paymentErrors['-1698'],
  '-133': paymentErrors['-133'],
  '-92': paymentErrors['-92'],
  '-4498': paymentErrors['-4498'],
  '-299': { message: msg`No puedes quitar un adicional que ya está pagado.`, show: 'inline', next: 'stay' },
  '-7393': { message: msg`Para reservar en este club debes vivir en la ciudad que exige.`, show: 'modal', next: 'reloadSearch' },
  '-7394': { message: msg`Para reservar debes ingresar tu ciudad en tu perfil.`, show: 'modal', next: 'reloadSearch' },
  '-2595': { message: msg`Falta tu hándicap. Ingrésalo en tu perfil para poder reservar.`, show: 'modal', next: 'reloadSearch' },
  other: { message: GENERIC_ERROR, show: 'modal', next: 'reloadSearch' },
} as const satisfies Table;

/** A hold or a booking refused because the slot is the player's own booking (our decision, not in the spec). */
const OWN_BOOKING = msg`Ya reservaste este horario: está en tus reservas.`;

/**
 * POST .../bookingsv2. Differs from the quote on -375 and -99: the booking is the last word, so
 * both reload the search; -99 means the court is gone at this time. The payment codes (-44,
 * -1698, -133, -92, -4498) are handed to the paymentResult machine, which reads the same rows.
 */
export const bookingErrors = {
  ...quoteErrors,
  '-375': { message: msg`Esta cancha no está disponible para {name}.`, show: 'modal', next: 'reloadSearch' },
  '-99': { message: msg`Esta cancha ya no está disponible a esta hora.`, show: 'modal', next: 'reloadSearch' },
  /** -99 naming the player's own booking: the same slot booked from another tab. */
  ownBooking: { message: OWN_BOOKING, show: 'toast', next: 'reloadSearch' },
} as const satisfies Table;

/** The codes of a booking answer that the paymentResult machine settles. */
export const PAYMENT_RESULT_CODES: ReadonlySet<string> = new Set(Object.keys(paymentErrors).filter((c) => c !== 'other'));

/**
 * POST .../block: any failure means someone was faster (spec part 1 §4.1) — unless the slot is the
 * player's own booking (browser back from its summary, another tab): the server's -99 names it
 * (details.reason 'ownBooking'), and the player is only reminded of it (our decision, not in the spec).
 */
export const holdErrors = {
  ownBooking: { message: OWN_BOOKING, show: 'toast', next: 'reloadSearch' },
  other: {
    message: msg`¡Ups! Alguien acaba de reservar este horario antes que tú, pero puedes elegir uno alternativo.`,
    show: 'modal',
    next: 'reloadSearch',
  },
} as const satisfies Table;

/** PATCH /api/bookings/{id} on the booking in progress: -52 it was paid (or started) meanwhile. */
export const inProgressCancelErrors = {
  '-52': { message: msg`Esa reserva ya no se puede anular: su pago se completó. Revisa tus reservas.`, show: 'inline', next: 'stay' },
  other: { message: msg`No pudimos anular esa reserva. Inténtalo de nuevo o sigue con su pago.`, show: 'inline', next: 'stay' },
} as const satisfies Table;

/** GET .../schedule: -184 is the members-only warning; other codes show the generic error. */
export const scheduleErrors = {
  '-184': { message: msg`Este horario es solo para socios del club.`, show: 'modal', next: 'backToSearch' },
  other: { message: GENERIC_ERROR, show: 'modal', next: 'backToSearch' },
} as const satisfies Table;

/** GET .../timeslots: an availability error shows a modal, then the nearby clubs' slots. */
export const timeslotErrors = {
  other: {
    message: msg`No pudimos consultar la disponibilidad de este club. Te mostramos horarios en otros clubes.`,
    show: 'modal',
    next: 'alternativeClubSlots',
  },
} as const satisfies Table;

/** GET /api/club/ (the club list). */
export const clubsErrors = { other: { message: GENERIC_ERROR, show: 'inline', next: 'retry' } } as const satisfies Table;

export const CLUB_NOT_AVAILABLE = msg`Este club no está disponible.`;

/** GET /api/clubs/{clubId}. */
export const clubErrors = { other: { message: CLUB_NOT_AVAILABLE, show: 'toast', next: 'backToClubs' } } as const satisfies Table;

/** GET /api/clubs/{clubId}/sports (the club's sport list). */
export const sportsErrors = { other: { message: GENERIC_ERROR, show: 'toast', next: 'backToClubs' } } as const satisfies Table;

/** GET /api/clubs/{clubId}/sports/{sportId}. */
export const sportErrors = { other: { message: GENERIC_ERROR, show: 'toast', next: 'backToSports' } } as const satisfies Table;

export const bookingErrorTables = {
  clubs: clubsErrors,
  club: clubErrors,
  sports: sportsErrors,
  sport: sportErrors,
  timeslots: timeslotErrors,
  schedule: scheduleErrors,
  hold: holdErrors,
  quote: quoteErrors,
  booking: bookingErrors,
} as const satisfies Record<BookingCall, Table>;

/** The row of a call's table for a code ('other' when unlisted). */
export function bookingErrorEntry(call: BookingCall, code: string | null | undefined): Row {
  const table: Table = bookingErrorTables[call];
  return (code && Object.hasOwn(table, code) ? table[code] : table.other) as Row;
}

/** A failure from an actor's error: the code, and the limit's count from the error's details. */
export function failureOf(call: BookingCall, error: unknown, fallbackCount?: number | null): Failure {
  const { code: answered, details } = readActorError(error);
  const code = (call === 'hold' || call === 'booking') && details?.reason === 'ownBooking' ? 'ownBooking' : answered;
  const count = Number(details?.count ?? fallbackCount);
  return { call, code, values: Number.isFinite(count) ? { count } : {} };
}
