// Types of the payment-result machine: what every pay or book call of the product hands it (the
// call's answer or its error, the product kind and the product's id), its context, events, output
// and the parameters of the actions the view supplies. Shapes follow spec part 1 §3 (Payment) and
// part 2 §3 (Payment data), as the contract's pay answer has them.
import type { MessageDescriptor } from '@lingui/core';
import type { Endpoints, ResponseOf } from '#kernel/contract';
import type { ActorError } from '#kernel/lib/errors';

export type { NavigateParams, RedirectExternalParams } from '#machines/shared/viewActions';

type PayAnswerDto = ResponseOf<Endpoints['payBooking']>;
type PaymentDataDto = PayAnswerDto['paymentData'];

/** The products that are paid or booked through a call answered with paymentData (spec part 2 §2). */
export type ProductKind = 'booking' | 'activity' | 'couponPack' | 'multiple' | 'prime';

/** paymentData of a pay or book answer: status APPROVED, PENDING or REJECTED; errCategory FOP_SPEED or another. */
export type PaymentData = Pick<PaymentDataDto, 'status'> & Partial<Pick<PaymentDataDto, 'redirectURL' | 'errCategory'>>;

/** The fields of a pay or book answer that decide the result (the rest is ignored); none for a free booking. */
export type PaymentAnswer = { paymentData?: PaymentData | null } & Partial<Pick<PayAnswerDto, 'webpay_id'>>;

/** The call's outcome: its answer, or what it rejected with. */
export type PaymentOutcome = { answer: PaymentAnswer } | { error: unknown };

export interface PaymentResultInput {
  product: ProductKind;
  /** bookingId, activityBookingId, couponPackPurchaseId, multipleProductId or subscriptionId. */
  id: number | string;
  outcome: PaymentOutcome;
}

/** How the flow that asked ends: the parent decides what to do next from this alone. */
export type PaymentResultKind =
  /** Paid, or nothing to pay: the product's summary page was opened. */
  | 'summary'
  /** PENDING: the browser went to the provider's page. */
  | 'redirected'
  /** Not validated: the /book/error page was opened. */
  | 'errorPage'
  /** An error code that leads elsewhere (bookings, bookings to pay, the card provider page). */
  | 'left'
  /** An error the user read and dismissed: the caller stays where it was (pay again, other card). */
  | 'dismissed';

export interface PaymentResultOutput {
  result: PaymentResultKind;
  /** The error code when the call failed. */
  code: string | null;
}

export interface PaymentResultContext {
  product: ProductKind;
  id: number | string;
  outcome: PaymentOutcome;
  answer: PaymentAnswer | null;
  error: ActorError | null;
  result: PaymentResultKind | null;
}

export type PaymentResultEvent = { type: 'result.dismiss' };

// ── parameters of the actions the view supplies ──────────────────────────────────────────────

/** /book/error?status&title&message: the view translates the descriptors and builds the query. */
export interface ShowErrorPageParams {
  status: number;
  title: MessageDescriptor;
  message: MessageDescriptor;
}
/** Purchase analytics (spec part 1 §9): order number '{productId}-{id}', fixed currency and value 1. */
export interface TrackPurchaseParams {
  orderId: string;
  product: ProductKind;
}
