import { describe, expect, it } from 'vitest';
import * as validators from '#kernel/lib/validators';

describe('validators index', () => {
  it('exports exactly the agreed names', () => {
    expect(Object.keys(validators).sort()).toEqual(
      [
        'formatCardNumber',
        'formatExpiry',
        'isValidCardHolder',
        'isValidCardNumber',
        'isValidCpf',
        'isValidCvv',
        'isValidDocument',
        'isValidEmail',
        'isValidExpiry',
        'isValidPhone',
        'isValidRut',
        'normalizeDocument',
      ].sort(),
    );
  });

  it('exports only functions', () => {
    for (const [name, value] of Object.entries(validators)) {
      expect(typeof value, name).toBe('function');
    }
  });
});
