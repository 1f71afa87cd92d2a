// Error codes of the card calls (spec part 2 §8 "Card enrolment", part 3 §8 "Cards"), one table
// per call. Message values come from the error's details: maxCards, internalCode, msg.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { errorEntry, listsCode, readActorError, type ErrorEntry, type ErrorTable } from '#kernel/lib/errors';
import { GENERIC_ERROR } from '#machines/shared/messages';
import type { CardCall, CardFailure } from './cardEnrolment.types';

/** After the message: back to the form, close the enrolment, or go complete the profile. */
export type CardNext = 'edit' | 'close' | 'completeProfile';

/** The provider's config says the maximum is reached (spec message key MSG_MAX_KUSHKI_CARDS). */
export const MSG_MAX_KUSHKI_CARDS = msg`Alcanzaste el máximo de tarjetas inscritas. Elimina una para inscribir otra.`;

const ANOTHER_ACCOUNT_HAS_DOCUMENT = msg`Otra cuenta ya tiene registrado este número de documento.`;

/** POST .../subscriptions (user or club); the pre-check answers the same codes. */
export const enrolCardErrors = {
  '-375': {
    message: msg({ message: 'Alcanzaste el máximo de {maxCards, plural, one {# tarjeta inscrita} other {# tarjetas inscritas}}.' }),
    show: 'modal',
    next: 'close',
  },
  '-376': { message: msg`Esta tarjeta ya está inscrita.`, show: 'inline', next: 'edit' },
  '-333': { message: msg({ message: '{providerMessage} (código {internalCode})' }), show: 'modal', next: 'edit' },
  '-12': {
    message: msg`Para inscribir una tarjeta debes completar tu número de documento en tu perfil.`,
    show: 'modal',
    next: 'completeProfile',
  },
  '-901': { message: msg({ message: 'No pudimos inscribir tu tarjeta (error {code}).' }), show: 'modal', next: 'edit' },
  '-932': { message: msg`La tarjeta del club debe ser una tarjeta de crédito.`, show: 'inline', next: 'edit' },
  '-487': { message: ANOTHER_ACCOUNT_HAS_DOCUMENT, show: 'modal', next: 'edit' },
  other: { message: msg({ message: 'Revisa los datos de tu tarjeta (código {internalCode}).' }), show: 'modal', next: 'edit' },
} as const satisfies ErrorTable<CardNext>;

/** GET /api/kushki/country-app-config. */
export const loadCardConfigErrors = {
  other: { message: GENERIC_ERROR, show: 'modal', next: 'close' },
} as const satisfies ErrorTable<CardNext>;

/** PUT /api/users/{userId}/missing-data: -487 as on the document; others with the code. */
export const updateMissingDataErrors = {
  '-487': { message: ANOTHER_ACCOUNT_HAS_DOCUMENT, show: 'inline', next: 'edit' },
  other: { message: msg({ message: 'No pudimos guardar tus datos (error {code}).' }), show: 'modal', next: 'edit' },
} as const satisfies ErrorTable<CardNext>;

/** The provider's tokenization: "a card tokenization failure shows a card enrolment error". */
export const tokenizeCardErrors = {
  other: { message: msg`No pudimos inscribir tu tarjeta. Revisa los datos e inténtalo de nuevo.`, show: 'modal', next: 'edit' },
} as const satisfies ErrorTable<CardNext>;

/** The 3-D Secure step, failed or broken: "authentication unsuccessful". */
export const verify3dsErrors = {
  other: { message: msg`La autenticación de tu tarjeta no fue exitosa.`, show: 'modal', next: 'edit' },
} as const satisfies ErrorTable<CardNext>;

/** DELETE /api/users/{userId}/payment_methods/{id}: -33's text is keyed by the server's msg. */
export const deleteCardErrors = {
  '-33': { message: msg`No puedes eliminar esta tarjeta porque está asociada a una suscripción.`, show: 'modal', next: 'close' },
  other: { message: GENERIC_ERROR, show: 'modal', next: 'close' },
} as const satisfies ErrorTable<CardNext>;

/** -33: the server's msg key → the text (unknown keys use the -33 row). */
export const cardInUseMessages: Readonly<Record<string, MessageDescriptor>> = {
  CARD_USED_BY_CLUB_MEMBERSHIP: msg`No puedes eliminar esta tarjeta porque la usa tu membresía del club.`,
  CARD_USED_BY_PRIME: msg`No puedes eliminar esta tarjeta porque la usa tu suscripción prime.`,
};

export const cardErrorTables = {
  loadCardConfig: loadCardConfigErrors,
  updateMissingData: updateMissingDataErrors,
  precheckCard: enrolCardErrors,
  tokenizeCard: tokenizeCardErrors,
  verify3ds: verify3dsErrors,
  enrolCard: enrolCardErrors,
  deleteCard: deleteCardErrors,
} as const satisfies Record<CardCall, ErrorTable<CardNext>>;

const finite = (value: unknown): number | undefined =>
  value !== null && value !== undefined && Number.isFinite(Number(value)) ? Number(value) : undefined;
const text = (value: unknown): string | undefined => (value === null || value === undefined || value === '' ? undefined : String(value));

/** A failure from what an actor rejected with: its code and the values of its message. */
export function cardFailureOf(call: CardCall, error: unknown): CardFailure {
  const { code, details } = readActorError(error);
  const values: CardFailure['values'] = { code };
  const maxCards = finite(details?.maxCards);
  if (maxCards !== undefined) values.maxCards = maxCards;
  const internalCode = text(details?.internalCode);
  if (internalCode !== undefined) values.internalCode = internalCode;
  const message = text(details?.msg);
  if (message !== undefined) {
    values.providerMessage = message;
    values.msgKey = message;
  }
  return { call, code, values };
}

/** The row of the failure's call for its code ('other' when unlisted). */
export const cardErrorEntry = (failure: CardFailure): ErrorEntry<CardNext> => errorEntry(cardErrorTables[failure.call], failure.code);

/** The text of a failure: the row's, or for -33 on delete the one keyed by the server's msg. */
export function cardFailureMessage(failure: CardFailure): MessageDescriptor {
  if (
    failure.call === 'deleteCard' &&
    failure.code === '-33' &&
    failure.values.msgKey &&
    Object.hasOwn(cardInUseMessages, failure.values.msgKey)
  ) {
    return cardInUseMessages[failure.values.msgKey];
  }
  return cardErrorEntry(failure).message;
}

/** "Other failures show a generic enrolment error and send an error-report message." */
export const isReportedFailure = (failure: CardFailure): boolean => !listsCode(cardErrorTables[failure.call], failure.code);
