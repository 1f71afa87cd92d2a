import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidCpf } from '#kernel/lib/validators';

// Independent reference in the textbook form: remainder r of sum mod 11, check = r < 2 ? 0 : 11 - r.
function referenceCheckDigits(nine: string): string {
  const digit = (base: string) => {
    const sum = base.split('').reduce((acc, d, i) => acc + Number(d) * (base.length + 1 - i), 0);
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const first = digit(nine);
  return `${first}${digit(nine + first)}`;
}

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '52998224725', '390.533.447-05', '39053344705', '111.444.777-35'])('accepts the published CPF %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it('accepts surrounding and inner whitespace', () => {
    expect(isValidCpf(' 529.982.247 - 25 ')).toBe(true);
  });

  it.each([
    ['first check digit wrong', '529.982.247-35'],
    ['second check digit wrong', '529.982.247-26'],
    ['published invalid example', '231.002.999-00'],
    ['10 digits', '52998224725'.slice(1)],
    ['12 digits', '529982247250'],
    ['misplaced separators', '5299.822.47-25'],
    ['letters', '529.982.247-2A'],
    ['slash separator', '529/982/247-25'],
    ['empty', ''],
  ])('rejects %s', (_label, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it.each(['000.000.000-00', '111.111.111-11', '22222222222', '999.999.999-99'])(
    'rejects the all-same-digit number %s (its check digits are arithmetically right)',
    (cpf) => {
      const nine = cpf.replace(/\D/g, '').slice(0, 9);
      expect(referenceCheckDigits(nine)).toBe(cpf.replace(/\D/g, '').slice(9));
      expect(isValidCpf(cpf)).toBe(false);
    },
  );

  it('rejects non-strings', () => {
    expect(isValidCpf(null)).toBe(false);
    expect(isValidCpf(undefined)).toBe(false);
    expect(isValidCpf(52998224725)).toBe(false);
  });

  it('agrees with the reference on generated numbers', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), fc.stringMatching(/^\d{2}$/), (nine, two) => {
        fc.pre(!/^(\d)\1{8}$/.test(nine));
        const expected = referenceCheckDigits(nine) === two;
        expect(isValidCpf(nine + two)).toBe(expected);
        expect(isValidCpf(nine + referenceCheckDigits(nine))).toBe(true);
      }),
    );
  });
});
