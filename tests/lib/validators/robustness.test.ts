import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as v from '#kernel/lib/validators';

// Every validator is total: for any input it returns a boolean (formatters a string), never throws.
const now = new Date(2026, 4, 15);
// Each check takes the validated value first, then the context (country, then type or code).
const checks: Record<string, (value: unknown, country: unknown, other: unknown) => unknown> = {
  isValidRut: (value) => v.isValidRut(value),
  isValidCpf: (value) => v.isValidCpf(value),
  isValidDocument: (value, country, type) => v.isValidDocument(country, type, value),
  isValidPhone: (value, country, code) => v.isValidPhone(country, code, value),
  isValidCardNumber: (value) => v.isValidCardNumber(value),
  isValidCvv: (value) => v.isValidCvv(value),
  isValidExpiry: (value) => v.isValidExpiry(value, now),
  isValidCardHolder: (value) => v.isValidCardHolder(value),
  isValidEmail: (value) => v.isValidEmail(value),
};
const COUNTRIES = ['CL', 'AR', 'CO', 'BR', 'EC', 'PE', 'UY', 'VE', 'PA', 'AU', 'MX', 'US', 'DE', ''];

describe('validators never throw', () => {
  it.each(Object.entries(checks))('%s returns a boolean for arbitrary strings', (_name, check) => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTRIES),
        fc.oneof(fc.string(), fc.string({ unit: 'binary' })),
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.stringMatching(/^[\d .()/+-]{0,25}$/)),
        (country, a, b) => {
          expect(typeof check(country, a, b)).toBe('boolean');
          expect(typeof check(a, country, b)).toBe('boolean');
          expect(typeof check(a, b, a)).toBe('boolean');
        },
      ),
      { numRuns: 300 },
    );
  });

  it.each(Object.entries(checks))('%s returns false for anything that is not a string', (_name, check) => {
    fc.assert(
      fc.property(
        fc.anything().filter((x) => typeof x !== 'string'),
        (x) => {
          expect(check(x, 'CL', '+56')).toBe(false);
          expect(check(x, 'DE', 'PP')).toBe(false);
          expect(check(x, x, x)).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('formatters return strings for anything', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.anything()), (x) => {
        expect(typeof v.formatCardNumber(x)).toBe('string');
        expect(typeof v.formatExpiry(x)).toBe('string');
        const normalized = v.normalizeDocument('CL', 'NI', x);
        expect(normalized === null || typeof normalized === 'string').toBe(true);
      }),
    );
  });

  it('isValidExpiry does not throw on a non-Date now', () => {
    expect(v.isValidExpiry('1299', null as unknown as Date)).toBe(false);
    expect(v.isValidExpiry('1299', '2026-05-01' as unknown as Date)).toBe(false);
  });
});
