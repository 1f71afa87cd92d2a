import { passesLuhn } from './luhn';
import { asText } from './text';

// Card number (spec: digits only, Luhn check, formatted in groups of 4, at most 19 digits; the raw
// check accepts 15 to 19 digits).
// Decisions where the spec is silent:
// - Whitespace is ignored, because the field shows the number in groups of 4 ('4111 1111 1111 1111')
//   and people paste it that way. Any other character (dashes, letters) makes the number invalid.
// - A number of only zeros passes Luhn but is no card number; it is rejected.
export const CARD_NUMBER_MIN_DIGITS = 15;
export const CARD_NUMBER_MAX_DIGITS = 19;

export function isValidCardNumber(digits: unknown): boolean {
  const text = asText(digits);
  if (text === null) return false;
  const compact = text.replace(/\s+/g, '');
  if (!/^\d+$/.test(compact)) return false;
  if (compact.length < CARD_NUMBER_MIN_DIGITS || compact.length > CARD_NUMBER_MAX_DIGITS) return false;
  if (/^0+$/.test(compact)) return false;
  return passesLuhn(compact);
}

/** Keeps the digits (at most 19) and groups them by 4: '4111111111111111' -> '4111 1111 1111 1111'. */
export function formatCardNumber(input: unknown): string {
  const text = asText(input);
  if (text === null) return '';
  const digits = text.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
