// Small input helpers shared by the validators. Every validator accepts `unknown` and never throws:
// anything that is not a string is simply not valid (documents and card numbers lose leading zeros
// and precision as numbers, so numbers are not coerced).

/** The value when it is a string, otherwise null. */
export function asText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** Removes every whitespace character (spaces, tabs, no-break spaces). */
export function withoutWhitespace(value: string): string {
  return value.replace(/\s+/g, '');
}

/**
 * Digits written either plainly ('12345678') or with dots as thousands separators ('12.345.678').
 * Returns the bare digits, or null when the text is anything else (misplaced dots, letters...).
 */
export function groupedDigits(value: string): string | null {
  if (/^\d+$/.test(value)) return value;
  if (/^\d{1,3}(?:\.\d{3})+$/.test(value)) return value.replace(/\./g, '');
  return null;
}
