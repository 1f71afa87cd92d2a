// Types of the cashier (spec part 2 §2 "/payment", §3 "Form of payment (fop)", "Card", §4
// "Cashier", §5 bank transfer, §7 "Cashier and cards"; part 3 §3 "Payment option (fop)", §4
// "Payment step"): input (the /payment page's params, or what a flow opening the cashier modal
// passes), context, events, the actors' inputs and outputs, the output and the parameters of the
// actions the view supplies. Fops, their cards and fopParams are the contract's.
import type { Endpoints, ResponseOf } from '#kernel/contract';
import type { FopCardDto, FopDto, FopParamsDto, FOP_CODES } from '#kernel/contract/payments/common';
import type { CardEnrolmentInput, CardEnrolmentOutput } from '#machines/cardEnrolment/cardEnrolment.types';

export type { RedirectExternalParams } from '#machines/shared/viewActions';

export type FopCode = (typeof FOP_CODES)[number];

/**
 * A saved card of a fop: which id it carries depends on the provider; paymentMethodId is ours (the
 * delete call takes it). A card just enrolled in the cashier has only the provider's id yet.
 */
export type FopCard = Partial<FopCardDto>;

/** A form of payment: fopCode is one of FopCode (unknown codes are offered as plain redirect methods). */
export type Fop = Pick<FopDto, 'fopId' | 'fopCode' | 'fopName'> &
  Partial<Omit<FopDto, 'fopId' | 'fopCode' | 'fopName' | 'cards'>> & { cards?: FopCard[] | null };

/** The activity's tokenized (automatic renewal) payment mode: OFF, FORCED or another value. */
export type TokenizedPaymentMode = 'OFF' | 'FORCED' | (string & {});

export interface CashierInput {
  userId: number;
  /** The club whose fops are offered; null: the tokenized fops (GET /api/fops?tokenized=1). */
  clubId: number | null;
  /** fopAmount: sent as paymentAmount when given. */
  fopAmount?: number | null;
  promoCode?: string | null;
  /** 'pay', 'downpay', ... (handed back unchanged). */
  fopAction?: string | null;
  /** The booking has insurance: only one-click and KUSHKI are offered. */
  bookingInsurance?: boolean;
  /** The state to return to with the chosen fop. */
  redirectTo?: string | null;
  /** The /payment page's `state` param (handed back unchanged). */
  state?: string | null;
  tokenizedPaymentMode?: TokenizedPaymentMode | null;
  /** The clock (epoch ms) of the card form's expiry check. */
  now: number;
  /**
   * Open on this form of payment when the club offers it (back from enrolling a one-click card: the new
   * card is chosen, one tap pays).
   */
  preferredFopCode?: string | null;
}

export type PaymentFlow = 'card' | 'bankTransfer';

/** A bank of the provider's bank list. */
export interface Bank {
  code: string;
  name: string;
}

/**
 * fopParams of the pay and book calls (spec part 2 §3). paymentType is the flow ('card' or
 * 'transfer'); paymentMode tells how a card is charged: 'savedCard' (its token) or 'providerPage'
 * (the provider's page asks for a new card). installments is 1 (no deferred payment offered).
 */
export type FopParams = FopParamsDto;

/** What the cashier hands back. */
export interface FopChoice {
  fopId: number;
  fopCode: string;
  fopParams: FopParams;
  tokenizedPaymentAccepted: boolean;
}

export type CashierOutput =
  | { result: 'chosen'; choice: FopChoice }
  | { result: 'cancelled' }
  /** Went to the provider's page to enrol a one-click card. */
  | { result: 'left' };

// ── actors ──────────────────────────────────────────────────────────────────────────────────

/** GET /api/users/{userId}/clubs/{clubId}/fops[?paymentAmount], or GET /api/fops?tokenized=1. */
export type LoadFopsInput =
  { kind: 'club'; userId: number; clubId: number; paymentAmount: number | null } | { kind: 'tokenized'; userId: number };
export type LoadFopsOutput = { fops: Fop[] } & Partial<Pick<ResponseOf<Endpoints['listClubFops']>, 'webpayErrors' | 'kushkiError'>>;

/** The provider's script: its bank list. */
export interface LoadBanksInput {
  publicMerchantId: string | null;
  testEnvironment: boolean;
}
export interface LoadBanksOutput {
  banks: Bank[];
}

/** The provider's script: a transfer token for the chosen bank. */
export interface RequestTransferTokenInput {
  publicMerchantId: string | null;
  testEnvironment: boolean;
  bankCode: string;
  /** The test ID number (test environment only). */
  testId: string | null;
  amount: number | null;
}
export interface RequestTransferTokenOutput {
  token: string;
}

export type { CardEnrolmentInput, CardEnrolmentOutput };
export type { StartOneClickEnrolmentInput, StartOneClickEnrolmentOutput } from '#machines/oneClickEnrolment/oneClickEnrolment.types';

// ── context and events ──────────────────────────────────────────────────────────────────────

/** Why the pay button did nothing (shown next to it). */
export type CashierProblem = 'acceptTokenized' | 'chooseBank' | 'enterTestId';

export type CashierCall = 'loadFops' | 'loadBanks' | 'requestTransferToken' | 'startOneClickEnrolment';

export interface CashierFailure {
  call: CashierCall;
  code: string;
}

export interface CashierContext {
  userId: number;
  clubId: number | null;
  paymentAmount: number | null;
  promoCode: string | null;
  fopAction: string | null;
  insurance: boolean;
  redirectTo: string | null;
  returnState: string | null;
  tokenizedMode: TokenizedPaymentMode;
  now: number;
  preferredFopCode: string | null;
  /** The fops offered (after the insurance filter). */
  fops: Fop[];
  fopId: number | null;
  flow: PaymentFlow;
  /** The chosen saved card (its provider id as a string). */
  cardId: string | null;
  /** The saved card being deleted (its provider id), while the deletion runs. */
  deletingCardId: string | null;
  /** The deletion started from the chosen card (it returns there), not from the card list. */
  deletingFromChosen: boolean;
  /** PAYPHONE: a new card on the provider's page (saved there). */
  newCard: boolean;
  banks: Bank[];
  bankCode: string | null;
  testId: string;
  transferToken: string | null;
  tokenizedAccepted: boolean;
  deviceSessionId: string | null;
  problem: CashierProblem | null;
  failure: CashierFailure | null;
  output: CashierOutput | null;
}

export type CashierEvent =
  | { type: 'cashier.retry' }
  | { type: 'fop.select'; fopId: number }
  | { type: 'fop.change' }
  | { type: 'flow.select'; flow: PaymentFlow }
  | { type: 'card.select'; cardId: string }
  | { type: 'card.add' }
  | { type: 'card.change' }
  /** Delete a saved card: the deletion child asks for a confirmation first. */
  | { type: 'card.delete'; cardId: string }
  | { type: 'banks.retry' }
  | { type: 'bank.select'; bankCode: string }
  | { type: 'bank.setTestId'; testId: string }
  | { type: 'tokenized.accept'; accepted: boolean }
  /** Pay with the chosen fop; MERCADOPAGO's device session id comes with it (read by the view from the provider's script). */
  | { type: 'cashier.pay'; deviceSessionId?: string | null }
  | { type: 'cashier.cancel' }
  | { type: 'error.dismiss' };

// ── parameters of the actions the view supplies ──────────────────────────────────────────────

/** Back to the state named in redirectTo, with the choice (null when cancelled). */
export interface ReturnToCallerParams {
  redirectTo: string | null;
  state: string | null;
  fopAction: string | null;
  choice: FopChoice | null;
}
