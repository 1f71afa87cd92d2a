import { groupedDigits } from './text';

// Venezuelan cédula: the letter V (Venezuelan) or E (foreigner) and 6 to 8 digits. Accepted as
// 'V12345678', 'V-12345678', 'v-12.345.678'. There is no check digit.
const CEDULA_PATTERN = /^([VE])-?([\d.]+)$/;

/** 'V12345678' form, or null when not valid. `text` has no whitespace. */
export function normalizeVenezuelaCedula(text: string): string | null {
  const match = CEDULA_PATTERN.exec(text.toUpperCase());
  if (!match) return null;
  const digits = groupedDigits(match[2]);
  if (digits === null || digits.length < 6 || digits.length > 8) return null;
  return match[1] + digits;
}
