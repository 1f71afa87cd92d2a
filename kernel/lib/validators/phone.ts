import { validatePhoneNumberLength } from 'libphonenumber-js/min';
import { asText } from './text';

// Phone numbers are checked on calling code plus number, per country (spec part 2, section 5):
//   AR +549 then 10 digits; AU +61 then 9; BR +55 then 10 or 11; CL +56 then 9; CO +57 then 10;
//   EC +593 then 9; MX +52 then 10; PE +51 then 9; US +1 then 10;
//   any other country: a 1 to 3 digit code and 8 to 15 digits.
// The spec rule is the contract. libphonenumber-js (min metadata) is an extra guard for the listed
// countries: the whole number must have a possible length for its calling code. Its metadata agrees
// with every length the spec accepts (the tests check this), so it never rejects a spec-valid number.
// It is not used for the default rule, where it would reject numbers the spec accepts.
//
// Decisions where the spec is silent:
// - The number may contain spaces, dashes, dots and parentheses; anything else (letters, a '+') is
//   rejected. The code may be written '+56', '56' or '+54 9'.
// - For a listed country the code must be that country's calling code, so '5' + '6912345678' is not
//   taken for a Chilean number. For AR both '54' (number starting with the mobile 9) and '549' work.
// - A missing or unknown country uses the default rule; the country is not guessed from the code.
// - No national trunk prefix: '0' or '15' typed in front of the number make it too long and fail.

interface CountryRule {
  /** Digits of code plus number must match this. */
  readonly pattern: RegExp;
  /** Accepted spellings of the code (digits only). */
  readonly codes: readonly string[];
}

const COUNTRY_RULES: ReadonlyMap<string, CountryRule> = new Map([
  ['AR', { pattern: /^549\d{10}$/, codes: ['54', '549'] }],
  ['AU', { pattern: /^61\d{9}$/, codes: ['61'] }],
  ['BR', { pattern: /^55\d{10,11}$/, codes: ['55'] }],
  ['CL', { pattern: /^56\d{9}$/, codes: ['56'] }],
  ['CO', { pattern: /^57\d{10}$/, codes: ['57'] }],
  ['EC', { pattern: /^593\d{9}$/, codes: ['593'] }],
  ['MX', { pattern: /^52\d{10}$/, codes: ['52'] }],
  ['PE', { pattern: /^51\d{9}$/, codes: ['51'] }],
  ['US', { pattern: /^1\d{10}$/, codes: ['1'] }],
]);

const CODE_PATTERN = /^\+?[\d\s]+$/;
const NUMBER_PATTERN = /^[\d\s().-]+$/;

function digitsOf(text: string | null, pattern: RegExp): string | null {
  if (text === null || !pattern.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  return digits === '' ? null : digits;
}

export function isValidPhone(countryIso: unknown, phoneCode: unknown, number: unknown): boolean {
  const code = digitsOf(asText(phoneCode), CODE_PATTERN);
  const national = digitsOf(asText(number), NUMBER_PATTERN);
  if (code === null || national === null) return false;

  const iso = asText(countryIso)?.trim().toUpperCase() ?? '';
  const rule = COUNTRY_RULES.get(iso);
  if (rule === undefined) {
    return code.length <= 3 && national.length >= 8 && national.length <= 15;
  }
  const full = code + national;
  return rule.codes.includes(code) && rule.pattern.test(full) && hasPossibleLength(full);
}

function hasPossibleLength(digits: string): boolean {
  try {
    return validatePhoneNumberLength(`+${digits}`) === undefined;
  } catch {
    return false; // the library reports problems as return values; this is only a safety net
  }
}
