import { describe, expect, it } from 'vitest';
import { latamPassAccountId, specialCharFilter } from '#kernel/lib/validators/latamPass';

// Spec part 1 §5: "Special-character filter: input stripped to word characters and uppercased", and
// the LATAM Pass account id it prepares (8–20 letters and digits, docs/decisions.md).

describe('specialCharFilter', () => {
  it.each([
    [' lp-1234 5678 ', 'LP12345678'],
    ['a.b/c_d', 'ABC_D'],
    ['ñandú 12', 'AND12'],
    ['', ''],
    ['--  --', ''],
  ])('%j → %j', (input, expected) => expect(specialCharFilter(input)).toBe(expected));

  it('anything but a string is empty', () => {
    expect(specialCharFilter(12345678)).toBe('');
    expect(specialCharFilter(null)).toBe('');
  });
});

describe('latamPassAccountId', () => {
  it('accepts 8–20 letters and digits after the filter', () => {
    expect(latamPassAccountId('lp-1234-5678')).toBe('LP12345678');
    expect(latamPassAccountId('12345678')).toBe('12345678');
    expect(latamPassAccountId('A'.repeat(20))).toBe('A'.repeat(20));
  });
  it('refuses short, long and underscored ids', () => {
    expect(latamPassAccountId('1234567')).toBeNull();
    expect(latamPassAccountId('A'.repeat(21))).toBeNull();
    expect(latamPassAccountId('LP_12345678')).toBeNull();
    expect(latamPassAccountId('')).toBeNull();
  });
});
