import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, isValidCardHolder, isValidCardNumber, isValidCvv, isValidExpiry } from '#kernel/lib/validators';

describe('isValidCardNumber', () => {
  // Published payment test numbers (Visa, Mastercard, Amex 15 digits, Discover, JCB, Visa 19 digits).
  it.each([
    '4111111111111111',
    '5555555555554444',
    '378282246310005',
    '371449635398431',
    '6011111111111117',
    '3530111333300000',
    '4000000000000002',
    '4111111111111111110',
  ])('accepts the test card %s', (card) => {
    expect(isValidCardNumber(card)).toBe(true);
  });

  it('accepts the number grouped by 4 as the field shows it', () => {
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber(formatCardNumber('378282246310005'))).toBe(true);
  });

  it.each([
    ['Luhn-invalid Visa', '4111111111111112'],
    ['Luhn-invalid Mastercard', '5555555555554445'],
    ['Luhn-invalid Amex', '378282246310006'],
    ['14 digits (Luhn-valid)', '40000000000002'],
    ['20 digits (Luhn-valid)', '41111111111111111113'],
    ['dashes', '4111-1111-1111-1111'],
    ['a letter', '411111111111111a'],
    ['all zeros (Luhn-valid)', '0000000000000000'],
    ['empty', ''],
  ])('rejects %s', (_label, card) => {
    expect(isValidCardNumber(card)).toBe(false);
  });

  it('checks the length boundaries with Luhn-valid numbers of 14, 15, 19 and 20 digits', () => {
    const withCheck = (body: string) => {
      for (const d of '0123456789') if (isLuhn(body + d)) return body + d;
      throw new Error('unreachable');
    };
    expect(isValidCardNumber(withCheck('4'.repeat(13)))).toBe(false);
    expect(isValidCardNumber(withCheck('4'.repeat(14)))).toBe(true);
    expect(isValidCardNumber(withCheck('4'.repeat(18)))).toBe(true);
    expect(isValidCardNumber(withCheck('4'.repeat(19)))).toBe(false);
  });

  it('rejects non-strings (a number cannot hold 16 digits exactly)', () => {
    expect(isValidCardNumber(4111111111111111)).toBe(false);
    expect(isValidCardNumber(null)).toBe(false);
    expect(isValidCardNumber(undefined)).toBe(false);
  });

  it('detects every single-digit change of a valid number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{13,17}$/), fc.nat(), fc.integer({ min: 1, max: 9 }), (body, at, delta) => {
        let card = '';
        for (const d of '0123456789') if (isLuhn(body + d)) card = body + d;
        expect(isValidCardNumber(card)).toBe(true);
        const i = at % card.length;
        const changed = card.slice(0, i) + ((Number(card[i]) + delta) % 10) + card.slice(i + 1);
        expect(isValidCardNumber(changed)).toBe(false);
      }),
    );
  });
});

// Independent reference for the tests: the doubling table form of Luhn.
function isLuhn(digits: string): boolean {
  const doubled = [0, 2, 4, 6, 8, 1, 3, 5, 7, 9];
  const sum = digits
    .split('')
    .reverse()
    .reduce((acc, d, i) => acc + (i % 2 === 1 ? doubled[Number(d)] : Number(d)), 0);
  return sum % 10 === 0;
}

describe('formatCardNumber', () => {
  it.each([
    ['4111111111111111', '4111 1111 1111 1111'],
    ['378282246310005', '3782 8224 6310 005'],
    ['4111 1111-1111 1111', '4111 1111 1111 1111'],
    ['411', '411'],
    ['4111', '4111'],
    ['41111', '4111 1'],
    ['', ''],
    ['12345678901234567890123', '1234 5678 9012 3456 789'],
  ])('%s -> %s', (input, expected) => {
    expect(formatCardNumber(input)).toBe(expected);
  });

  it('gives an empty string for non-strings', () => {
    expect(formatCardNumber(null)).toBe('');
    expect(formatCardNumber(4111)).toBe('');
  });

  it('always gives groups of 4 digits (the last may be shorter) and at most 19 digits', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const out = formatCardNumber(input);
        expect(out).toMatch(/^(?:\d{4} )*\d{0,4}$/);
        expect(out.replace(/ /g, '').length).toBeLessThanOrEqual(19);
        expect(out.endsWith(' ')).toBe(false);
      }),
    );
  });
});

describe('isValidCvv', () => {
  it.each(['123', '1234', '000', ' 123 '])('accepts %j', (cvv) => {
    expect(isValidCvv(cvv)).toBe(true);
  });
  it.each(['12', '12345', '12a', '1 23', '', '-123'])('rejects %j', (cvv) => {
    expect(isValidCvv(cvv)).toBe(false);
  });
  it('rejects non-strings', () => {
    expect(isValidCvv(123)).toBe(false);
    expect(isValidCvv(null)).toBe(false);
  });
});

describe('isValidExpiry', () => {
  // Local time, 15 May 2026.
  const now = new Date(2026, 4, 15, 12, 0, 0);

  it('accepts the current month and rejects last month', () => {
    expect(isValidExpiry('0526', now)).toBe(true);
    expect(isValidExpiry('0426', now)).toBe(false);
  });

  it('accepts later months and years, rejects earlier years', () => {
    expect(isValidExpiry('0626', now)).toBe(true);
    expect(isValidExpiry('0127', now)).toBe(true);
    expect(isValidExpiry('1299', now)).toBe(true);
    expect(isValidExpiry('1225', now)).toBe(false);
    expect(isValidExpiry('0500', now)).toBe(false);
  });

  it('rejects month 13 and month 00', () => {
    expect(isValidExpiry('1327', now)).toBe(false);
    expect(isValidExpiry('0027', now)).toBe(false);
    expect(isValidExpiry('1227', now)).toBe(true);
    expect(isValidExpiry('0127', now)).toBe(true);
  });

  it('accepts the typed forms MM/YY and MM / YY', () => {
    expect(isValidExpiry('05/26', now)).toBe(true);
    expect(isValidExpiry('05 / 26', now)).toBe(true);
    expect(isValidExpiry(formatExpiry('0526'), now)).toBe(true);
    expect(isValidExpiry('04 / 26', now)).toBe(false);
  });

  it('requires exactly 4 digits and only digits, spaces and a slash', () => {
    expect(isValidExpiry('526', now)).toBe(false);
    expect(isValidExpiry('5/26', now)).toBe(false);
    expect(isValidExpiry('05/2026', now)).toBe(false);
    expect(isValidExpiry('05-26', now)).toBe(false);
    expect(isValidExpiry('0a526', now)).toBe(false);
    expect(isValidExpiry('', now)).toBe(false);
  });

  it('rolls over the year: in December, December is valid and next January too', () => {
    const december = new Date(2025, 11, 31, 23, 59, 59);
    expect(isValidExpiry('1225', december)).toBe(true);
    expect(isValidExpiry('0126', december)).toBe(true);
    expect(isValidExpiry('1125', december)).toBe(false);
    const january = new Date(2026, 0, 1, 0, 0, 0);
    expect(isValidExpiry('1225', january)).toBe(false);
    expect(isValidExpiry('0126', january)).toBe(true);
  });

  it('rejects anything when now is not a valid date, and non-string expiries', () => {
    expect(isValidExpiry('1299', new Date(Number.NaN))).toBe(false);
    expect(isValidExpiry('1299', undefined as unknown as Date)).toBe(false);
    expect(isValidExpiry(1299, now)).toBe(false);
    expect(isValidExpiry(null, now)).toBe(false);
  });
});

describe('formatExpiry', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '12 / 3'],
    ['1230', '12 / 30'],
    ['12/30', '12 / 30'],
    ['12 / 30', '12 / 30'],
    ['123045', '12 / 30'],
  ])('%j -> %j', (input, expected) => {
    expect(formatExpiry(input)).toBe(expected);
  });

  it('gives an empty string for non-strings', () => {
    expect(formatExpiry(1230)).toBe('');
  });
});

describe('isValidCardHolder', () => {
  const holders = ['Jo', 'Ana María', 'José Núñez', 'Zoë Åsa', 'Łukasz Żółć', 'João da Silva', '  Ana  '];
  it.each([...holders, 'Ana\u00a0Pérez'])('accepts %j', (name) => {
    expect(isValidCardHolder(name)).toBe(true);
  });

  it('accepts accents typed as combining marks', () => {
    expect(isValidCardHolder('Jose\u0301')).toBe(true);
  });

  it.each([
    ['one letter', 'J'],
    ['one letter and spaces', ' J  '],
    ['empty', ''],
    ['only spaces', '   '],
    ['a digit', 'Ana 2'],
    ['a hyphen', 'Jean-Pierre'],
    ['an apostrophe', "O'Brien"],
    ['a dot', 'J. Smith'],
    ['a tab', 'Ana\tPerez'],
    ['a combining mark without enough letters', 'J\u0301'],
  ])('rejects %s', (_label, name) => {
    expect(isValidCardHolder(name)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isValidCardHolder(null)).toBe(false);
    expect(isValidCardHolder(42)).toBe(false);
  });
});
