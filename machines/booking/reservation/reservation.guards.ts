// Guards of the reservation machine. Pure functions of context and event.
import type { RejectionParams } from '#machines/shared/outcomes';
import { bookingErrorEntry, PAYMENT_RESULT_CODES, type BookingNext } from '../booking.errors';
import { holdDurationMs } from '../booking.defaults';
import type { PaymentResultOutput } from '#machines/paymentResult/paymentResult.types';
import type { CashierOutput } from '#machines/cashier/cashier.types';
import { isInsuranceOffered, isPlanRefused } from './reservation.insurance';
import { canBookWithoutPaying, canDownpay, canPay, feeApplies } from './reservation.payment';
import {
  ancillaryBelowMin,
  ancillaryCount,
  binAlert,
  isBelowAncillaryMax,
  isBelowMinBookings,
  lacksComments,
  lacksTerms,
  missingFieldNames,
} from './reservation.validation';
import { couponFromCoupons } from './reservation.fromCoupons';
import { asksLatamPass, hasBadLatamPass, lacksMotiveAndArrival, lacksPlayWith } from './reservation.texts';
import type { InsurancePlan, Quote, ReservationContext, ReservationEvent } from './reservation.types';

export type ReservationArgs = { context: ReservationContext; event: ReservationEvent };
type Ctx = { context: ReservationContext };

const ancillaryOf = (context: ReservationContext, id: number) => context.quote?.slot.ancillaries.find((a) => a.club_ancillary_id === id);
const couponOf = (context: ReservationContext, id: number) => context.coupons.find((c) => c.clubCouponId === id);

export const reservationGuards = {
  isInsuranceOffered: ({ context }: ReservationArgs) => isInsuranceOffered(context),
  isPlanRefused: (_: Ctx, plan: InsurancePlan) => isPlanRefused(plan),
  feeApplies: (_: Ctx, quote: Quote) => feeApplies(quote),
  /** The first quote of a reservation opened from the player's coupons, with one of them usable here. */
  givesCouponFromCoupons: ({ context }: Ctx, quote: Quote) => couponFromCoupons(context, quote) !== null,
  quoteHasHold: (_: Ctx, quote: Quote) => holdDurationMs(quote) !== null,
  hasCodeAlert: ({ context }: ReservationArgs) => context.codeAlert !== null,
  canAddPlayer: ({ context, event }: ReservationArgs) =>
    event.type === 'players.add' && !context.players.some((p) => p.userId === event.player.userId),
  /** Already on the list (the booking user included). */
  isDuplicatePlayer: ({ context, event }: ReservationArgs) =>
    event.type === 'players.add' && context.players.some((p) => p.userId === event.player.userId),
  /**
   * The quote refused the player just added: its error names them (details.userId: unknown code,
   * not for this court, their limits…), or there are now too many people (-221).
   */
  isRefusedCandidate: ({ context }: Ctx, { error: { code, details } }: RejectionParams) => {
    if (context.candidate === null) return false;
    return Number(details?.userId) === context.candidate || code === '-221';
  },
  /** The booking user stays on the booking. */
  isRemovablePlayer: ({ context, event }: ReservationArgs) =>
    event.type === 'players.remove' && event.userId !== context.user.id && context.players.some((p) => p.userId === event.userId),
  /** The plus control stops at max_items. */
  canAddAncillary: ({ context, event }: ReservationArgs) => {
    if (event.type !== 'ancillary.add') return false;
    const ancillary = ancillaryOf(context, event.ancillaryId);
    return ancillary !== undefined && isBelowAncillaryMax(ancillary, ancillaryCount(context, event.ancillaryId));
  },
  canRemoveAncillary: ({ context, event }: ReservationArgs) =>
    event.type === 'ancillary.remove' && ancillaryCount(context, event.ancillaryId) > 0,
  /** A listed coupon with some left, accepted by the slot, for a player without one. */
  canUseCoupon: ({ context, event }: ReservationArgs) => {
    if (event.type !== 'coupon.use') return false;
    const coupon = couponOf(context, event.clubCouponId);
    return (
      coupon !== undefined &&
      coupon.quantityLeft > 0 &&
      (context.quote?.slot.canUseCouponsArray ?? []).includes(coupon.clubCouponId) &&
      context.players.some((p) => p.userId === event.userId) &&
      context.couponByUser[event.userId] === undefined
    );
  },
  hasNoCouponLeft: ({ context, event }: ReservationArgs) =>
    event.type === 'coupon.use' && (couponOf(context, event.clubCouponId)?.quantityLeft ?? 0) <= 0,
  hasCoupon: ({ context, event }: ReservationArgs) => event.type === 'coupon.cancel' && context.couponByUser[event.userId] !== undefined,
  isNonEmptyCode: ({ event }: ReservationArgs) => event.type === 'discount.applyCode' && event.code.trim() !== '',
  /** Exactly six digits. */
  isValidBin: ({ event }: ReservationArgs) => event.type === 'discount.applyBin' && binAlert(event.bin) === null,
  hasDiscount: ({ context }: ReservationArgs) => context.discountCode !== null || context.bin !== null,
  canPay: ({ context }: ReservationArgs) => canPay(context),
  canDownpay: ({ context }: ReservationArgs) => canDownpay(context),
  canBookWithoutPaying: ({ context }: ReservationArgs) => canBookWithoutPaying(context),
  isBelowMinBookings: ({ context }: ReservationArgs) => isBelowMinBookings(context),
  isBelowAncillaryMin: ({ context }: ReservationArgs) => ancillaryBelowMin(context) !== undefined,
  lacksComments: ({ context }: ReservationArgs) => lacksComments(context),
  lacksTerms: ({ context }: ReservationArgs) => lacksTerms(context),
  lacksMandatoryFields: ({ context }: ReservationArgs) => missingFieldNames(context).length > 0,
  asksLatamPass: ({ context }: ReservationArgs) => asksLatamPass(context),
  lacksPlayWith: ({ context }: ReservationArgs) => lacksPlayWith(context),
  lacksMotiveAndArrival: ({ context }: ReservationArgs) => lacksMotiveAndArrival(context),
  hasBadLatamPass: ({ context }: ReservationArgs) => hasBadLatamPass(context),
  needsPaymentModal: ({ context }: ReservationArgs) => context.payAction === 'pay' || context.payAction === 'downpay',
  /** -44, -1698, -133, -92, -4498: the paymentResult machine settles them. */
  isPaymentResultCode: (_: Ctx, { error }: RejectionParams) => PAYMENT_RESULT_CODES.has(error.code),
  failureLeadsTo: ({ context }: ReservationArgs, params: { next: BookingNext }) =>
    context.failure !== null && bookingErrorEntry(context.failure.call, context.failure.code).next === params.next,
  cashierEnded: (_: Ctx, { ended, result }: { ended: CashierOutput; result: CashierOutput['result'] }) => ended.result === result,
  /** A draft brought the insurance choice back: the step is not asked again. */
  hasChosenInsurance: ({ context }: ReservationArgs) => context.insurance !== null,
  /** Back from a provider's page to pay, and the quote offers that payment. */
  resumesPayment: ({ context }: ReservationArgs) =>
    context.resumePayment != null && (context.resumePayment.action === 'downpay' ? canDownpay(context) : canPay(context)),
  hasResumePayment: ({ context }: ReservationArgs) => context.resumePayment != null,
  /** -1698 with the booking in progress named: the player decides (continue paying it, or cancel it). */
  isBookingInProgress: (_: Ctx, { error }: RejectionParams) => error.code === '-1698' && Number(error.details?.bookingId) > 0,
  inProgressFromBooking: ({ context }: ReservationArgs) => context.inProgress?.from === 'booking',
  paymentEnded: (_: Ctx, { ended, result }: { ended: PaymentResultOutput; result: PaymentResultOutput['result'] }) =>
    ended.result === result,
};
