// What each check-in result shows (spec part 2 §4 "Check-in result"): every result but success is a
// row; any other code (a result the app does not know, or a failed call) is the generic error.
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';

/** Every failure ends on the result screen. */
export type CheckInNext = 'failed';

const NOT_DONE = msg`No pudimos hacer tu check-in`;

export const checkInErrors = {
  BAD_REQUEST: {
    title: NOT_DONE,
    message: msg`Los datos del check-in no son válidos. Vuelve a abrir el enlace desde tu reserva.`,
    show: 'inline',
    next: 'failed',
  },
  NO_CHECK_IN_AVAILABLE: {
    title: msg`Check-in no disponible`,
    message: msg`El check-in de esta reserva no está disponible ahora. Puedes hacerlo poco antes de la hora de inicio.`,
    show: 'inline',
    next: 'failed',
  },
  ALREADY_CHECKED_IN: {
    title: msg`Ya hiciste check-in`,
    message: msg`Esta reserva ya tiene su check-in registrado.`,
    show: 'inline',
    next: 'failed',
  },
  NO_LOCATION_PROVIDED: {
    title: msg`No tenemos tu ubicación`,
    message: msg`Para hacer check-in necesitamos tu ubicación. Permite el acceso a la ubicación e inténtalo de nuevo.`,
    show: 'inline',
    next: 'failed',
  },
  LOCATION_OUT_OF_RANGE: {
    title: msg`Estás lejos del club`,
    message: msg`Para hacer check-in debes estar en el club. Acércate e inténtalo de nuevo.`,
    show: 'inline',
    next: 'failed',
  },
  other: { title: NOT_DONE, message: GENERIC_ERROR, show: 'inline', next: 'failed' },
} as const satisfies ErrorTable<CheckInNext>;

/** The success texts. */
export const checkInSuccess = {
  title: msg`¡Check-in listo!`,
  message: msg`Registramos tu llegada al club. ¡Buen partido!`,
} as const;
