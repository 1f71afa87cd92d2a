// Types of the booking summary (spec part 2 §2 "Booking summary", §3 "Booking", §4 "Insurance", §7
// "Booking"): the route's input, context, events, and the actors' inputs and outputs. The booking,
// its vouchers, seats and cross-sell are the contract's.
import type { BookingSummaryDto, CrossSellDto, MultipleBookingDto, VoucherDto } from '#kernel/contract/booking';
import type { ActorError } from '#kernel/lib/errors';
import type { FopChoice } from '#machines/cashier/cashier.types';
import type { PaymentAnswer, PaymentOutcome } from '#machines/paymentResult/paymentResult.types';

export type { NavigateParams, RedirectExternalParams } from '#machines/shared/viewActions';

export type SummaryBooking = BookingSummaryDto;
export type Voucher = VoucherDto;
export type MultipleBooking = MultipleBookingDto;
export type CrossSell = CrossSellDto;

export interface BookingSummaryInput {
  /** The route's bookingId as written in the address; not an id → not found without a call. */
  bookingId: string | null | undefined;
  /** The signed-in user. */
  userId: number;
  /** 'web', 'ios' or 'android' (the shell's). */
  os: string;
  /** Inside the native app: only there is the app review asked. */
  nativeShell: boolean;
  /** The clock (epoch ms) handed to the cashier's card form. */
  now: number;
  /** Spec §2 state param hideTitle: the summary shows without its confirmation title (opened from elsewhere). */
  hideTitle?: boolean;
  /** Spec §2 state param payment: the payment to start as soon as the booking loads, when it is open. */
  payment?: PayAction | null;
}

/** Everything the summary shows, loaded together (GET booking, vouchers, multiple bookings, cross-sell). */
export interface SummaryData {
  booking: SummaryBooking;
  vouchers: Voucher[];
  multipleBookings: MultipleBooking[];
  crossSell: CrossSell | null;
}

export interface LoadSummaryInput {
  bookingId: number;
}

/** What a payment pays: the pending amount (pay), the first part (downpay) or the insurance. */
export type PayAction = 'pay' | 'downpay' | 'insurance';

/** POST /api/bookings/{id}/pay (action pay or downpay) or /payInsurance, with the cashier's choice. */
export interface PayInput {
  bookingId: number;
  action: PayAction;
  choice: FopChoice;
}
export type PayOutput = PaymentAnswer;

/** POST /api/bookings/{id}/pay-with-credit: the caller's credit at the club pays as far as it reaches. */
export interface PayWithCreditInput {
  bookingId: number;
}
export interface PayWithCreditOutput {
  status: 'PAYED' | 'PARTIALLY_PAYED';
  creditUsed: number;
  creditBalance: number;
  pendingAmount: number;
}

export interface CopyTextInput {
  text: string;
}

/** GET /api/users/{userId}/{os}/can_review. */
export interface CanReviewInput {
  userId: number;
  os: string;
}

export interface BookingSummaryContext {
  bookingId: number | null;
  userId: number;
  os: string;
  nativeShell: boolean;
  now: number;
  data: SummaryData | null;
  /** The failed load. */
  error: ActorError | null;
  payAction: PayAction | null;
  choice: FopChoice | null;
  /** The pay-with-credit call's failure, shown until dismissed. */
  creditError: ActorError | null;
  /** The pay call's answer or error, handed to the payment result. */
  settlement: PaymentOutcome | null;
  /** The insurance prompt was answered in this visit: it does not come back after a reload. */
  insurancePromptSeen: boolean;
  /** The app review was decided in this visit. */
  reviewDecided: boolean;
  hideTitle: boolean;
  /** The route's payment, until the first load decides on it (started or dropped, once). */
  paymentRequest: PayAction | null;
}

export type BookingSummaryEvent =
  | { type: 'summary.retry' }
  | { type: 'summary.pay' }
  | { type: 'summary.downpay' }
  | { type: 'summary.payInsurance' }
  | { type: 'summary.payWithCredit' }
  | { type: 'credit.dismiss' }
  | { type: 'insurance.dismiss' }
  /** The share text, as the view wrote it in the reader's language. */
  | { type: 'share.copy'; text: string }
  | { type: 'share.messaging'; text: string }
  | { type: 'calendar.download' };

/** The .ics download (the view builds the file from the booking). */
export interface DownloadCalendarParams {
  booking: SummaryBooking;
}
