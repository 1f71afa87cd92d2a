// Peruvian DNI. The spec says "9 or more characters with check". Decision: the DNI number (CUI) is
// 8 digits followed by its check character as published by RENIEC and printed on the card: weights
// 3,2,7,6,5,4,3,2, c = sum mod 11, check digit '65432110987'[c] or check letter 'KJIHGFEDCBA'[c]
// (both forms are in use). So exactly 9 characters, optionally '10117410-2'; an 8-digit number
// without its check character is rejected because the spec asks for a check.
const DNI_PATTERN = /^(\d{8})-?([\dA-K])$/;
const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];
const CHECK_DIGITS = '65432110987';
const CHECK_LETTERS = 'KJIHGFEDCBA';

/** The 9 characters (8 digits and the upper-case check), or null when not valid. No whitespace in `text`. */
export function normalizePeruDni(text: string): string | null {
  const match = DNI_PATTERN.exec(text.toUpperCase());
  if (!match) return null;
  const [, number, check] = match;
  let sum = 0;
  for (let i = 0; i < 8; i += 1) sum += Number(number[i]) * WEIGHTS[i];
  const c = sum % 11;
  return check === CHECK_DIGITS[c] || check === CHECK_LETTERS[c] ? number + check : null;
}
