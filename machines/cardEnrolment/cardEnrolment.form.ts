// The card form's input masks (spec part 2 §5 "Payment cards"): what a field keeps of what is typed,
// and the parts of the card the provider and the subscription call take. The rules themselves
// (Luhn, lengths, expiry, holder) are the kernel's validators, used as the machine's guards.
import { CARD_NUMBER_MAX_DIGITS } from '#kernel/lib/validators/cardNumber';
import { EXPIRY_DIGITS } from '#kernel/lib/validators/expiry';

export { CARD_NUMBER_MAX_DIGITS } from '#kernel/lib/validators/cardNumber';
export { CVV_MAX_DIGITS } from '#kernel/lib/validators/cvv';
export { EXPIRY_DIGITS } from '#kernel/lib/validators/expiry';

/** The holder field keeps at most 60 characters. */
export const HOLDER_MAX_LENGTH = 60;

/** Keeps the digits only, at most `max` of them. */
export const digitsOf = (value: string, max: number): string => value.replace(/\D/g, '').slice(0, max);

/** The parts the provider and the subscription call take: bin (6), last four, MM and YY. */
export function cardParts(number: string, expiry: string) {
  const digits = digitsOf(number, CARD_NUMBER_MAX_DIGITS);
  const mmyy = digitsOf(expiry, EXPIRY_DIGITS);
  return { bin: digits.slice(0, 6), lfd: digits.slice(-4), expMonth: mmyy.slice(0, 2), expYear: mmyy.slice(2) };
}
