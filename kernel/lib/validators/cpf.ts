import { asText, withoutWhitespace } from './text';

// Brazilian CPF: 11 digits, the last two are check digits (modulo 11, weights 10..2 then 11..2).
// Accepted as '529.982.247-25' or '52998224725' (dots and dash optional, only at their usual places).
// Numbers made of one repeated digit pass the arithmetic but are not issued, so they are rejected.
const CPF_PATTERN = /^(\d{3})\.?(\d{3})\.?(\d{3})-?(\d{2})$/;

function checkDigit(digits: string, firstWeight: number): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += Number(digits[i]) * (firstWeight - i);
  return ((sum * 10) % 11) % 10;
}

/** The 11 bare digits, or null when the CPF is not valid. */
export function normalizeCpf(value: unknown): string | null {
  const text = asText(value);
  if (text === null) return null;
  const match = CPF_PATTERN.exec(withoutWhitespace(text));
  if (!match) return null;
  const digits = match.slice(1).join('');
  if (/^(\d)\1{10}$/.test(digits)) return null;
  const first = checkDigit(digits.slice(0, 9), 10);
  const second = checkDigit(digits.slice(0, 10), 11);
  return first === Number(digits[9]) && second === Number(digits[10]) ? digits : null;
}

export function isValidCpf(value: unknown): boolean {
  return normalizeCpf(value) !== null;
}
