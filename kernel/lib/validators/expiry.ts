import { asText } from './text';

// Card expiry: exactly 4 digits MMYY (shown 'MM / YY'), month 01-12, not in the past; the current
// month is still valid (a card expires at the end of its month).
// Decisions where the spec is silent:
// - Typed forms '12/30', '12 / 30' and '1230' are accepted: only digits, whitespace and '/' may
//   appear, and exactly 4 digits must remain. Anything else ('12-30', '12/2030') is invalid.
// - The spec calls an empty field valid (the form shows no format error before typing); this
//   function answers "is this a usable expiry", so empty is false. Requiredness is the form's concern.
// - YY means 20YY. There is no upper bound: the spec sets none.
// - "Now" is compared in the local time of `now` (the payer's clock), month by month.
// - `now` is passed in so the function stays pure; an invalid Date makes every expiry invalid.

/** An expiry is exactly 4 digits, MMYY. */
export const EXPIRY_DIGITS = 4;

function expiryDigits(value: unknown): string | null {
  const text = asText(value);
  if (text === null || !/^[\d\s/]*$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length === EXPIRY_DIGITS ? digits : null;
}

export function isValidExpiry(mmyy: unknown, now: Date): boolean {
  const digits = expiryDigits(mmyy);
  if (digits === null) return false;
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) return false;
  const month = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2));
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getFullYear() * 12 + (now.getMonth() + 1);
}

/**
 * Display form while typing: keeps the digits (at most 4) and inserts ' / ' after the month once
 * the year starts: '1' -> '1', '12' -> '12', '123' -> '12 / 3', '1230' -> '12 / 30'.
 */
export function formatExpiry(input: unknown): string {
  const text = asText(input);
  if (text === null) return '';
  const digits = text.replace(/\D/g, '').slice(0, EXPIRY_DIGITS);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}
