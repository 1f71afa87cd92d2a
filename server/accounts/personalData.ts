import { isClubDate } from '#kernel/lib/dates';
import { isValidPhone, normalizeDocument } from '#kernel/lib/validators';
import type { EndpointDef } from '#kernel/contract';
import { COMMON_ERRORS } from '#kernel/contract';
import { ApiFailure, callFailure } from '#server/http/apiFailure';

// Checks shared by register and updateUser; each answers the calling endpoint's own code.

export interface PhoneInput {
  phoneCode: string;
  phoneCountry: string;
  phoneNumber: string;
}

/** -1956 unless the phone matches its country's pattern; answers it with the country upper-cased. */
export function checkedPhone(endpoint: EndpointDef, phone: PhoneInput): PhoneInput {
  if (!isValidPhone(phone.phoneCountry, phone.phoneCode, phone.phoneNumber)) throw callFailure(endpoint, '-1956');
  return { phoneCode: phone.phoneCode.trim(), phoneCountry: phone.phoneCountry.toUpperCase(), phoneNumber: phone.phoneNumber.trim() };
}

export interface DocumentFields {
  foidCountry: string | null;
  foidType: string | null;
  foidNumber: string | null;
}

export const NO_DOCUMENT: DocumentFields = { foidCountry: null, foidType: null, foidNumber: null };

/**
 * A document to store: no number (or a blank one) clears all three fields (spec part 3 §5);
 * otherwise country (default: the user's country) and type (default NI) are upper-cased and the
 * number normalized, or -918 when it fails its country's rule.
 */
export function checkedDocument(
  endpoint: EndpointDef,
  input: { country: string | null | undefined; type: string | null | undefined; number: string | null | undefined },
  fallbackCountry: string,
): DocumentFields {
  const number = input.number?.trim();
  if (!number) return NO_DOCUMENT;
  const foidCountry = (input.country?.trim() || fallbackCountry).toUpperCase();
  const foidType = (input.type?.trim() || 'NI').toUpperCase();
  const foidNumber = normalizeDocument(foidCountry, foidType, number);
  if (foidNumber === null) throw callFailure(endpoint, '-918');
  return { foidCountry, foidType, foidNumber };
}

/** A birth date that exists and lies within the last 102 years (spec part 3 §5), as 'YYYY-MM-DD'. */
export function checkedBirthDate(date: { year: number; month: number; day: number }, now: Date): string {
  const text = `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
  const oldestYear = now.getUTCFullYear() - 102;
  if (!isClubDate(text) || date.year < oldestYear || Date.parse(`${text}T00:00:00Z`) > now.getTime()) {
    throw new ApiFailure(COMMON_ERRORS.INVALID_INPUT, 400, 'The birth date must be a real date within the last 102 years');
  }
  return text;
}
