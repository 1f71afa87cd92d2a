// Panamanian cédula: the spec only says "a pattern". Decision: the published format of the
// Tribunal Electoral, as used by the common 'cedula-panama' validators, complete form only:
//   province 1-13, or PE (Panamanian born abroad), E (foreigner), N (naturalised),
//   or a province followed by AV (before the registry) or PI (indigenous population),
//   then '-', a book of 1-4 digits, '-', an entry of 1-6 digits.
// Examples: 8-123-456, 8-1234-123456, PE-12-345, E-8-157481, N-19-1234, 1AV-12-345, 4PI-1-23.
// Dashes are required (they separate groups of variable length); letters may be lower-case.
const CEDULA_PATTERN = /^(?:PE|E|N|(?:1[0-3]|[1-9])(?:AV|PI)?)-\d{1,4}-\d{1,6}$/;

/** The upper-case cédula with its dashes, or null when not valid. `text` has no whitespace. */
export function normalizePanamaCedula(text: string): string | null {
  const upper = text.toUpperCase();
  return CEDULA_PATTERN.test(upper) ? upper : null;
}
