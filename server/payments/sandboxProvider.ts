// The court booking's first sandbox named four test cards, which bookingsv2 accepted as
// fopParams.cardNumber (a direct charge). The full sandbox (server/payments/sandbox) keeps them in
// its one test-card table and still takes that shortcut for a direct charge, without keeping the
// number; the app's flows use the provider pages and tokens instead.
import { TEST_CARDS } from './sandbox/testCards';

const numberOf = (outcome: string) => TEST_CARDS.find((card) => card.outcome === outcome)!.number;

export const SANDBOX_CARDS = {
  approved: numberOf('approve'),
  rejected: numberOf('reject'),
  /** Rejected as too many attempts in a short time (errCategory FOP_SPEED). */
  speed: numberOf('speed'),
  pending: numberOf('pendingThenApprove'),
} as const;

export { Sandbox } from './sandbox/sandbox';
