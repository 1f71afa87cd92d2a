// The card form's rules (spec part 2 §5 "Payment cards", part 3 §5, §9), pure and small. They
// mirror src/lib/validators (machines never import src/); tests/machines/cardEnrolmentRules.test.ts
// proves both agree on a table of inputs.
//   number  digits only (spaces ignored), 15-19 digits, Luhn, not all zeros; shown in groups of 4
//   CVV     3 or 4 digits
//   expiry  exactly 4 digits MMYY (shown MM / YY), month 01-12, not before the month of `now`
//   holder  letters and spaces only, at least 2 letters

export const CARD_NUMBER_MIN_DIGITS = 15;
export const CARD_NUMBER_MAX_DIGITS = 19;
export const CVV_MAX_DIGITS = 4;
export const EXPIRY_DIGITS = 4;
export const HOLDER_MAX_LENGTH = 60;

/** Keeps the digits only, at most `max` of them. */
export const digitsOf = (value: string, max: number): string => value.replace(/\D/g, '').slice(0, max);

/** Luhn (mod 10) over a string of digits. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = digits.length - 1, double = false; i >= 0; i -= 1, double = !double) {
    let digit = Number(digits[i]);
    if (double) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isValidCardNumber(value: string): boolean {
  const compact = value.replace(/\s+/g, '');
  if (!/^\d+$/.test(compact)) return false;
  if (compact.length < CARD_NUMBER_MIN_DIGITS || compact.length > CARD_NUMBER_MAX_DIGITS) return false;
  return !/^0+$/.test(compact) && passesLuhn(compact);
}

export const isValidCvv = (value: string): boolean => /^\d{3,4}$/.test(value.trim());

/** The 4 digits of an expiry typed as '1230', '12/30' or '12 / 30'; null for anything else. */
function expiryDigits(value: string): string | null {
  if (!/^[\d\s/]*$/.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  return digits.length === EXPIRY_DIGITS ? digits : null;
}

/** Valid and not past: the current month is still valid (a card expires at the end of its month). */
export function isValidExpiry(value: string, now: Date): boolean {
  const digits = expiryDigits(value);
  if (digits === null || Number.isNaN(now.getTime())) return false;
  const month = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2));
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
}

export function isValidCardHolder(value: string): boolean {
  const trimmed = value.normalize('NFC').trim();
  if (!/^[\p{L}\p{M}\p{Zs}]+$/u.test(trimmed)) return false;
  return (trimmed.match(/\p{L}/gu) ?? []).length >= 2;
}

/** '4111111111111111' → '4111 1111 1111 1111' (at most 19 digits). */
export const formatCardNumber = (value: string): string => digitsOf(value, CARD_NUMBER_MAX_DIGITS).replace(/(\d{4})(?=\d)/g, '$1 ');

/** '1230' → '12 / 30'; '1' → '1'; '123' → '12 / 3'. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value, EXPIRY_DIGITS);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** The parts the provider and the subscription call take: bin (6), last four, MM and YY. */
export function cardParts(number: string, expiry: string) {
  const digits = digitsOf(number, CARD_NUMBER_MAX_DIGITS);
  const mmyy = digitsOf(expiry, EXPIRY_DIGITS);
  return { bin: digits.slice(0, 6), lfd: digits.slice(-4), expMonth: mmyy.slice(0, 2), expYear: mmyy.slice(2) };
}
