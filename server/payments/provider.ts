// The interfaces every payment provider sits behind (DESIGN.md "Payments go through providers behind
// one interface"). One provider adapter serves every kind of the spec (WEBPAY, WEBPAYONECLICK,
// KUSHKI, MERCADOPAGO): charges with their redirect pages and status checks, one-click enrolment,
// card subscriptions made from the provider script's tokens, and signed notifications. The built-in
// adapter is the sandbox (server/payments/sandbox); a real one implements the same interfaces.

export type ProviderStatus = 'APPROVED' | 'PENDING' | 'REJECTED';
export type FopCode = 'WEBPAY' | 'WEBPAYONECLICK' | 'KUSHKI' | 'MERCADOPAGO' | 'PAYPHONE';

/** What a provider tells of a card: never its number or CVV. */
export interface CardSummary {
  bin: string | null;
  last4: string;
  type: 'credit' | 'debit' | null;
  brand: string | null;
}

export interface PaymentRequest {
  /** Integer minor units of currency. */
  amount: number;
  currency: string;
  /** Our reference, e.g. 'booking-12-payment-3': the provider charges a reference once. */
  reference: string;
  /** The form of payment chosen (fopId) and its parameters (card token, bin, payment type...). */
  fopId: number | null;
  fopParams: Record<string, unknown>;
  /** The provider kind of the fop; null: the sandbox's direct charge (no fop chosen). */
  fopCode?: FopCode | null;
  /** card, transfer, pix or page (a provider page asks for the card). */
  paymentType?: string | null;
  /** The provider's token of a saved card (KUSHKI subscription, one-click user) or of a transfer. */
  cardToken?: string | null;
  /**
   * True: cardToken is a saved card, and the gateway checked that it is the payer's own. False or
   * absent: a one-time token of the provider's script. The provider charges a saved card only when
   * told so, so that a saved card handed over as a one-time token is refused (issue 10).
   */
  savedCard?: boolean;
  /** Where the person's browser comes back after a provider page (our /webpay status page). */
  returnUrl?: string | null;
  /** After this instant the provider page refuses the payment (the abandon time). */
  expiresAt?: Date | null;
  /** MERCADOPAGO's device session id (fraud prevention). */
  deviceSessionId?: string | null;
  /** Card installments; 1 unless the person chose more (spec part 2 §9). */
  installments?: number;
  /** A bank transfer's subtotals and tax (always tax 0). */
  amountDetails?: { subtotalIva: number; subtotalIva0: number; iva: number; ice: number } | null;
}

export interface PaymentResult {
  status: ProviderStatus;
  /** PENDING: where the user goes to finish paying. */
  redirectURL?: string;
  /** A rejection's category, e.g. FOP_SPEED. */
  errCategory?: string;
  /** The provider's id of the payment. */
  providerRef: string;
  /** The provider's token for the status page (/webpay?tbk_token), when there is a page. */
  token?: string | null;
  card?: CardSummary | null;
}

/** A server-to-provider status check. */
export interface StatusAnswer {
  status: ProviderStatus;
  errCategory?: string | null;
  card?: CardSummary | null;
}

export interface PaymentProvider {
  /** Short name stored with each payment. */
  readonly name: string;
  createPayment(request: PaymentRequest): Promise<PaymentResult>;
  /** The payment's status as the provider knows it (proof of payment; never the browser's word). */
  paymentStatus?(providerRef: string): Promise<StatusAnswer>;
  /** Gives an approved payment back (the court was lost meanwhile). Idempotent. */
  refund?(providerRef: string): Promise<void>;
}

/** A card subscription (KUSHKI) made from a one-time token of the provider's script. */
export type SubscriptionResult =
  | { ok: true; subscriptionId: string; card: CardSummary & { expMonth: string | null; expYear: string | null } }
  | { ok: false; code: string; internalCode: string; msg: string };

/** What the provider says of a one-time token's 3-D Secure step (null: the provider does not know the token). */
export type SecureValidation = { bin: string | null; required: boolean; passed: boolean; expiresAt: Date | null } | null;

/** What a provider knows a token to be: a one-time card token, a saved card, a transfer token, or nothing. */
export type TokenKind = 'oneTime' | 'saved' | 'transfer' | 'unknown';

export interface CardVault {
  /** What the token is at the provider (a saved card is never charged as a one-time token). */
  tokenKind(token: string): Promise<TokenKind>;
  /** Turns a one-time token into a saved card; the provider checks the token and its 3-D Secure. */
  createSubscription(input: { token: string; reference: string }): Promise<SubscriptionResult>;
  /** Whether the card of a one-time token passed 3-D Secure (the provider's word, not the browser's). */
  secureValidation(token: string): Promise<SecureValidation>;
  deleteSubscription(subscriptionId: string): Promise<void>;
}

export type EnrolmentStatus =
  { status: 'PENDING' } | { status: 'ENROLLED'; cardToken: string; card: CardSummary } | { status: 'FAILED'; code: string };

export interface OneClickEnroller {
  /** Starts an enrolment on the provider's page; the browser comes back to returnUrl?tbk_token=... */
  startEnrolment(input: { reference: string; returnUrl: string; expiresAt: Date }): Promise<{ token: string; url: string }>;
  enrolmentStatus(token: string): Promise<EnrolmentStatus>;
}

/** A provider's notification of a payment's outcome, after its signature was checked. */
export interface ProviderNotification {
  id: string;
  /** The payment's provider token (or reference). */
  token: string;
  status: ProviderStatus;
  errCategory: string | null;
  card: CardSummary | null;
}

export interface NotificationVerifier {
  /** The notification, or null when the signature does not match the body. */
  verify(rawBody: string, signature: string | undefined): ProviderNotification | null;
}

export interface CountryMerchant {
  publicMerchantId: string;
  testEnvironment: boolean;
}

/** Everything a provider adapter offers. */
export interface PaymentProviders {
  readonly name: string;
  payments: PaymentProvider & Required<Pick<PaymentProvider, 'paymentStatus' | 'refund'>>;
  cards: CardVault;
  oneClick: OneClickEnroller;
  notifications: NotificationVerifier;
  /** The merchant id the provider script uses for a country. */
  merchant(countryCode: string): CountryMerchant;
  /** The provider page a /webpay_redirect form posts the token to (tokenposturl). */
  tokenPostUrl: string;
}
