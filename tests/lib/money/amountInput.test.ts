import { describe, expect, it } from 'vitest';
import { decimalSeparator, parseAmountInput, parseNumberInput, sanitizeAmountInput, sanitizeNumberInput } from '#kernel/lib/money';

describe('decimalSeparator', () => {
  it.each([
    ['es-CL', ','],
    ['es', ','],
    ['pt-BR', ','],
    ['es-AR', ','],
    ['es-CO', ','],
    ['en', '.'],
    ['en-US', '.'],
    ['en-AU', '.'],
    ['es-MX', '.'],
    ['es-PE', '.'],
    ['es-PA', '.'],
    ['fr-FR', ','], // unsupported: resolved to es-CL
  ])('%s uses %j', (language, separator) => {
    expect(decimalSeparator(language)).toBe(separator);
  });
});

describe('sanitizeAmountInput', () => {
  it.each([
    // es-CL with CLP: no decimals; '.' is grouping and is dropped
    ['12.000', 'es-CL', 'CLP', 0, '12000'],
    ['$ 12.000', 'es-CL', 'CLP', 0, '12000'],
    ['abc 12.000,7', 'es-CL', 'CLP', 0, '12000'],
    ['12,', 'es-CL', 'CLP', 0, '12'],
    ['12,50', 'es-CL', 'CLP', 0, '12'], // the fraction is cut, not appended as 1250
    // es-CL with USD: ',' is the decimal separator, 2 decimals at most
    ['12,5', 'es-CL', 'USD', 0, '12,5'],
    ['1,234', 'es-CL', 'USD', 0, '1,23'],
    ['1.234,56', 'es-CL', 'USD', 0, '1234,56'],
    ['12.50', 'es-CL', 'USD', 0, '1250'], // '.' is grouping in es-CL
    ['1,2,3', 'es-CL', 'USD', 0, '1,23'], // one decimal separator at most
    ['12,', 'es-CL', 'USD', 0, '12,'], // mid-typing is kept
    [',5', 'es-CL', 'USD', 0, '0,5'],
    [',', 'es-CL', 'USD', 0, '0,'],
    ['007', 'es-CL', 'USD', 0, '7'],
    ['00,5', 'es-CL', 'USD', 0, '0,5'],
    ['0', 'es-CL', 'USD', 0, '0'],
    ['-12,5', 'es-CL', 'USD', 0, '12,5'], // no sign
    // extra decimals when asked
    ['1,23456', 'es-CL', 'USD', 2, '1,2345'],
    ['12,345', 'es-CL', 'CLP', 2, '12,34'],
    // en uses '.'
    ['12.5', 'en', 'USD', 0, '12.5'],
    ['1,234.567', 'en', 'USD', 0, '1234.56'],
    ['12,5', 'en', 'USD', 0, '125'], // ',' is grouping in en
    ['12.000', 'en', 'CLP', 0, '12'],
    // pt-BR like es-CL
    ['R$ 1.234,5', 'pt-BR', 'BRL', 0, '1234,5'],
    // nothing usable
    ['', 'es-CL', 'USD', 0, ''],
    ['abc', 'en', 'USD', 0, ''],
  ])('%j in %s/%s (+%i) becomes %j', (text, language, currency, extra, expected) => {
    expect(sanitizeAmountInput(text, language, currency, extra)).toBe(expected);
  });

  it('rejects a negative or fractional number of extra decimals', () => {
    expect(() => sanitizeAmountInput('1', 'en', 'USD', -1)).toThrow(RangeError);
    expect(() => sanitizeAmountInput('1', 'en', 'USD', 1.5)).toThrow(RangeError);
  });
});

describe('parseAmountInput', () => {
  it.each([
    ['12.000', 'es-CL', 'CLP', 12000],
    ['$12.000', 'es-CL', 'CLP', 12000],
    ['12,5', 'es-CL', 'USD', 1250],
    ['12,', 'es-CL', 'USD', 1200],
    [',05', 'es-CL', 'USD', 5],
    ['1.234,56', 'es-CL', 'USD', 123456],
    ['1,239', 'es-CL', 'USD', 123], // cut, not rounded: the field never shows the third decimal
    ['12.5', 'en', 'USD', 1250],
    ['1,234.5', 'en', 'USD', 123450],
    ['0', 'en', 'USD', 0],
    ['R$ 19,99', 'pt-BR', 'BRL', 1999],
    ['1,234', 'en', 'KWD', 1234000],
  ])('%j in %s/%s is %i minor units', (text, language, currency, minor) => {
    expect(parseAmountInput(text, language, currency)).toBe(minor);
  });

  it.each([[''], ['abc'], [','], ['$'], ['   ']])('%j has no amount', (text) => {
    expect(parseAmountInput(text, 'es-CL', 'USD')).toBeNull();
  });

  it('refuses amounts beyond safe integers', () => {
    expect(parseAmountInput('99999999999999999', 'es-CL', 'CLP')).toBeNull();
    expect(parseAmountInput('9007199254740991', 'es-CL', 'CLP')).toBe(9007199254740991);
  });
});

describe('sanitizeNumberInput and parseNumberInput', () => {
  it.each([
    ['12', 'es-CL', 0, '12'],
    ['1.234', 'es-CL', 0, '1234'],
    ['3,75', 'es-CL', 0, '3'],
    ['3,75', 'es-CL', 1, '3,7'],
    ['3,75', 'es-CL', 2, '3,75'],
    ['3.75', 'en', 2, '3.75'],
    ['3,75', 'en', 2, '375'],
    ['x4 players', 'en', 0, '4'],
  ])('sanitizes %j in %s with %i decimals to %j', (text, language, decimals, expected) => {
    expect(sanitizeNumberInput(text, language, decimals)).toBe(expected);
  });

  it('allows whole numbers only by default', () => {
    expect(sanitizeNumberInput('2,5', 'es-CL')).toBe('2');
    expect(parseNumberInput('2.5', 'en')).toBe(2);
  });

  it.each([
    ['1.234,5', 'es-CL', 2, 1234.5],
    ['0,25', 'es-CL', 2, 0.25],
    ['1,234.5', 'en', 2, 1234.5],
    ['12', 'pt-BR', 0, 12],
    ['007', 'en', 0, 7],
  ])('parses %j in %s with %i decimals as %d', (text, language, decimals, value) => {
    expect(parseNumberInput(text, language, decimals)).toBe(value);
  });

  it('returns null without digits and rejects bad decimal limits', () => {
    expect(parseNumberInput('', 'en', 2)).toBeNull();
    expect(parseNumberInput('.', 'en', 2)).toBeNull();
    expect(parseNumberInput('99999999999999999', 'en')).toBeNull();
    expect(() => sanitizeNumberInput('1', 'en', -1)).toThrow(RangeError);
    expect(() => parseNumberInput('1', 'en', 0.5)).toThrow(RangeError);
  });
});
