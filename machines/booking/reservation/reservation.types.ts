// Types of the reservation machine: a held slot becoming a booking (insurance step, summary form,
// payment). Quote, insurance, coupon and booking shapes follow spec part 1 §3 and part 2 §3.
import type { Endpoints, ResponseOf } from '#kernel/contract';
import type { PaymentAnswer, PaymentOutcome, PaymentResultOutput } from '#machines/paymentResult/paymentResult.types';
import type {
  BookingMode,
  BookingUser,
  Brand,
  Club,
  ClubSport,
  Failure,
  HoldWindow,
  Platform,
  SearchCriteria,
  Timeslot,
} from '../booking.types';

export type {
  Ancillary,
  Coupon,
  Player,
  DiscountAlert,
  DiscountVerdict,
  QuotedSlot,
  Quote,
  InsurancePlan,
  InsuranceSelection,
  InsuranceChoice,
  ServiceFee,
  PayAction,
  SummaryProblem,
  CodeAlert,
  ReservationDraft,
  ResumePayment,
  BookingInProgress,
  CancelBookingInput,
} from './reservation.entities';
export type { BookingTexts, BookingTextField, FetchLatamPassIdInput, FetchLatamPassIdOutput } from './reservation.texts';
import type { BookingTexts, BookingTextField } from './reservation.texts';
import type {
  Coupon,
  Player,
  Quote,
  InsurancePlan,
  InsuranceSelection,
  InsuranceChoice,
  ServiceFee,
  PayAction,
  SummaryProblem,
  CodeAlert,
  ReservationDraft,
  ResumePayment,
  BookingInProgress,
} from './reservation.entities';

// ── input, context, events, output ──────────────────────────────────────────────────────────

export interface ReservationInput {
  now: number;
  user: BookingUser;
  brand: Brand;
  platform: Platform;
  country: string;
  mode: BookingMode;
  exchangeBookingId: number | null;
  club: Club;
  sport: ClubSport;
  slot: Timeslot;
  search: SearchCriteria;
  hold: HoldWindow | null;
  /** The hold already ran out (a reload after its time): the countdown starts at 00:00. */
  holdExpired?: boolean;
  /** What the player had chosen for this slot (a reload, or back from a provider's page). */
  draft?: ReservationDraft | null;
  resumePayment?: ResumePayment | null;
  /**
   * The player came from their coupons (`fromCoupons`): on the first quote, a usable coupon of this
   * club goes to the booker at once (only then: a coupon they take off stays off).
   */
  fromCoupons?: boolean;
}

export interface ReservationContext extends ReservationInput {
  /** The texts the club sport asks for and the booker's LATAM Pass account id (reservation.texts.ts). */
  texts: BookingTexts;
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
  /** The form of payment the cashier opens on (resumePayment's). */
  preferredFopCode: string | null;
  /** -1698: the booking in progress, while the player decides. */
  inProgress: BookingInProgress | null;
  /** Cancelling it failed: the code (-52 paid meanwhile, or other). */
  inProgressFailure: string | null;
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
  /** The booker's LATAM Pass account id as typed (the special-character filter is applied). */
  | { type: 'latamPass.set'; value: string }
  /** Who you play with, the booking's motive, the arrival time (HH:mm). */
  | { type: 'texts.set'; field: BookingTextField; value: string }
  | { type: 'booking.pay' }
  | { type: 'booking.downpay' }
  | { type: 'booking.book' }
  /** -1698: back to paying the booking in progress (its provider page or status page). */
  | { type: 'inProgress.continue' }
  /** -1698: cancel the booking in progress and go on with this one. */
  | { type: 'inProgress.cancel' }
  | { type: 'error.dismiss' };

export type ReservationOutput =
  /** Booked: the payment result opened the booking summary (or the provider page, or /book/error). */
  | { result: 'completed'; bookingId: number; payment: PaymentResultOutput['result'] }
  /** The user went back: the parent releases the hold and searches again. */
  | { result: 'cancelled' }
  /**
   * The flow navigated elsewhere (bookings, bookings to pay, a provider's page); the hold runs out by
   * itself (a card enrolment comes back to it, the app's draft remembers the rest).
   */
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
  /** The booker's LATAM Pass account id, at a club that takes LATAM Pass (filtered and valid). */
  LATAMPASSAccountId?: string;
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
  /** Only where the club sport asks for them (ask_play_with, ask_motive_and_arrival). */
  playWith?: string;
  bookingMotive?: string;
  arrivalTime?: string;
}
/** POST /api/bookings answers the booking's id and how its payment goes (none for a free booking). */
export type CreateBookingOutput = Pick<ResponseOf<Endpoints['createBooking']>, 'bookingId'> & PaymentAnswer;
