import { describe, expect, it } from 'vitest';
import { currencyDecimals, fromMinorUnits, toMinorUnits } from '#kernel/lib/money';

describe('currencyDecimals', () => {
  // Pinned on purpose: stored minor units change meaning if the ICU data ever changes these.
  it.each([
    ['CLP', 0],
    ['COP', 0],
    ['PYG', 0],
    ['JPY', 0],
    ['USD', 2],
    ['BRL', 2],
    ['ARS', 2],
    ['PEN', 2],
    ['MXN', 2],
    ['UYU', 2],
    ['AUD', 2],
    ['EUR', 2],
    ['KWD', 3],
  ])('%s has %i decimals', (currency, digits) => {
    expect(currencyDecimals(currency)).toBe(digits);
  });

  it('ignores the case of the code', () => {
    expect(currencyDecimals('clp')).toBe(0);
    expect(currencyDecimals('usd')).toBe(2);
  });

  it('rejects a malformed code', () => {
    expect(() => currencyDecimals('US')).toThrow(RangeError);
    expect(() => currencyDecimals('')).toThrow(RangeError);
  });
});

describe('toMinorUnits', () => {
  it.each([
    [12000, 'CLP', 12000],
    [12.5, 'USD', 1250],
    [0.1 + 0.2, 'USD', 30],
    [1.005, 'USD', 101], // 1.005 * 100 is 100.49999... in binary; rounding the decimal text gives 101
    [19.99, 'BRL', 1999],
    [12000.5, 'CLP', 12001], // half away from zero
    [12000.4, 'CLP', 12000],
    [-12.345, 'USD', -1235], // half away from zero for refunds too
    [-0.004, 'USD', 0],
    [1e-7, 'USD', 0],
    [1.2345, 'KWD', 1235],
    [0, 'USD', 0],
  ])('%d %s is %d minor units', (major, currency, minor) => {
    expect(toMinorUnits(major, currency)).toBe(minor);
  });

  it('never returns negative zero', () => {
    expect(Object.is(toMinorUnits(-0.001, 'USD'), 0)).toBe(true);
  });

  it('rejects amounts that are not finite or too large', () => {
    expect(() => toMinorUnits(Number.NaN, 'USD')).toThrow(RangeError);
    expect(() => toMinorUnits(Number.POSITIVE_INFINITY, 'CLP')).toThrow(RangeError);
    expect(() => toMinorUnits(1e21, 'USD')).toThrow(RangeError);
  });
});

describe('fromMinorUnits', () => {
  it.each([
    [12000, 'CLP', 12000],
    [1250, 'USD', 12.5],
    [1999, 'BRL', 19.99],
    [-1235, 'USD', -12.35],
    [1235, 'KWD', 1.235],
    [0, 'USD', 0],
  ])('%d minor units of %s is %d', (minor, currency, major) => {
    expect(fromMinorUnits(minor, currency)).toBe(major);
  });

  it('round-trips every cent from 0 to 10 000', () => {
    for (let minor = 0; minor <= 10_000; minor++) {
      expect(toMinorUnits(fromMinorUnits(minor, 'USD'), 'USD')).toBe(minor);
    }
  });

  it('rejects anything but a safe integer', () => {
    expect(() => fromMinorUnits(12.5, 'USD')).toThrow(RangeError);
    expect(() => fromMinorUnits(Number.NaN, 'CLP')).toThrow(RangeError);
    expect(() => fromMinorUnits(2 ** 53, 'CLP')).toThrow(RangeError);
  });
});
