// What a payment that was not approved means for the player (issue 9, item 7): one reading of the
// provider's category for every screen that shows a payment result.

export type PaymentOutcome = 'rejected' | 'cancelled' | 'speed';

/**
 * ABORTED: the player pressed Anular on the provider's page; CANCELLED: they cancelled the booking in
 * the app — both are a cancellation, never a rejection. FOP_SPEED: too many attempts. Anything else
 * (the issuer's refusal, an abandoned page, an error) is a rejection.
 */
export function paymentOutcomeOf(errCategory: string | null | undefined): PaymentOutcome {
  if (errCategory === 'ABORTED' || errCategory === 'CANCELLED') return 'cancelled';
  if (errCategory === 'FOP_SPEED') return 'speed';
  return 'rejected';
}
