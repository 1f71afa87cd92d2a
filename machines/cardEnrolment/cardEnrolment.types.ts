// Types of the card enrolment machine (spec part 2 §3 "Card", card provider country config, §5
// "Payment cards", §7 "Cashier and cards", §8 "Card enrolment"; part 3 §7 "Cards and payment",
// §8 "Cards"): input, context, events, the actors' inputs and outputs, the output and the
// parameters of the actions the view supplies. What the calls send and answer is the contract's.
import type { BodyOf, Endpoints, ResponseOf } from '#kernel/contract';

export type { NavigateParams } from '#machines/shared/viewActions';

type CountryAppConfig = ResponseOf<Endpoints['getCardCountryConfig']>['countryAppConfig'];
type MissingData = BodyOf<Endpoints['updateMissingData']>;
type EnrolledCardDto = Omit<ResponseOf<Endpoints['createCardSubscription']>, 'error' | 'code'>;

/** Whose card: the player's (the cashier, /profile/creditcards) or a club's (admin enrolment). */
export type CardOwner = 'user' | 'club';

/**
 * 'enrol': the card form and its calls; 'delete': confirm, then delete a saved card
 * (DELETE /api/users/{userId}/payment_methods/{id}). `now` is the clock (epoch ms) the expiry is
 * checked against.
 */
export type CardEnrolmentInput =
  | {
      action: 'enrol';
      /** Default 'user'. */
      owner?: CardOwner;
      userId: number;
      /** The club of the cashier (sent with the subscription) or the club whose card is enrolled. */
      clubId?: number | null;
      now: number;
    }
  | { action: 'delete'; userId: number; paymentMethodId: number | string; now: number };

/**
 * GET /api/kushki/country-app-config → countryAppConfig: askForFoid and askForAddress say whether the
 * method asks for the ID number and the address (sent with the missing-data update).
 */
export type CardConfig = Pick<
  CountryAppConfig,
  'currencyCode' | 'publicMerchantId' | 'askForFoid' | 'askForAddress' | 'testEnvironment' | 'reachedMaxCards'
> &
  Partial<Pick<CountryAppConfig, 'status' | 'maxCards'>>;

/** The form as typed (normalised: number, expiry and CVV keep digits only). */
export interface CardForm {
  number: string;
  /** MMYY, shown as MM / YY. */
  expiry: string;
  cvv: string;
  holder: string;
}

/** Part 2 §3, "ID object". */
export type Foid = NonNullable<MissingData['foid']>;

/** Part 2 §3, "Address object". */
export type Address = NonNullable<MissingData['address']>;

// ── actors ──────────────────────────────────────────────────────────────────────────────────

export interface LoadCardConfigInput {
  userId: number;
  /** The cashier's club: its country's provider config (else the user's country). */
  clubId?: number | null;
}

/** PUT /api/users/{userId}/missing-data: only the parts the method asks for. */
export interface UpdateMissingDataInput {
  userId: number;
  foid?: Foid;
  address?: Address;
}

/** The card fields our server may see (bin, last four digits, name, MM, YY): never the number or the CVV. */
export type CardSummary = Required<
  Pick<BodyOf<Endpoints['precheckCardSubscription']>, 'bin' | 'lfd' | 'fullName' | 'expMonth' | 'expYear'>
>;

/** POST /api/kushki/users/{userId}/preCheckSubscriptions. */
export interface PrecheckCardInput extends CardSummary {
  userId: number;
}

/** The provider's script: the number and CVV go to the provider only. */
export interface TokenizeCardInput {
  publicMerchantId: string;
  testEnvironment: boolean;
  currencyCode: string;
  number: string;
  cvv: string;
  expMonth: string;
  expYear: string;
  holder: string;
}
export interface TokenizeCardOutput {
  token: string;
  /** The provider asks for a 3-D Secure check before the card can be saved. */
  requires3ds: boolean;
  secureId?: string | null;
}

/** The provider's 3-D Secure step. */
export interface Verify3dsInput {
  token: string;
  secureId: string | null;
  publicMerchantId: string;
  testEnvironment: boolean;
}
export interface Verify3dsOutput {
  passed: boolean;
}

/** POST /api/kushki/users/{userId}/subscriptions, or /api/admin/kushki/clubs/{clubId}/subscriptions. */
export interface EnrolCardInput extends CardSummary {
  owner: CardOwner;
  userId: number;
  clubId: number | null;
  token: string;
}
/** The saved card, as the cashier lists it. */
export type EnrolledCard = Pick<EnrolledCardDto, 'userKushkiSubscriptionId' | 'bin' | 'lfd'> &
  Partial<Pick<EnrolledCardDto, 'paymentMethodId' | 'cardType'>>;

/** DELETE /api/users/{userId}/payment_methods/{id}. */
export interface DeleteCardInput {
  userId: number;
  paymentMethodId: number | string;
}

export type CardCall = 'loadCardConfig' | 'updateMissingData' | 'precheckCard' | 'tokenizeCard' | 'verify3ds' | 'enrolCard' | 'deleteCard';

/** A failed step: the call, its code, and the values its message shows. */
export interface CardFailure {
  call: CardCall;
  code: string;
  values: { maxCards?: number; internalCode?: string; providerMessage?: string; msgKey?: string; code?: string };
}

export type CardEnrolmentResult = 'enrolled' | 'deleted' | 'cancelled' | 'left';

export type CardEnrolmentOutput =
  | { result: 'enrolled'; card: EnrolledCard }
  | { result: 'deleted' }
  /** Closed without a change (cancelled, maximum cards, a failure the user closed). */
  | { result: 'cancelled' }
  /** Sent to the profile to complete the document (-12). */
  | { result: 'left' };

export interface CardEnrolmentContext {
  action: 'enrol' | 'delete';
  owner: CardOwner;
  userId: number;
  clubId: number | null;
  paymentMethodId: number | string | null;
  now: number;
  config: CardConfig | null;
  form: CardForm;
  foid: Foid | null;
  address: Address | null;
  /** A submit was refused: the form shows its field errors. */
  attempted: boolean;
  tokenized: TokenizeCardOutput | null;
  card: EnrolledCard | null;
  failure: CardFailure | null;
  result: CardEnrolmentResult | null;
}

export type CardEnrolmentEvent =
  | { type: 'card.setNumber'; value: string }
  | { type: 'card.setExpiry'; value: string }
  | { type: 'card.setCvv'; value: string }
  | { type: 'card.setHolder'; value: string }
  | { type: 'foid.set'; foid: Foid }
  | { type: 'address.set'; address: Address }
  | { type: 'card.submit' }
  | { type: 'card.cancel' }
  | { type: 'card.confirmDelete' }
  | { type: 'error.dismiss' };

// ── parameters of the actions the view supplies ──────────────────────────────────────────────

/** "Other failures ... send an error-report message." */
export interface ReportErrorParams {
  call: CardCall;
  code: string;
  internalCode: string | null;
}
