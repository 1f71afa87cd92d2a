// The reservation's entities (spec part 1 §3, part 2 §3): extras, coupons, players, the quote, the
// insurance plan and choice, the summary's problems, and what a resumed summary brings back (the
// draft, a payment to make at once, the booking in progress that -1698 names). Re-exported by
// reservation.types.ts.
import type { BookingTexts } from './reservation.texts';
import type { Endpoints, ResponseOf } from '#kernel/contract';
import type { AncillaryDto, BookingActionsDto, QuotedSlotDto } from '#kernel/contract/booking';

type CouponDto = ResponseOf<Endpoints['couponsSummary']>['coupons'][number];
type InsurancePlanDto = ResponseOf<Endpoints['getInsurancePlan']>['plan'];
type PriceInfoDto = QuotedSlotDto['priceInfo'];
type RedeemedCodeDto = NonNullable<PriceInfoDto['reedeemedCode']>;

// ── entities ────────────────────────────────────────────────────────────────────────────────

/** An extra of the slot: min_items 0 is optional; the plus control stops at max_items. */
export type Ancillary = AncillaryDto;

export type Coupon = Pick<CouponDto, 'clubCouponId' | 'couponName' | 'quantityLeft'>;

/** A person on the booking; the booking user is the first and always there. */
export interface Player {
  userId: number;
  firstName: string;
  lastName: string;
}

export type DiscountAlert = NonNullable<RedeemedCodeDto['alert']>;

/** What the quote did with the code it was sent (priceInfo.reedeemedCode: accept, clear or reject). */
export type DiscountVerdict = { code: RedeemedCodeDto['codeFromApp'] } & Pick<RedeemedCodeDto, 'action'> &
  Partial<Pick<RedeemedCodeDto, 'alert'>>;

/**
 * The booking user's priced slot: localTLDateTime is the pay-before deadline (club-local
 * 'yyyy-MM-dd HH:mm:ss'; null: none); canUseCouponsArray the clubCouponIds this slot accepts.
 */
export type QuotedSlot = Pick<
  QuotedSlotDto,
  | 'clubId'
  | 'courtId'
  | 'courtName'
  | 'clubCurrencyCode'
  | 'clubTimezone'
  | 'localTLDateTime'
  | 'canUseCouponsArray'
  | 'courtCapacityEnabled'
  | 'minCapacity'
> & {
  priceInfo: Pick<PriceInfoDto, 'amount' | 'timespan'> & Partial<Pick<PriceInfoDto, 'price_id' | 'promoCode' | 'promoAmount'>>;
  ancillaries: Ancillary[];
  minBookings: QuotedSlotDto['minBookings'] | null;
  /** Golf, an 18-hole round: its back nine (end court and club times). */
  round?: QuotedSlotDto['round'];
};

export interface Quote {
  slot: QuotedSlot;
  /** forbidPaymentAtBooking: the club takes no payment while booking. */
  bookingActions: { paymentAmounts: Pick<BookingActionsDto['paymentAmounts'], 'pay' | 'downpay'> } & Pick<
    BookingActionsDto,
    'forbidPaymentAtBooking'
  >;
  discount: DiscountVerdict | null;
  preBookTimestamp?: string | null;
  preBookExpiration?: string | null;
}

export type InsurancePlan = Pick<InsurancePlanDto, 'amount' | 'planCode' | 'country'> &
  Partial<
    Pick<
      InsurancePlanDto,
      | 'amountUF'
      | 'ufDate'
      | 'ufValue'
      | 'policyAmount'
      | 'policyAmountUF'
      | 'policyAmountReinburstment'
      | 'policyAmountReinburstmentUF'
      | 'url'
    >
  >;

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

export type ServiceFee = Pick<ResponseOf<Endpoints['serviceFeeFeasibility']>, 'active' | 'feeAmount'>;

export type PayAction = 'pay' | 'downpay' | 'book';

/** The summary's own checks before booking (spec part 1 §5); the view shows their messages. */
export type SummaryProblem =
  | { kind: 'minPlayers'; count: number }
  | { kind: 'ancillaryMin'; count: number; name: string }
  | { kind: 'comments'; minLength: number }
  | { kind: 'terms' }
  | { kind: 'fields'; names: string[] }
  | { kind: 'playWith' }
  | { kind: 'motiveAndArrival' }
  | { kind: 'latamPass' };

/** A message about coupons and discount codes; code alerts clear after 10 s. */
export type CodeAlert = DiscountAlert | 'rejected' | 'binMissing' | 'binLength' | 'emptyCode' | 'noMoreCoupons';

/**
 * What the player chose on the summary, kept so that a reload, or coming back from a provider's page
 * (card enrolment, a cancelled or rejected payment), resumes it (the app keeps it in session storage).
 */
export interface ReservationDraft {
  insurance: InsuranceChoice | null;
  plan: InsurancePlan | null;
  players: Player[];
  couponByUser: Record<number, number>;
  ancillaryCounts: Record<number, number>;
  discountCode: string | null;
  bin: string | null;
  comments: string;
  termsAccepted: boolean;
  fieldValues: Record<number, string>;
  /** The booking texts and LATAM Pass id typed (absent in drafts kept before they existed). */
  texts?: BookingTexts;
}

/** Pay again as soon as the summary is ready (back from enrolling a card, or to try another card). */
export interface ResumePayment {
  action: 'pay' | 'downpay';
  /** The form of payment to open the cashier on (the one-click card just enrolled); null: the list. */
  fopCode: string | null;
}

/** The booking in progress that -1698 names (its payment is still open on a provider's page). */
export interface BookingInProgress {
  bookingId: number;
  clubName: string;
  courtName: string;
  /** Club-local 'yyyy-MM-dd' and 'HH:mm:ss'. */
  date: string;
  startTime: string;
  endTime: string;
  /** Its payment's status page is /webpay?webpay_id={webpayId}. */
  webpayId: string | null;
  /** The provider's page (or our status page) the payment waits on. */
  redirectURL: string | null;
  /** Which call answered -1698: after cancelling it, the quote is asked again, or the booking made again. */
  from: 'quote' | 'booking';
}

/** DELETE-like cancel of the booking in progress: PATCH /api/bookings/{id} replace /status CANCELLED. */
export interface CancelBookingInput {
  bookingId: number;
}
