// Types of the bookings-list machine (/bookings; spec part 2 §2 "Bookings list", §3 "Booking", §4
// "Cancel booking", "Multi-product payment", §7 "Bookings lists"): its input (the route's params), the
// context, events, and the actors' inputs and outputs. Rows and pages are the contract's.
import type { BookingListItemDto, BookingsPageDto } from '#kernel/contract/booking';
import type { ActorError } from '#kernel/lib/errors';
import type { CashierInput, CashierOutput, FopChoice } from '#machines/cashier/cashier.types';
import type { PaymentOutcome, PaymentResultInput, PaymentResultOutput } from '#machines/paymentResult/paymentResult.types';

export type {
  BookingListItemDto,
  BookingsPageDto,
  CashierInput,
  CashierOutput,
  FopChoice,
  PaymentOutcome,
  PaymentResultInput,
  PaymentResultOutput,
};

/** Spec §2: 1 bookings, 2 enrolments (inscriptions), 3 matches. */
export type MainFilter = 1 | 2 | 3;
export type BookingSubfilter = 'active' | 'toPay' | 'past';
export type EnrolmentSubfilter = 'active' | 'past';

export interface YearMonth {
  year: number;
  month: number;
}

export interface BookingsListInput {
  userId: number;
  /** The route's toPay param: open on the bookings to pay. */
  toPay?: boolean;
  /** toEnrollments: open on the enrolments. */
  toEnrollments?: boolean;
  mainFilterSelected?: MainFilter | null;
  /** Only this booking in the active list (the route's bookingId). */
  bookingId?: number | null;
  /** Start this booking's payment at once (spec §2). */
  triggerBookingIdPayment?: number | null;
  /** Epoch ms: which years and months are past. */
  now: number;
}

/** GET .../active_bookings, past_bookings_to_pay or past_bookings: one page. */
export interface LoadPageInput {
  userId: number;
  list: BookingSubfilter;
  page: number;
  perPage: number;
  yearMonth: YearMonth | null;
  onlyBookingId: number | null;
}

/** A booking chosen for payment: what the cashier and the pay call need. */
export interface PayItem {
  id: number;
  clubId: number;
  currencyCode: string;
  pendingAmount: number;
}

/** What is being paid: one booking (POST /api/bookings/{id}/pay) or a group (multi-product create-and-pay). */
export type PayTarget = { kind: 'single'; item: PayItem } | { kind: 'group'; items: PayItem[] };

/** The pay call: it never rejects, its outcome (answer or error) goes to the paymentResult machine. */
export interface PayInput {
  target: PayTarget;
  choice: FopChoice;
}
export interface PayOutput {
  outcome: PaymentOutcome;
  /** The product the result is about: 1 and the booking, or 4 and the group. */
  productId: number;
  productTransactionId: number;
}

export interface CancelInput {
  bookingId: number;
}
/** POST /api/bookings/{id}/trigger-credit-exchange. */
export interface ConvertInput {
  bookingId: number;
}
/** What a conversion added to the player's credit at the club, and the credit there now. */
export interface CreditOutput {
  creditAmount: number;
  creditBalance: number;
  currencyCode: string;
}
export interface CopyInput {
  text: string;
}

/** A message above the list after something happened. */
export type Notice = 'cancelled' | 'copyFailed' | 'notPayable' | 'converted' | 'extrasAdded' | 'payUnavailable';

export interface BookingsListContext {
  userId: number;
  now: number;
  mainFilter: MainFilter;
  subfilter: BookingSubfilter;
  enrolmentSubfilter: EnrolmentSubfilter;
  yearMonth: YearMonth | null;
  page: number;
  onlyBookingId: number | null;
  triggerBookingId: number | null;
  result: BookingsPageDto | null;
  /** The booking a cancel or the QR modal is about. */
  target: BookingListItemDto | null;
  /** Due bookings picked in the to-pay list for one multi-product payment. */
  selected: PayItem[];
  payTarget: PayTarget | null;
  choice: FopChoice | null;
  payment: PayOutput | null;
  error: ActorError | null;
  /** The call the error is about: the list or the cancel (read by state) or the conversion. */
  errorOf: 'credit' | null;
  notice: Notice | null;
  /** The last conversion to credit (its notice says how much). */
  credit: CreditOutput | null;
}

export type BookingsListEvent =
  | { type: 'filter.main'; filter: MainFilter }
  | { type: 'filter.sub'; sub: BookingSubfilter }
  | { type: 'filter.enrolments'; sub: EnrolmentSubfilter }
  | { type: 'filter.month'; year: number; month: number }
  | { type: 'page.go'; page: number }
  | { type: 'booking.cancel'; bookingId: number }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' }
  | { type: 'booking.credit'; bookingId: number }
  | { type: 'credit.confirm' }
  | { type: 'credit.dismiss' }
  | { type: 'booking.extras'; bookingId: number }
  | { type: 'booking.qr'; bookingId: number }
  | { type: 'qr.copy' }
  | { type: 'qr.close' }
  | { type: 'booking.pay'; bookingId: number }
  | { type: 'select.toggle'; bookingId: number }
  | { type: 'select.pay' }
  | { type: 'retry' }
  | { type: 'notice.dismiss' };
