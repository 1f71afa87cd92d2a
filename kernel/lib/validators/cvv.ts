import { asText } from './text';

// Card security code: the spec asks for at least 3 characters. Card schemes use 3 digits (4 for
// American Express), so: 3 or 4 digits, nothing else. Surrounding whitespace is ignored.
/** A CVV has at most 4 digits (American Express). */
export const CVV_MAX_DIGITS = 4;

export function isValidCvv(value: unknown): boolean {
  const text = asText(value);
  return text !== null && /^\d{3,4}$/.test(text.trim());
}
