import { isValidEmail } from '#kernel/lib/validators/email';

// How a club can be reached (spec part 2 §2 "Club page", §5 "Contact-club", §9 "Contact phone minimum
// 8 digits"): its phones, a messaging number and a bookings e-mail, and the routing link to it.

/** Spec part 2 §9. */
export const CONTACT_PHONE_MIN_DIGITS = 8;

/** The club's phone field holds several numbers separated by ';' (spec part 1 §3): each, trimmed, the empty ones dropped. */
export function splitPhones(phone: string | null | undefined): string[] {
  if (!phone) return [];
  return phone
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/** How many digits a number has, whatever separators it is written with. */
export const digitCount = (number: string): number => number.replace(/\D/g, '').length;

/** A number a tel: link can dial: '+' then its digits (separators dropped), or null without enough digits. */
export function telHref(number: string): string | null {
  const digits = number.replace(/\D/g, '');
  if (digits.length === 0) return null;
  return `tel:${number.trim().startsWith('+') ? '+' : ''}${digits}`;
}

export interface ClubContacts {
  phone: string | null | undefined;
  whatsapp?: string | null;
  bookingEmail?: string | null;
}

/**
 * Contact-club is offered only with a messaging or phone number of at least 8 digits, or a
 * valid-looking bookings e-mail (spec part 2 §5). Each of the ';'-separated phones counts on its own.
 */
export function canContactClub({ phone, whatsapp, bookingEmail }: ClubContacts): boolean {
  const numbers = [...splitPhones(phone), ...splitPhones(whatsapp)];
  return numbers.some((n) => digitCount(n) >= CONTACT_PHONE_MIN_DIGITS) || isValidEmail(bookingEmail ?? null);
}

/** A routing link to a place in a browser (Google Maps directions; the native shell opens its own maps). */
export function directionsUrl({ latitude, longitude }: { latitude: number; longitude: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${latitude},${longitude}`)}`;
}
