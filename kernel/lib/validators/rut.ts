import { asText, withoutWhitespace } from './text';

// Chilean RUT/RUN: a body of 7 or 8 digits and a check digit (0-9 or K), modulo 11 with weights
// 2..7 from the right. Accepted as people type it: '11.111.111-1', '11111111-1', '111111111',
// '11 111 111-1', lower-case 'k'. Dots, when present, must sit at thousands positions, and the dash,
// when present, only before the check digit.
// Decision: bodies of 7-8 digits only (1.000.000 to 99.999.999); every living person and company has
// one. Leading zeros are rejected so that each RUT has one written form.
const RUT_PATTERN = /^([1-9]\d?\.?\d{3}\.?\d{3})-?([\dK])$/;

/** The check digit ('0'-'9' or 'K') of a RUT body given as digits. */
export function rutCheckDigit(body: string): string {
  let sum = 0;
  let weight = 2;
  for (let i = body.length - 1; i >= 0; i -= 1) {
    sum += Number(body[i]) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const rest = 11 - (sum % 11);
  if (rest === 11) return '0';
  if (rest === 10) return 'K';
  return String(rest);
}

/** The canonical form '12345678-5' (no dots, upper-case K), or null when the RUT is not valid. */
export function normalizeRut(value: unknown): string | null {
  const text = asText(value);
  if (text === null) return null;
  const match = RUT_PATTERN.exec(withoutWhitespace(text).toUpperCase());
  if (!match) return null;
  const body = match[1].replace(/\./g, '');
  const check = match[2];
  return rutCheckDigit(body) === check ? `${body}-${check}` : null;
}

export function isValidRut(value: unknown): boolean {
  return normalizeRut(value) !== null;
}
