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
        // A country's profile field settings (part 3 §5), checked the same way on client and server.
        'PROFILE_FIELDS',
        'isNationalDocument',
        'fieldProblem',
        'fieldRule',
        'isFieldMandatory',
        'isFieldVisible',
        'profileFieldProblems',
        'phoneText',
        'birthDateText',
      ].sort(),
    );
  });

  it('exports only functions, and the list of profile fields', () => {
    for (const [name, value] of Object.entries(validators)) {
      if (name === 'PROFILE_FIELDS') expect(value).toEqual(['first_name', 'last_name', 'email', 'phone', 'foid', 'birth_date', 'gender']);
      else expect(typeof value, name).toBe('function');
    }
  });
});
