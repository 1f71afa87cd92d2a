// Ecuadorian cédula: 10 digits. Digits 1-2 are the province (01-24, as the spec says; the code 30
// for Ecuadorians registered abroad is therefore not accepted), digit 3 is below 6 (natural persons),
// digit 10 is the check digit: modulo 10 with coefficients 2,1,2,1,... on the first nine digits,
// products above 9 reduced by 9. Accepted with a dash before the check digit ('171430710-3').
const CEDULA_PATTERN = /^(\d{9})-?(\d)$/;

/** The 10 bare digits, or null when the cédula is not valid. `text` has no whitespace. */
export function normalizeEcuadorCedula(text: string): string | null {
  const match = CEDULA_PATTERN.exec(text);
  if (!match) return null;
  const digits = match[1] + match[2];
  const province = Number(digits.slice(0, 2));
  if (province < 1 || province > 24) return null;
  if (Number(digits[2]) >= 6) return null;
  let sum = 0;
  for (let i = 0; i < 9; i += 1) {
    const product = Number(digits[i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[9]) ? digits : null;
}
