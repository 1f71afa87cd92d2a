// The summary's checks before paying or booking (spec part 1 §5) and their messages, plus the
// coupon and discount-code alerts. Pure functions of the reservation's context.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BIN_PATTERN } from '../booking.defaults';
import { MIN_PLAYERS_MESSAGE } from '../booking.errors';
import type { Ancillary, CodeAlert, ReservationContext, SummaryProblem } from './reservation.types';
import { hasBadLatamPass, lacksMotiveAndArrival, lacksPlayWith } from './reservation.texts';

type Ctx = Pick<
  ReservationContext,
  'quote' | 'players' | 'ancillaryCounts' | 'sport' | 'club' | 'comments' | 'termsAccepted' | 'fieldValues' | 'texts'
>;

/** minBookings applies when the slot has a minimum capacity. */
export function minPlayersRequired(context: Pick<ReservationContext, 'quote'>): number {
  const slot = context.quote?.slot;
  return slot && (slot.minCapacity ?? 0) > 0 ? (slot.minBookings ?? 0) : 0;
}

export const isBelowMinBookings = (c: Ctx) => c.players.length < minPlayersRequired(c);

export const ancillaryCount = (c: Pick<ReservationContext, 'ancillaryCounts'>, id: number) => c.ancillaryCounts[id] ?? 0;

/** The first ancillary chosen fewer times than its min_items. */
export const ancillaryBelowMin = (c: Ctx): Ancillary | undefined =>
  c.quote?.slot.ancillaries.find((a) => a.min_items > 0 && ancillaryCount(c, a.club_ancillary_id) < a.min_items);

/** max_items of 0 or less: no upper bound. */
export const isBelowAncillaryMax = (a: Ancillary, count: number) => a.max_items <= 0 || count < a.max_items;

export function commentMinLength(c: Pick<ReservationContext, 'sport'>): number {
  if (!c.sport.ask_for_comments) return 0;
  return Math.max(1, c.sport.comments_min_length);
}

export const lacksComments = (c: Ctx) => c.comments.trim().length < commentMinLength(c);
export const lacksTerms = (c: Ctx) => c.sport.include_tyc === 'Y' && !c.termsAccepted;
export const missingFieldNames = (c: Ctx): string[] =>
  c.sport.dataConfig.filter((f) => f.mandatory && !(c.fieldValues[f.dataConfigId] ?? '').trim()).map((f) => f.name);

/** The first problem, in the order the summary checks them; null when the booking may go on. */
export function summaryProblem(c: Ctx): SummaryProblem | null {
  if (isBelowMinBookings(c)) return { kind: 'minPlayers', count: minPlayersRequired(c) };
  const ancillary = ancillaryBelowMin(c);
  if (ancillary) return { kind: 'ancillaryMin', count: ancillary.min_items, name: ancillary.name };
  if (lacksComments(c)) return { kind: 'comments', minLength: commentMinLength(c) };
  if (lacksTerms(c)) return { kind: 'terms' };
  const names = missingFieldNames(c);
  if (names.length) return { kind: 'fields', names };
  if (lacksPlayWith(c)) return { kind: 'playWith' };
  if (lacksMotiveAndArrival(c)) return { kind: 'motiveAndArrival' };
  if (hasBadLatamPass(c)) return { kind: 'latamPass' };
  return null;
}

/** 'enter digits for discount' when empty, 'enter six digits' otherwise. */
export function binAlert(bin: string): CodeAlert | null {
  if (bin.trim() === '') return 'binMissing';
  return BIN_PATTERN.test(bin.trim()) ? null : 'binLength';
}

export const summaryMessages = {
  ancillaryMin: msg({ message: 'Debes agregar al menos {count} de los siguientes adicionales: {name}' }),
  comments: msg`Falta información: debes ingresar la información adicional.`,
  commentsLength: msg({ message: 'Falta información: debes ingresar al menos {count} caracteres de información adicional.' }),
  terms: msg`Debes aceptar el reglamento del club.`,
  fields: msg({ message: 'Debes completar los siguientes datos: {names}' }),
  playWith: msg`Ingresa con quién juegas.`,
  motiveAndArrival: msg`Ingresa el motivo de la reserva y la hora de llegada.`,
  latamPass: msg`El número de socio LATAM Pass tiene de 8 a 20 letras y números.`,
} as const;

export const codeAlertMessages: Record<CodeAlert, MessageDescriptor> = {
  alreadyInUse: msg`Este código ya está en uso.`,
  usedOrMissing: msg`Este código ya fue usado o no existe.`,
  notWorthwhile: msg`Este descuento no conviene para esta reserva.`,
  notWorthwhileUnavailable: msg`Este descuento no conviene y no está disponible.`,
  rejected: msg`No pudimos aplicar este código.`,
  binMissing: msg`Ingresa los dígitos para el descuento.`,
  binLength: msg`Ingresa seis dígitos.`,
  emptyCode: msg`Ingresa un código de descuento.`,
  noMoreCoupons: msg`No tienes más cupones disponibles.`,
};

/** The message of a problem with its ICU values. */
export function problemMessage(problem: SummaryProblem): { message: MessageDescriptor; values: Record<string, string | number> } {
  switch (problem.kind) {
    case 'minPlayers':
      return { message: MIN_PLAYERS_MESSAGE, values: { count: problem.count } };
    case 'ancillaryMin':
      return { message: summaryMessages.ancillaryMin, values: { count: problem.count, name: problem.name } };
    case 'comments':
      return problem.minLength > 1
        ? { message: summaryMessages.commentsLength, values: { count: problem.minLength } }
        : { message: summaryMessages.comments, values: {} };
    case 'terms':
      return { message: summaryMessages.terms, values: {} };
    case 'fields':
      return { message: summaryMessages.fields, values: { names: problem.names.join(', ') } };
    case 'playWith':
    case 'motiveAndArrival':
    case 'latamPass':
      return { message: summaryMessages[problem.kind], values: {} };
  }
}
