import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidDocument, normalizeDocument } from '#kernel/lib/validators';

type Case = readonly [label: string, value: string];

function accepts(country: string, cases: readonly Case[]) {
  it.each(cases)(`${country} accepts %s`, (_label, value) => {
    expect(isValidDocument(country, 'NI', value)).toBe(true);
  });
}

function rejects(country: string, cases: readonly Case[]) {
  it.each(cases)(`${country} rejects %s`, (_label, value) => {
    expect(isValidDocument(country, 'NI', value)).toBe(false);
  });
}

describe('isValidDocument: CL (RUT check digit)', () => {
  accepts('CL', [
    ['a published RUT', '11.111.111-1'],
    ['a company RUT without dots', '76086428-5'],
  ]);
  rejects('CL', [
    ['a wrong check digit', '76.086.428-4'],
    ['an AR-style DNI', '12345678'],
  ]);
  it('uses the RUT rule when the type is missing (default NI)', () => {
    expect(isValidDocument('CL', undefined, '11.111.111-2')).toBe(false);
    expect(isValidDocument('CL', '', '11.111.111-1')).toBe(true);
    expect(isValidDocument('cl', 'ni', '11.111.111-1')).toBe(true);
  });
});

describe('isValidDocument: AR (7-8 digits)', () => {
  accepts('AR', [
    ['7 digits', '1234567'],
    ['8 digits', '12345678'],
    ['8 digits with dots', '12.345.678'],
    ['7 digits with dots', '1.234.567'],
  ]);
  rejects('AR', [
    ['6 digits', '123456'],
    ['9 digits', '123456789'],
    ['misplaced dots', '1234.5678'],
    ['a letter', '1234567A'],
  ]);
});

describe('isValidDocument: CO (6-10 digits)', () => {
  accepts('CO', [
    ['6 digits', '123456'],
    ['10 digits', '1234567890'],
    ['10 digits with dots', '1.234.567.890'],
  ]);
  rejects('CO', [
    ['5 digits', '12345'],
    ['11 digits', '12345678901'],
    ['a dash', '123456-7'],
  ]);
});

describe('isValidDocument: BR personal (CPF)', () => {
  accepts('BR', [
    ['a published CPF', '529.982.247-25'],
    ['bare digits', '52998224725'],
  ]);
  rejects('BR', [
    ['a wrong check digit', '529.982.247-24'],
    ['all same digits', '111.111.111-11'],
  ]);
});

describe('isValidDocument: EC (cédula, mod 10, province 01-24, third digit < 6)', () => {
  // Published examples (python-stdnum's Ecuadorian CI tests).
  accepts('EC', [
    ['1714307103', '1714307103'],
    ['171430710-3', '171430710-3'],
    ['0602910945', '0602910945'],
    ['0926687856', '0926687856'],
    ['0910005917', '0910005917'],
    ['province 24 with a right check digit', '2400000002'],
  ]);
  rejects('EC', [
    ['a wrong check digit', '1714307104'],
    ['9 digits', '171430710'],
    ['11 digits', '17143071030'],
    ['a letter', '123A567890'],
    ['third digit 8', '1784307108'],
    ['third digit 6 with a right check digit', '0160000006'],
    ['province 88', '8814307107'],
    ['province 00 with a right check digit', '0010000008'],
    ['province 25 with a right check digit', '2500000001'],
  ]);
});

describe('isValidDocument: PE (DNI 8 digits + check character)', () => {
  // Published example (RENIEC algorithm, python-stdnum's CUI docs): 10117410-2; the same number's
  // check letter is G.
  accepts('PE', [
    ['check digit with dash', '10117410-2'],
    ['check digit without dash', '101174102'],
    ['check letter', '10117410G'],
    ['lower-case check letter', '10117410-g'],
  ]);
  rejects('PE', [
    ['a wrong check digit', '10117410-3'],
    ['a wrong check letter', '10117410-H'],
    ['8 digits without check', '10117410'],
    ['7 digits and a check', '1011741-2'],
    ['a letter outside A-K', '10117410Z'],
  ]);
});

describe('isValidDocument: UY (8 digits, check 2987634)', () => {
  accepts('UY', [
    ['a published cédula with dots', '1.234.567-2'],
    ['bare digits', '12345672'],
    ['1.111.111-1', '1.111.111-1'],
    ['check digit 0', '1.234.560-0'],
  ]);
  rejects('UY', [
    ['a wrong check digit', '1.234.567-3'],
    ['7 digits', '1234567'],
    ['9 digits', '123456728'],
    ['misplaced dots', '12.34.567-2'],
  ]);
});

describe('isValidDocument: VE (V or E plus 6-8 digits)', () => {
  accepts('VE', [
    ['V and 8 digits', 'V12345678'],
    ['E and 6 digits', 'E123456'],
    ['dash and dots', 'V-12.345.678'],
    ['lower-case letter', 'e-1234567'],
  ]);
  rejects('VE', [
    ['5 digits', 'V12345'],
    ['9 digits', 'V123456789'],
    ['no letter', '12345678'],
    ['another letter', 'J12345678'],
  ]);
});

describe('isValidDocument: PA (cédula pattern)', () => {
  accepts('PA', [
    ['province-book-entry', '8-123-456'],
    ['longest groups', '8-1234-123456'],
    ['province 13', '13-1-1'],
    ['PE (born abroad)', 'PE-12-345'],
    ['E (foreigner)', 'E-8-157481'],
    ['N (naturalised)', 'N-19-1234'],
    ['AV', '1AV-12-345'],
    ['PI lower-case', '4pi-1-23'],
  ]);
  rejects('PA', [
    ['province 0', '0-123-456'],
    ['province 14', '14-123-456'],
    ['book of 5 digits', '8-12345-456'],
    ['entry of 7 digits', '8-123-1234567'],
    ['no dashes', '8123456'],
    ['an unknown prefix', 'X-12-345'],
  ]);
});

describe('isValidDocument: other types and countries', () => {
  it('accepts any non-blank value for a passport, even in a country with a rule', () => {
    expect(isValidDocument('CL', 'PP', 'AB123456')).toBe(true);
    expect(isValidDocument('CL', 'PP', '   ')).toBe(false);
  });

  it('accepts any non-blank value for a country without a rule, or no country', () => {
    expect(isValidDocument('DE', 'NI', 'T22000129')).toBe(true);
    expect(isValidDocument(undefined, undefined, 'x')).toBe(true);
    expect(isValidDocument('DE', 'NI', '')).toBe(false);
    expect(isValidDocument(null, null, ' \t')).toBe(false);
  });

  it('rejects a non-string value everywhere', () => {
    expect(isValidDocument('DE', 'NI', 12345678)).toBe(false);
    expect(isValidDocument('AR', 'NI', 12345678)).toBe(false);
    expect(isValidDocument('CL', 'NI', null)).toBe(false);
  });
});

describe('normalizeDocument', () => {
  it.each([
    ['CL', '11.111.111-1', '11111111-1'],
    ['CL', '10.626.628-k', '10626628-K'],
    ['AR', '12.345.678', '12345678'],
    ['BR', '529.982.247-25', '52998224725'],
    ['EC', '171430710-3', '1714307103'],
    ['PE', '10117410-g', '10117410G'],
    ['UY', '1.234.567-2', '12345672'],
    ['VE', 'v-12.345.678', 'V12345678'],
    ['PA', ' 8 - 123 - 456 ', '8-123-456'],
    ['DE', '  T22000129 ', 'T22000129'],
  ])('%s %s -> %s', (country, value, expected) => {
    expect(normalizeDocument(country, 'NI', value)).toBe(expected);
  });

  it('gives null for an invalid document', () => {
    expect(normalizeDocument('CL', 'NI', '11.111.111-2')).toBeNull();
  });

  it('gives a value that is itself valid and normalizes to itself', () => {
    for (const [country, value] of [
      ['CL', '76.086.428-5'],
      ['BR', '529.982.247-25'],
      ['PE', '10117410-2'],
      ['VE', 'E-123.456'],
    ] as const) {
      const normalized = normalizeDocument(country, 'NI', value);
      expect(normalized).not.toBeNull();
      expect(normalizeDocument(country, 'NI', normalized)).toBe(normalized);
    }
  });
});

// Independent references, written in the other published formulation of each algorithm.
describe('check-digit properties against independent references', () => {
  it('PE: accepts the digit and letter check of any 8-digit DNI, rejects every other check', () => {
    // key = 11 - (sum mod 11), 11 -> 0; digits [6,7,8,9,0,1,1,2,3,4,5], letters [K,A,...,J].
    const reference = (dni: string) => {
      const sum = [3, 2, 7, 6, 5, 4, 3, 2].reduce((acc, w, i) => acc + w * Number(dni[i]), 0);
      const key = 11 - (sum % 11);
      const index = key === 11 ? 0 : key;
      return [String([6, 7, 8, 9, 0, 1, 1, 2, 3, 4, 5][index]), 'KABCDEFGHIJ'[index]];
    };
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), (dni) => {
        const good = reference(dni);
        for (const check of '0123456789ABCDEFGHIJK') {
          expect(isValidDocument('PE', 'NI', dni + check)).toBe(good.includes(check));
        }
      }),
    );
  });

  it('EC: a cédula is valid exactly when its weighted digit sum over all 10 digits is 0 mod 10', () => {
    const digitSum = (n: number) =>
      String(n)
        .split('')
        .reduce((acc, d) => acc + Number(d), 0);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 0, max: 5 }),
        fc.stringMatching(/^\d{6}$/),
        (province, third, rest) => {
          const body = String(province).padStart(2, '0') + third + rest;
          for (const check of '0123456789') {
            const cedula = body + check;
            const sum = cedula.split('').reduce((acc, d, i) => acc + digitSum(Number(d) * (i % 2 === 0 ? 2 : 1)), 0);
            expect(isValidDocument('EC', 'NI', cedula)).toBe(sum % 10 === 0);
          }
        },
      ),
    );
  });

  it('UY: the check digit is (10 - sum of (weight * digit) mod 10) mod 10, weights 2987634', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{7}$/), (body) => {
        const sum = body.split('').reduce((acc, d, i) => acc + ((Number('2987634'[i]) * Number(d)) % 10), 0);
        const expected = sum % 10 === 0 ? 0 : 10 - (sum % 10);
        for (let check = 0; check <= 9; check += 1) {
          expect(isValidDocument('UY', 'NI', `${body}-${check}`)).toBe(check === expected);
        }
      }),
    );
  });
});
