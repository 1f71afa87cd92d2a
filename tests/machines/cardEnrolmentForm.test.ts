// The card form's input masks (machines/cardEnrolment/cardEnrolment.form.ts). The rules themselves
// are the kernel's validators, tested in tests/lib/validators/card.test.ts.
import { describe, expect, it } from 'vitest';
import { cardParts, CARD_NUMBER_MAX_DIGITS, digitsOf, EXPIRY_DIGITS } from '#machines/cardEnrolment/cardEnrolment.form';

describe('digitsOf', () => {
  it('keeps the digits only, at most max of them', () => {
    expect(digitsOf('4111 1111-1111 1111', CARD_NUMBER_MAX_DIGITS)).toBe('4111111111111111');
    expect(digitsOf('12 / 30', EXPIRY_DIGITS)).toBe('1230');
    expect(digitsOf('12/305', EXPIRY_DIGITS)).toBe('1230');
    expect(digitsOf('1'.repeat(25), CARD_NUMBER_MAX_DIGITS)).toHaveLength(19);
    expect(digitsOf('abc', 4)).toBe('');
  });
});

describe('cardParts', () => {
  it('splits number and expiry into the parts the calls take', () => {
    expect(cardParts('4111 1111 1111 1234', '12 / 30')).toEqual({ bin: '411111', lfd: '1234', expMonth: '12', expYear: '30' });
    expect(cardParts('378282246310005', '0326')).toEqual({ bin: '378282', lfd: '0005', expMonth: '03', expYear: '26' });
  });
});
