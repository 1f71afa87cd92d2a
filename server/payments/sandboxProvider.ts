import { randomUUID } from 'node:crypto';
import type { PaymentProvider, PaymentRequest, PaymentResult } from './provider';

/**
 * Test cards of the sandbox (fopParams.cardNumber): any other card, or none, is approved. The
 * payments issue replaces this with the full provider sandboxes behind the same interface.
 */
export const SANDBOX_CARDS = {
  approved: '4111111111111111',
  rejected: '4000000000000002',
  /** Rejected as too many attempts in a short time (errCategory FOP_SPEED). */
  speed: '4000000000000119',
  pending: '4000000000000044',
} as const;

/** A provider that answers at once, by test card, without leaving the machine. */
export function sandboxProvider(publicUrl: string): PaymentProvider {
  return {
    name: 'sandbox',
    async createPayment(request: PaymentRequest): Promise<PaymentResult> {
      const providerRef = `sbx_${randomUUID()}`;
      const card = String(request.fopParams.cardNumber ?? '').replace(/\s/g, '');
      if (card === SANDBOX_CARDS.rejected) return { status: 'REJECTED', providerRef };
      if (card === SANDBOX_CARDS.speed) return { status: 'REJECTED', errCategory: 'FOP_SPEED', providerRef };
      if (card === SANDBOX_CARDS.pending) return { status: 'PENDING', redirectURL: `${publicUrl}/payment/sandbox/${providerRef}`, providerRef };
      return { status: 'APPROVED', providerRef };
    },
  };
}
