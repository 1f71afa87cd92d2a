import { isValidCardNumber } from '#kernel/lib/validators';

// The sandbox's published test cards: the one table that decides every sandbox outcome, whichever
// provider kind the card goes through (the WEBPAY and one-click pages, the KUSHKI script's
// tokenization, the MERCADOPAGO checkout, the direct charge). Numbers in the style of the providers'
// own published test cards. Any other number that passes Luhn is approved, like a provider's
// integration environment; card numbers are never stored: a card is kept as its outcome, bin, last
// four digits and type.

export type CardOutcome =
  /** Approved at once. */
  | 'approve'
  /** Rejected by the issuer. */
  | 'reject'
  /** Rejected: too many attempts in a short time (errCategory FOP_SPEED). */
  | 'speed'
  /** Stays PENDING for a few seconds after the person pays, then APPROVED. */
  | 'pendingThenApprove'
  /** Asks for 3-D Secure and passes it, then approved. */
  | 'threeDsPass'
  /** Asks for 3-D Secure and fails it. */
  | 'threeDsFail'
  /** The provider refuses to save the card: -333 with its message and internal code. */
  | 'enrolProviderError'
  /** The provider answers an error the server passes through: -901. */
  | 'enrolPassThrough'
  /** The holder's document belongs to another account: -487. */
  | 'enrolDocumentTaken';

export interface TestCard {
  number: string;
  brand: 'VISA' | 'MASTERCARD' | 'AMEX' | 'REDCOMPRA';
  type: 'credit' | 'debit';
  outcome: CardOutcome;
  /** What the sandbox pages show next to it. */
  label: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4111111111111111', brand: 'VISA', type: 'credit', outcome: 'approve', label: 'Aprobada' },
  { number: '4051885600446623', brand: 'VISA', type: 'credit', outcome: 'approve', label: 'Aprobada (Webpay)' },
  { number: '5555555555554444', brand: 'MASTERCARD', type: 'credit', outcome: 'approve', label: 'Aprobada' },
  { number: '378282246310005', brand: 'AMEX', type: 'credit', outcome: 'approve', label: 'Aprobada (15 dígitos)' },
  { number: '4000056655665556', brand: 'VISA', type: 'debit', outcome: 'approve', label: 'Aprobada, débito' },
  { number: '4000000000000002', brand: 'VISA', type: 'credit', outcome: 'reject', label: 'Rechazada' },
  { number: '5186059559590568', brand: 'MASTERCARD', type: 'credit', outcome: 'reject', label: 'Rechazada (Webpay)' },
  { number: '4000000000000119', brand: 'VISA', type: 'credit', outcome: 'speed', label: 'Rechazada por velocidad (FOP_SPEED)' },
  { number: '4000000000000044', brand: 'VISA', type: 'credit', outcome: 'pendingThenApprove', label: 'Pendiente, luego aprobada' },
  { number: '4000000000003220', brand: 'VISA', type: 'credit', outcome: 'threeDsPass', label: '3-D Secure, autenticación exitosa' },
  { number: '4000000000003063', brand: 'VISA', type: 'credit', outcome: 'threeDsFail', label: '3-D Secure, autenticación fallida' },
  {
    number: '4000000000000127',
    brand: 'VISA',
    type: 'credit',
    outcome: 'enrolProviderError',
    label: 'Inscripción rechazada por el proveedor (-333)',
  },
  { number: '4000000000000069', brand: 'VISA', type: 'credit', outcome: 'enrolPassThrough', label: 'Error del proveedor (-901)' },
  { number: '4000000000000101', brand: 'VISA', type: 'credit', outcome: 'enrolDocumentTaken', label: 'Documento de otra cuenta (-487)' },
];

/** What the provider answers for the enrolment failures (-333 carries msg and internalCode). */
export const ENROLMENT_FAILURES = {
  enrolProviderError: { code: '-333', internalCode: 'K322', msg: 'Tarjeta no válida para suscripción' },
  enrolPassThrough: { code: '-901', internalCode: 'K901', msg: 'Error del procesador' },
  enrolDocumentTaken: { code: '-487', internalCode: 'K487', msg: 'Documento asociado a otra cuenta' },
} as const;

/** Bank-transfer test ID numbers (test environment): this one rejects, any other approves. */
export const TRANSFER_REJECT_TEST_ID = '00000000';

export interface CardFacts {
  bin: string;
  last4: string;
  type: 'credit' | 'debit';
  brand: string;
  outcome: CardOutcome;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'VISA';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  return 'OTHER';
}

/**
 * What the sandbox knows of a typed card number: its outcome, bin, last four, type and brand; null
 * for a number that is not a card (15-19 digits, Luhn). The number itself goes no further.
 */
export function cardFacts(number: string): CardFacts | null {
  const digits = number.replace(/[\s-]/g, '');
  if (!isValidCardNumber(digits)) return null;
  const known = TEST_CARDS.find((card) => card.number === digits);
  return {
    bin: digits.slice(0, 6),
    last4: digits.slice(-4),
    type: known?.type ?? 'credit',
    brand: known?.brand ?? brandOf(digits),
    outcome: known?.outcome ?? 'approve',
  };
}

/** Sandbox outcome → the payment's provider status and error category. */
export function chargeVerdict(outcome: CardOutcome): { status: 'APPROVED' | 'REJECTED' | 'PENDING'; errCategory: string | null } {
  switch (outcome) {
    case 'reject':
      return { status: 'REJECTED', errCategory: 'REJECTED_BY_ISSUER' };
    case 'speed':
      return { status: 'REJECTED', errCategory: 'FOP_SPEED' };
    case 'threeDsFail':
      return { status: 'REJECTED', errCategory: 'AUTHENTICATION_FAILED' };
    case 'pendingThenApprove':
      return { status: 'PENDING', errCategory: null };
    default:
      return { status: 'APPROVED', errCategory: null };
  }
}
