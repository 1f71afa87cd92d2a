// Currency and number inputs (spec 2, section 5): keep only digits and the locale's decimal
// separator, allow at most one decimal separator and at most the allowed number of decimals
// (the currency's, plus extra ones when asked).
//
// Decisions:
// - Grouping separators ('.' in es-CL, ',' in en) are dropped, as is any other character, so the
//   edited text is never ambiguous: es-CL '12.000' becomes '12000'. Display formatting is
//   formatMoney's job, not the input's.
// - Decimals beyond the limit are cut (not rounded); with no decimals allowed, the decimal
//   separator and everything after it are dropped (es-CL CLP '12,50' -> '12', not '1250').
// - Leading zeros are trimmed ('007' -> '7', '00,5' -> '0,5'); a leading separator gets a zero
//   (',5' -> '0,5', ',' -> '0,'); a trailing separator is kept so the user can go on typing ('12,').
// - No sign: these inputs are for amounts and counts, which are never negative.
// - Parsing applies the same sanitizing, so what the field shows is what is parsed; it returns
//   null when there is no digit or the value is beyond Number.MAX_SAFE_INTEGER.

import { intlLocaleFor, resolveLanguage } from '../i18n/resolveLanguage';
import { currencyDecimals } from './currency';

const separators = new Map<string, string>();

/** The decimal separator of a language, from Intl: ',' for es-CL and pt-BR, '.' for en and es-MX. */
export function decimalSeparator(language: string): string {
  const locale = intlLocaleFor(resolveLanguage(language));
  let separator = separators.get(locale);
  if (separator === undefined) {
    separator = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
    separators.set(locale, separator);
  }
  return separator;
}

interface DecimalParts {
  integer: string;
  fraction: string;
  hasSeparator: boolean;
  /** False when no digit was typed (a lone separator is not zero). */
  hasDigits: boolean;
}

function splitDecimal(text: string, separator: string, maxDecimals: number): DecimalParts {
  let integer = '';
  let fraction = '';
  let hasSeparator = false;
  let hasDigits = false;
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') {
      hasDigits = true;
      if (!hasSeparator) integer += ch;
      else if (fraction.length < maxDecimals) fraction += ch;
    } else if (ch === separator) {
      if (maxDecimals === 0) break; // no decimals allowed: the rest is a fraction, drop it
      hasSeparator = true; // later separators fall through and are dropped
    }
  }
  integer = integer.replace(/^0+(?=\d)/, '');
  if (hasSeparator && integer === '') integer = '0';
  return { integer, fraction, hasSeparator, hasDigits };
}

function join(parts: DecimalParts, separator: string): string {
  return parts.hasSeparator ? `${parts.integer}${separator}${parts.fraction}` : parts.integer;
}

function checkDecimals(value: number, name: string): void {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
}

/** Cleans an amount being typed: es-CL/CLP 'abc 12.000,7' -> '12000'; es-CL/USD '1,234' -> '1,23'. */
export function sanitizeAmountInput(text: string, language: string, currency: string, extraDecimals = 0): string {
  checkDecimals(extraDecimals, 'extraDecimals');
  return sanitizeNumberInput(text, language, currencyDecimals(currency) + extraDecimals);
}

/** An amount as typed, to minor units of the currency: es-CL/USD '12,5' -> 1250; null if no digits. */
export function parseAmountInput(text: string, language: string, currency: string): number | null {
  const digits = currencyDecimals(currency);
  const parts = splitDecimal(text, decimalSeparator(language), digits);
  if (!parts.hasDigits) return null;
  const minor = Number(`${parts.integer || '0'}${parts.fraction.padEnd(digits, '0')}`);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Cleans a plain number being typed, allowing maxDecimals decimals (whole numbers by default). */
export function sanitizeNumberInput(text: string, language: string, maxDecimals = 0): string {
  checkDecimals(maxDecimals, 'maxDecimals');
  const separator = decimalSeparator(language);
  return join(splitDecimal(text, separator, maxDecimals), separator);
}

/** A plain number as typed: es-CL '1.234,5' -> 1234.5 (with maxDecimals >= 1); null if no digits. */
export function parseNumberInput(text: string, language: string, maxDecimals = 0): number | null {
  checkDecimals(maxDecimals, 'maxDecimals');
  const parts = splitDecimal(text, decimalSeparator(language), maxDecimals);
  if (!parts.hasDigits) return null;
  const integer = Number(parts.integer || '0');
  if (!Number.isSafeInteger(integer)) return null;
  return Number(`${parts.integer || '0'}.${parts.fraction || '0'}`);
}
