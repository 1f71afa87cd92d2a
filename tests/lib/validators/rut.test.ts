import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidRut } from '#kernel/lib/validators';

// Independent reference: the usual "serie 2..7" written as a table lookup, not the module's loop.
function referenceCheckDigit(body: number): string {
  const digits = String(body).split('').reverse().map(Number);
  const sum = digits.reduce((acc, d, i) => acc + d * [2, 3, 4, 5, 6, 7][i % 6], 0);
  return '0K987654321'[sum % 11];
}

describe('isValidRut', () => {
  // Published examples: 11.111.111-1 (the classic test RUT), 76.086.428-5, and a sample of company
  // RUTs published by the SII (list used by python-stdnum's tests), with K and 7-digit bodies.
  it.each([
    '11.111.111-1',
    '76.086.428-5',
    '10626628-K',
    '10726809-K',
    '3528355-2',
    '4769973-8',
    '7741928-4',
    '96919970-K',
    '99595090-1',
    '90753000-0',
  ])('accepts the published RUT %s', (rut) => {
    expect(isValidRut(rut)).toBe(true);
  });

  it.each([
    ['dots and dash', '76.086.428-5'],
    ['no dots', '76086428-5'],
    ['no dash', '760864285'],
    ['spaces', '76 086 428 - 5'],
    ['surrounding whitespace', '  76.086.428-5\t'],
    ['lower-case k', '10.626.628-k'],
    ['lower-case k without dash', '10626628k'],
    ['seven-digit body with dots', '3.528.355-2'],
  ])('accepts the typed form with %s', (_label, rut) => {
    expect(isValidRut(rut)).toBe(true);
  });

  it.each([
    ['wrong check digit', '11.111.111-2'],
    ['wrong check digit (K expected)', '10626628-0'],
    ['K where a digit is expected', '11.111.111-K'],
    ['body too short (6 digits)', '111.111-6'],
    ['body too long (9 digits)', '111.111.111-1'],
    ['leading zero', '01.111.111-1'],
    ['misplaced dot', '1.1111111-1'],
    ['dash not before the check digit', '1111111-11'],
    ['two dashes', '11111111--1'],
    ['letters in the body', '11.1A1.111-1'],
    ['other check letter', '11.111.111-X'],
    ['empty', ''],
    ['check digit only', '-1'],
  ])('rejects %s', (_label, rut) => {
    expect(isValidRut(rut)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isValidRut(null)).toBe(false);
    expect(isValidRut(undefined)).toBe(false);
    expect(isValidRut(111111111)).toBe(false);
  });

  it('accepts every 7-8 digit body with its check digit and rejects every other check digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000, max: 99_999_999 }), (body) => {
        const check = referenceCheckDigit(body);
        expect(isValidRut(`${body}-${check}`)).toBe(true);
        for (const other of '0123456789K'.replace(check, '')) {
          expect(isValidRut(`${body}-${other}`)).toBe(false);
        }
      }),
    );
  });
});
