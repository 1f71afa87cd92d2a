import { groupedDigits } from './text';

// Uruguayan cédula: 7 digits and a check digit, 8 digits in all, written '1.234.567-2' or
// '12345672'. Check digit: weights 2,9,8,7,6,3,4 on the 7 digits, check = (10 - sum mod 10) mod 10.
// Decision: exactly 8 digits, as the spec says; old 6-digit numbers must be typed with a leading zero.
const CEDULA_PATTERN = /^([\d.]+?)-?(\d)$/;
const WEIGHTS = [2, 9, 8, 7, 6, 3, 4];

/** The 8 bare digits, or null when the cédula is not valid. `text` has no whitespace. */
export function normalizeUruguayCedula(text: string): string | null {
  const match = CEDULA_PATTERN.exec(text);
  if (!match) return null;
  const body = groupedDigits(match[1]);
  if (body === null || body.length !== 7) return null;
  let sum = 0;
  for (let i = 0; i < 7; i += 1) sum += Number(body[i]) * WEIGHTS[i];
  return (10 - (sum % 10)) % 10 === Number(match[2]) ? body + match[2] : null;
}
