import { getCountryCallingCode, getExampleNumber, validatePhoneNumberLength } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { isValidPhone } from '#kernel/lib/validators';

// The spec's table (part 2, section 5): prefix on code plus number, and accepted number lengths.
const SPEC = [
  ['AR', '549', [10]],
  ['AU', '61', [9]],
  ['BR', '55', [10, 11]],
  ['CL', '56', [9]],
  ['CO', '57', [10]],
  ['EC', '593', [9]],
  ['MX', '52', [10]],
  ['PE', '51', [9]],
  ['US', '1', [10]],
] as const;

describe('isValidPhone: per-country rules', () => {
  it.each(SPEC)('%s accepts the published example mobile number', (country, prefix) => {
    // libphonenumber's example numbers, e.g. CL +56 221234567, AR +54 9 11 2345 6789.
    const example = getExampleNumber(country, examples);
    expect(example).toBeDefined();
    const full = example!.number.slice(1); // digits after '+'
    expect(full.startsWith(prefix)).toBe(true);
    const code = example!.countryCallingCode;
    expect(isValidPhone(country, `+${code}`, full.slice(code.length))).toBe(true);
  });

  it.each(SPEC)('%s: prefix %s, lengths %j accepted, one digit less or more fails', (country, prefix, lengths) => {
    const code = prefix.startsWith(getCountryCallingCode(country)) ? getCountryCallingCode(country) : prefix;
    const afterCode = prefix.slice(code.length); // '9' for AR, '' elsewhere
    const number = (length: number) => afterCode + '2'.repeat(length);
    for (const length of lengths) expect(isValidPhone(country, code, number(length))).toBe(true);
    expect(isValidPhone(country, code, number(Math.min(...lengths) - 1))).toBe(false);
    expect(isValidPhone(country, code, number(Math.max(...lengths) + 1))).toBe(false);
  });

  it.each(SPEC)('%s: the libphonenumber guard accepts every spec length', (country, prefix, lengths) => {
    for (const length of lengths) {
      expect(validatePhoneNumberLength(`+${prefix}${'2'.repeat(length)}`)).toBeUndefined();
    }
    expect(prefix.startsWith(getCountryCallingCode(country))).toBe(true);
  });

  it('accepts real-format numbers with spaces, dashes and parentheses', () => {
    expect(isValidPhone('CL', '+56', '9 6123 4567')).toBe(true);
    expect(isValidPhone('CL', '56', '(2) 2123-4567')).toBe(true);
    expect(isValidPhone('AR', '+54', '9 11 2345-6789')).toBe(true);
    expect(isValidPhone('AR', '+549', '11 2345-6789')).toBe(true);
    expect(isValidPhone('AR', '+54 9', '11 2345 6789')).toBe(true);
    expect(isValidPhone('BR', '+55', '(11) 96123-4567')).toBe(true);
    expect(isValidPhone('BR', '+55', '(11) 3456-7890')).toBe(true);
    expect(isValidPhone('US', '+1', '(201) 555-0123')).toBe(true);
    expect(isValidPhone('MX', '+52', '55 1234 5678')).toBe(true);
    expect(isValidPhone('EC', '+593', '99 123 4567')).toBe(true);
    expect(isValidPhone('CO', '+57', '321 123 4567')).toBe(true);
    expect(isValidPhone('PE', '+51', '912 345 678')).toBe(true);
    expect(isValidPhone('AU', '+61', '412 345 678')).toBe(true);
    expect(isValidPhone('cl', '+56', '961234567')).toBe(true);
  });

  it('rejects an Argentine number without the mobile 9', () => {
    expect(isValidPhone('AR', '+54', '11 2345 6789')).toBe(false);
  });

  it('rejects a code that is not the country code', () => {
    expect(isValidPhone('CL', '+54', '9 6123 4567')).toBe(false);
    expect(isValidPhone('CL', '5', '6 9 6123 4567')).toBe(false);
    expect(isValidPhone('CL', '', '56 9 6123 4567')).toBe(false);
    expect(isValidPhone('US', '+11', '201 555 0123')).toBe(false);
  });

  it('rejects trunk prefixes, letters and a repeated code in the number', () => {
    expect(isValidPhone('CL', '+56', '09 6123 4567')).toBe(false);
    expect(isValidPhone('CL', '+56', '9 6123 456A')).toBe(false);
    expect(isValidPhone('CL', '+56', '+56 9 6123 4567')).toBe(false);
    expect(isValidPhone('CL', '+56', '9612/34567')).toBe(false);
  });
});

describe('isValidPhone: default rule (1-3 digit code, 8-15 digits)', () => {
  it('accepts a Uruguayan mobile (country not in the table)', () => {
    expect(isValidPhone('UY', '+598', '94 123 456')).toBe(true);
  });

  it('checks the number length boundaries 7/8 and 15/16', () => {
    expect(isValidPhone('UY', '598', '1234567')).toBe(false);
    expect(isValidPhone('UY', '598', '12345678')).toBe(true);
    expect(isValidPhone('UY', '598', '123456789012345')).toBe(true);
    expect(isValidPhone('UY', '598', '1234567890123456')).toBe(false);
  });

  it('checks the code length boundaries 1/3/4 and a missing code', () => {
    expect(isValidPhone('DE', '+4', '1512345678')).toBe(true);
    expect(isValidPhone('DE', '+491', '1512345678')).toBe(true);
    expect(isValidPhone('DE', '+4915', '12345678')).toBe(false);
    expect(isValidPhone('DE', '', '1512345678')).toBe(false);
    expect(isValidPhone('DE', '+', '1512345678')).toBe(false);
  });

  it('uses the default rule without a country', () => {
    expect(isValidPhone(undefined, '+56', '12345678')).toBe(true);
    expect(isValidPhone(null, '+56', '1234567')).toBe(false);
  });

  it('rejects non-string inputs', () => {
    expect(isValidPhone('CL', 56, '961234567')).toBe(false);
    expect(isValidPhone('CL', '+56', 961234567)).toBe(false);
    expect(isValidPhone('CL', null, null)).toBe(false);
  });
});
