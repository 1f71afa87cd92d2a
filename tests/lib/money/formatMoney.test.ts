import { describe, expect, it } from 'vitest';
import { formatMoney } from '#kernel/lib/money';

/** Intl separates symbol and number with U+00A0 (or U+202F): compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each([
    // CLP in Chilean Spanish: no decimals, dot thousands
    [12000, 'CLP', 'es-CL', '$12.000'],
    [1234567, 'CLP', 'es-CL', '$1.234.567'],
    [990, 'CLP', 'es-CL', '$990'],
    [0, 'CLP', 'es-CL', '$0'],
    [-12000, 'CLP', 'es-CL', '$-12.000'],
    // bare 'es' formats like es-CL (not Spain's '12.000 CLP')
    [12000, 'CLP', 'es', '$12.000'],
    // the club's currency in the user's language
    [12000, 'CLP', 'en', 'CLP 12,000'],
    [12000, 'CLP', 'pt-BR', 'CLP 12.000'],
    [123456789, 'USD', 'es-CL', 'US$1.234.567,89'],
    [1250, 'USD', 'en', '$12.50'],
    [1250, 'USD', 'en-US', '$12.50'],
    [1250, 'USD', 'es-EC', '$12,50'],
    [2550, 'USD', 'es-PA', 'USD 25.50'],
    [1234550, 'BRL', 'pt-BR', 'R$ 12.345,50'],
    [1234550, 'BRL', 'en', 'R$12,345.50'],
    [12000, 'COP', 'es-CO', '$ 12.000'],
    [150000, 'ARS', 'es-AR', '$ 1.500,00'],
    [150000, 'MXN', 'es-MX', '$1,500.00'],
    [2550, 'PEN', 'es-PE', 'S/ 25.50'],
    [2550, 'AUD', 'en-AU', '$25.50'],
    [2550, 'UYU', 'es-UY', '$ 25,50'],
  ])('%d %s in %s is %s', (minor, currency, language, expected) => {
    expect(plain(formatMoney(minor, currency, language))).toBe(expected);
  });

  it('resolves the language first: unknown codes format as es-CL, regional ones by prefix', () => {
    expect(plain(formatMoney(12000, 'CLP', 'fr-FR'))).toBe('$12.000');
    expect(plain(formatMoney(12000, 'CLP', ''))).toBe('$12.000');
    expect(plain(formatMoney(1250, 'USD', 'en_GB'))).toBe('$12.50');
  });

  it('accepts a lower-case currency code', () => {
    expect(plain(formatMoney(12000, 'clp', 'es-CL'))).toBe('$12.000');
  });

  it('refuses fractional minor units instead of showing a wrong amount', () => {
    expect(() => formatMoney(12.5, 'CLP', 'es-CL')).toThrow(RangeError);
  });
});
