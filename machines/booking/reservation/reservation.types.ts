// Types of the reservation machine: a held slot becoming a booking (insurance step, summary form,
// payment). Quote, insurance, coupon and booking shapes follow spec part 1 §3 and part 2 §3.
import type { PaymentData, PaymentOutcome, PaymentResultOutput } from '../../paymentResult/paymentResult.types';
import type {
  BookingMode,
  BookingRules,
  BookingUser,
  Brand,
  Club,
  ClubSport,
  Failure,
  HoldWindow,
  Platform,
  SearchCriteria,
  Timeslot,
  YesNo,
} from '../booking.types';

// ── entities ────────────────────────────────────────────────────────────────────────────────

export interface Ancillary {
  club_ancillary_id: number;
  name: string;
  amount: number;
  online_payment: YesNo;
  /** 0: optional. */
  min_items: number;
  /** The plus control stops here. */
  max_items: number;
}

export interface Coupon {
  clubCouponId: number;
  couponName: string;
  quantityLeft: number;
}

/** A person on the booking; the booking user is the first and always there. */
export interface Player {
  userId: number;
  firstName: string;
  lastName: string;
}

export type DiscountAlert = 'alreadyInUse' | 'usedOrMissing' | 'notWorthwhile' | 'notWorthwhileUnavailable';

/** What the quote did with the code it was sent (priceInfo.reedeemedCode: accept, clear or reject). */
export interface DiscountVerdict {
  code: string;
  action: 'accept' | 'clear' | 'reject';
  alert?: DiscountAlert | null;
}

export interface QuotedSlot {
  clubId: number;
  courtId: number;
  courtName: string;
  priceInfo: { amount: number; timespan: number; price_id?: number | null; promoCode?: string | null; promoAmount?: number | null };
  clubCurrencyCode: string;
  clubTimezone: string;
  /** The pay-before deadline, club-local 'yyyy-MM-dd HH:mm:ss'; null: none. */
  localTLDateTime: string | null;
  ancillaries: Ancillary[];
  /** The clubCouponIds this slot accepts. */
  canUseCouponsArray: number[];
  courtCapacityEnabled: boolean;
  minCapacity: number | null;
  minBookings: number | null;
}

export interface Quote {
  slot: QuotedSlot;
  bookingActions: {
    paymentAmounts: { pay: number; downpay: number };
    /** 'Y' on the booking (spec part 2 §3): the club takes no payment while booking. */
    forbidPaymentAtBooking: boolean;
  };
  discount: DiscountVerdict | null;
  preBookTimestamp?: string | null;
  preBookExpiration?: string | null;
}

export interface InsurancePlan {
  amount: number | null;
  amountUF?: number | null;
  ufDate?: string | null;
  ufValue?: number | null;
  planCode: string;
  policyAmount?: number | null;
  policyAmountUF?: number | null;
  policyAmountReinburstment?: number | null;
  policyAmountReinburstmentUF?: number | null;
  url?: string | null;
  country: string;
}

export type InsuranceSelection = 'single' | 'team' | 'donotwant';

export interface InsuranceChoice {
  wantInsurance: boolean;
  /** Total: single = the plan amount; team = player maximum × the plan amount. */
  amount: number;
  amountUnitary: number;
  playerCount: number;
  planCode: string | null;
  selected: InsuranceSelection;
}

export interface ServiceFee {
  active: boolean;
  feeAmount: number;
}

export type PayAction = 'pay' | 'downpay' | 'book';

/** The summary's own checks before booking (spec part 1 §5); the view shows their messages. */
export type SummaryProblem =
  | { kind: 'minPlayers'; count: number }
  | { kind: 'ancillaryMin'; count: number; name: string }
  | { kind: 'comments'; minLength: number }
  | { kind: 'terms' }
  | { kind: 'fields'; names: string[] };

/** A message about coupons and discount codes; code alerts clear after 10 s. */
export type CodeAlert = DiscountAlert | 'rejected' | 'binMissing' | 'binLength' | 'emptyCode' | 'noMoreCoupons';

// ── input, context, events, output ──────────────────────────────────────────────────────────

export interface ReservationInput {
  now: number;
  user: BookingUser;
  brand: Brand;
  platform: Platform;
  country: string;
  mode: BookingMode;
  exchangeBookingId: number | null;
  rules: BookingRules;
  club: Club;
  sport: ClubSport;
  slot: Timeslot;
  search: SearchCriteria;
  hold: HoldWindow | null;
}

export interface ReservationContext extends ReservationInput {
  plan: InsurancePlan | null;
  insurance: InsuranceChoice | null;
  coupons: Coupon[];
  players: Player[];
  /** clubCouponId used per player (userId). */
  couponByUser: Record<number, number>;
  ancillaryCounts: Record<number, number>;
  discountCode: string | null;
  bin: string | null;
  codeAlert: CodeAlert | null;
  comments: string;
  termsAccepted: boolean;
  fieldValues: Record<number, string>;
  quote: Quote | null;
  serviceFee: ServiceFee | null;
  payAction: PayAction | null;
  payment: { fopId: number; fopParams: Record<string, unknown> } | null;
  problem: SummaryProblem | null;
  failure: Failure | null;
  addPlayerOpen: boolean;
  /** The player just added, until a quote takes them (or refuses them: see playerRefusal). */
  candidate: number | null;
  /** Why the add-player dialog refused a player (unknown code, named twice, not for this court…), naming them. */
  playerRefusal: Failure | null;
  bookingId: number | null;
  /** The booking call's answer or error, handed to the paymentResult machine. */
  settlement: PaymentOutcome | null;
  outcome: ReservationOutput | null;
}

export type ReservationEvent =
  | { type: 'insurance.choose'; choice: InsuranceSelection }
  | { type: 'reservation.back' }
  | { type: 'players.add'; player: Player }
  | { type: 'players.remove'; userId: number }
  | { type: 'players.openPicker' }
  | { type: 'players.closePicker' }
  | { type: 'ancillary.add'; ancillaryId: number }
  | { type: 'ancillary.remove'; ancillaryId: number }
  | { type: 'coupon.use'; userId: number; clubCouponId: number }
  | { type: 'coupon.cancel'; userId: number }
  | { type: 'discount.applyCode'; code: string }
  | { type: 'discount.applyBin'; bin: string }
  | { type: 'discount.clear' }
  | { type: 'comments.set'; comments: string }
  | { type: 'terms.set'; accepted: boolean }
  | { type: 'field.set'; dataConfigId: number; value: string }
  | { type: 'booking.pay' }
  | { type: 'booking.downpay' }
  | { type: 'booking.book' }
  | { type: 'error.dismiss' };

export type ReservationOutput =
  /** Booked: the payment result opened the booking summary (or the provider page, or /book/error). */
  | { result: 'completed'; bookingId: number; payment: PaymentResultOutput['result'] }
  /** The user went back: the parent releases the hold and searches again. */
  | { result: 'cancelled' }
  /** The flow navigated elsewhere (bookings, bookings to pay, the card provider page). */
  | { result: 'left' }
  /** A failure whose row says reloadSearch: the parent shows it, releases the hold and searches again. */
  | { result: 'failed'; failure: Failure };

// ── actors the app provides ─────────────────────────────────────────────────────────────────

/** GET /api/booking-insurance/plan?timespan&players&sport_id&club_id */
export interface FetchInsurancePlanInput {
  timespan: number;
  players: number;
  sport_id: number;
  club_id: number;
}

/** GET /api/clubs/{clubId}/sports/{sportId}/users/{userId}/coupons-summary */
export interface LoadCouponsSummaryInput {
  clubId: number;
  sportId: number;
  userId: number;
}
export interface LoadCouponsSummaryOutput {
  coupons: Coupon[];
}

/** One entry of bookUserIds[]. */
export interface BookUserEntry {
  userId: number;
  firstName: string;
  lastName: string;
  ancillaries: Array<{ club_ancillary_id: number; quantity: number }>;
  clubCouponId: number | null;
  discountCode: string | null;
  cleanChanged: boolean;
  eBookingId: number | null;
}

/** POST .../courts/{courtId}/quotev2 */
export interface RequestQuoteInput {
  clubId: number;
  sportId: number;
  courtId: number;
  date: string;
  time: string;
  timespan: number;
  bookUserIds: BookUserEntry[];
  /** The card bin of a bank discount (six digits), sent with the code slot empty. */
  discountBin: string | null;
  isElegibleForCrossBlock: boolean;
}

/** POST /api/service-fee/feasibility */
export interface CheckServiceFeeInput {
  clubId: number;
  countryCode: string;
  bookingAmount: number;
  sportId: number;
  courtId: number;
  priceId: number | null;
}

export interface InsuranceInformation {
  playerCount: number;
  amountTotal: number;
  amountUnitary: number;
  planCode: string | null;
  selected: InsuranceSelection;
  timespan: number;
  country: string;
}

/** POST .../courts/{courtId}/bookingsv2: the quote body plus the booking's own fields. */
export interface CreateBookingInput extends RequestQuoteInput {
  action: PayAction;
  comments: string;
  fopId: number | null;
  fopParams: Record<string, unknown> | null;
  promo_code: string | null;
  dataConfigValues: Array<{ dataConfigId: number; value: string }>;
  serviceFee: { amount: number; isActive: boolean };
  insuranceInformation: InsuranceInformation | null;
  preBookedData: HoldWindow | null;
}
export interface CreateBookingOutput {
  bookingId: number;
  paymentData?: PaymentData | null;
  webpay_id?: string | number | null;
}
