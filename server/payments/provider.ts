// The one interface every payment provider sits behind (DESIGN.md "Payments go through providers
// behind one interface"). The booking flow creates a payment and reads its status; the payments issue
// adds the providers' own pages, polling, enrolment and tokenization behind the same shape.

export type ProviderStatus = 'APPROVED' | 'PENDING' | 'REJECTED';

export interface PaymentRequest {
  /** Integer minor units of currency. */
  amount: number;
  currency: string;
  /** Our reference, e.g. 'booking-12-payment-3'. */
  reference: string;
  /** The form of payment chosen (fopId) and its parameters (card token, bin, test card...). */
  fopId: number | null;
  fopParams: Record<string, unknown>;
}

export interface PaymentResult {
  status: ProviderStatus;
  /** PENDING: where the user goes to finish paying. */
  redirectURL?: string;
  /** A rejection's category, e.g. FOP_SPEED. */
  errCategory?: string;
  /** The provider's id of the payment. */
  providerRef: string;
}

export interface PaymentProvider {
  /** Short name stored with each payment. */
  readonly name: string;
  createPayment(request: PaymentRequest): Promise<PaymentResult>;
}
