import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Longest free text taken from the query (a URL is not a place for essays, nor for phishing). */
const MAX_TEXT = 160;

/**
 * Titles and messages other screens may pass as keys, so they show translated (the booking flow's
 * payment outcomes, spec part 1 §4.4). Any other value is shown as plain text.
 */
export const STATUS_TEXTS: Record<string, MessageDescriptor> = {
  not_found: msg`Página no encontrada`,
  payment_error: msg`No pudimos procesar el pago`,
  payment_error_message: msg`Tu pago no fue validado. No se hizo ningún cargo; puedes intentarlo de nuevo.`,
  speed: msg`Demasiados intentos de pago`,
  speed_message: msg`Hiciste varios intentos de pago seguidos. Espera unos minutos antes de volver a intentarlo.`,
  validation: msg`No pudimos validar la operación`,
  pending: msg`Tu pago está pendiente`,
  pending_message: msg`Estamos esperando la confirmación del medio de pago.`,
  generic: msg`Ocurrió un error`,
};

export interface StatusQuery {
  status: string;
  title: MessageDescriptor | string;
  message: MessageDescriptor | string | null;
}

function text(value: string | null): MessageDescriptor | string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  return STATUS_TEXTS[trimmed] ?? trimmed.slice(0, MAX_TEXT);
}

/**
 * The error page's query (spec part 1 §2.3): status and title, with 404 and 'page not found' when
 * empty; a status without a title gets the generic title. Status is digits only (at most 3).
 */
export function readStatusQuery(query: URLSearchParams): StatusQuery {
  const rawStatus = query.get('status')?.trim() ?? '';
  const status = /^\d{3}$/.test(rawStatus) ? rawStatus : '';
  const title = text(query.get('title'));
  const message = text(query.get('message'));
  if (!status && !title && !message) return { status: '404', title: STATUS_TEXTS.not_found, message: null };
  return {
    status: status || (title ? '' : '404'),
    title: title ?? (status === '404' ? STATUS_TEXTS.not_found : STATUS_TEXTS.generic),
    message,
  };
}
