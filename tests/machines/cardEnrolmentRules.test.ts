// The card form's rules (machines/cardEnrolment/cardEnrolment.rules.ts): boundaries of each rule,
// and agreement with src/lib/validators on a table of inputs (the machine mirrors them because
// machines never import src/).
import { describe, expect, it } from 'vitest';
import * as rules from '#machines/cardEnrolment/cardEnrolment.rules';
import * as validators from '#kernel/lib/validators';

/** Builds a number of `length` digits that passes Luhn (prefix 4, zeros, check digit). */
function luhnNumber(length: number): string {
  const body = `4${'0'.repeat(length - 2)}`;
  for (let check = 0; check <= 9; check += 1) if (rules.passesLuhn(`${body}${check}`)) return `${body}${check}`;
  throw new Error('unreachable');
}
const breakLuhn = (n: string) => `${n.slice(0, -1)}${(Number(n.at(-1)) + 1) % 10}`;

// 2026-03-15 12:00 local time: this month is 03/26, last month 02/26.
const NOW = new Date(2026, 2, 15, 12, 0, 0);

describe('card number boundaries', () => {
  it.each([
    [14, false],
    [15, true],
    [19, true],
    [20, false],
  ])('%i Luhn-valid digits → %s', (length, valid) => {
    expect(rules.isValidCardNumber(luhnNumber(length))).toBe(valid);
  });
  it('a Luhn failure is refused', () => {
    expect(rules.isValidCardNumber(breakLuhn(luhnNumber(16)))).toBe(false);
    expect(rules.isValidCardNumber('4111111111111111')).toBe(true);
    expect(rules.isValidCardNumber('4111111111111112')).toBe(false);
  });
  it('digits only; spaces of the groups are ignored', () => {
    expect(rules.isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(rules.isValidCardNumber('4111-1111-1111-1111')).toBe(false);
  });
  it('is shown in groups of 4, at most 19 digits', () => {
    expect(rules.formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(rules.formatCardNumber('41111111111111112345')).toBe('4111 1111 1111 1111 234');
  });
});

describe('CVV boundaries', () => {
  it.each([
    ['12', false],
    ['123', true],
    ['1234', true],
    ['12a', false],
  ])('%s → %s', (cvv, valid) => expect(rules.isValidCvv(cvv)).toBe(valid));
});

describe('expiry boundaries (clock from input)', () => {
  it.each([
    ['0226', false, 'last month'],
    ['0326', true, 'this month'],
    ['0426', true, 'next month'],
    ['1325', false, 'month 13'],
    ['0030', false, 'month 00'],
    ['123', false, '3 digits'],
    ['', false, 'empty'],
  ])('%s → %s (%s)', (mmyy, valid) => expect(rules.isValidExpiry(mmyy, NOW)).toBe(valid));
  it('is shown as MM / YY', () => {
    expect(rules.formatExpiry('1230')).toBe('12 / 30');
    expect(rules.formatExpiry('12')).toBe('12');
  });
});

describe('holder boundaries', () => {
  it.each([
    ['A', false],
    ['Al', true],
    ['A B', true],
    ['José Núñez', true],
    ['Ana-María', false],
    ['R2D2', false],
  ])('%s → %s', (holder, valid) => expect(rules.isValidCardHolder(holder)).toBe(valid));
});

describe('agreement with src/lib/validators', () => {
  const numbers = [
    '',
    '4111111111111111',
    '4111 1111 1111 1111',
    '4111111111111112',
    '4111-1111-1111-1111',
    '000000000000000',
    luhnNumber(14),
    luhnNumber(15),
    luhnNumber(16),
    luhnNumber(19),
    luhnNumber(20),
    breakLuhn(luhnNumber(15)),
    '378282246310005',
    '4111 1111 1111 111x',
    ' 4111111111111111 ',
    '6011111111111117',
    '5555555555554444',
  ];
  const cvvs = ['', '1', '12', '123', '1234', '12345', ' 123 ', '12a', '१२३'];
  const expiries = ['', '0226', '0326', '03/26', '03 / 26', '1230', '12-30', '12/2030', '0030', '1326', '123', '12345', 'ab/cd'];
  const holders = [
    '',
    'A',
    'Al',
    ' Al ',
    'Ana Rojas',
    'José Núñez',
    'Zoë',
    'Åsa',
    'Ana-María',
    "O'Brien",
    'R2D2',
    'A\u00a0B',
    'A\tB',
    'José'.normalize('NFD'),
  ];

  it.each(numbers)('card number %j', (value) => expect(rules.isValidCardNumber(value)).toBe(validators.isValidCardNumber(value)));
  it.each(numbers)('formatted number %j', (value) => expect(rules.formatCardNumber(value)).toBe(validators.formatCardNumber(value)));
  it.each(cvvs)('CVV %j', (value) => expect(rules.isValidCvv(value)).toBe(validators.isValidCvv(value)));
  it.each(expiries)('expiry %j', (value) => {
    for (const now of [NOW, new Date(2026, 0, 1), new Date(2030, 11, 31)]) {
      expect(rules.isValidExpiry(value, now)).toBe(validators.isValidExpiry(value, now));
    }
    expect(rules.formatExpiry(value)).toBe(validators.formatExpiry(value));
  });
  it.each(holders)('holder %j', (value) => expect(rules.isValidCardHolder(value)).toBe(validators.isValidCardHolder(value)));
});
