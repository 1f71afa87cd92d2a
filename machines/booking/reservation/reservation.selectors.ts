// View flags of the reservation (insurance step, summary form, payment). Views read these and
// `snapshot.can`, never state paths.
import type { MessageDescriptor } from '@lingui/core';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { errorEntry } from '#kernel/lib/errors';
import { bookingErrorEntry, inProgressCancelErrors } from '../booking.errors';
import type { HoldCountdownMachine } from '../hold/holdCountdown.machine';
import { countdownText, holdExpired } from '../hold/holdCountdown.selectors';
import type { PaymentResultMachine } from '#machines/paymentResult/paymentResult.machine';
import type { CashierMachine } from '#machines/cashier/cashier.machine';
import { draftOf } from './reservation.resume';
import { insuranceChoice, insurancePlayers } from './reservation.insurance';
import {
  canBookWithoutPaying,
  canDownpay as downpayOffered,
  canPay as payOffered,
  chargeAmount,
  downpayAmount,
  payAmount,
  totalWithFee,
} from './reservation.payment';
import type { ReservationMachine } from './reservation.machine';
import { codeAlertMessages, commentMinLength, problemMessage } from './reservation.validation';

export type ReservationSnapshot = SnapshotFrom<ReservationMachine>;

export type ReservationScreen = 'loading' | 'insurance' | 'summary' | 'inProgress' | 'payment' | 'paymentResult' | 'ended';

export function screen(s: ReservationSnapshot): ReservationScreen {
  if (s.status === 'done') return 'ended';
  if (s.matches({ insurance: 'choosing' })) return 'insurance';
  if (s.matches({ summary: 'ready' })) return 'summary';
  if (s.matches({ summary: 'bookingInProgress' })) return 'inProgress';
  if (s.matches({ summary: 'choosingPayment' })) return 'payment';
  if (s.matches({ summary: 'settling' })) return 'paymentResult';
  return 'loading';
}

/** The insurance step (its plan loading included). */
export const isInsuranceStep = (s: ReservationSnapshot): boolean => s.status === 'active' && s.matches('insurance');

/** A quote, fee check or booking call is running. */
export const isBusy = (s: ReservationSnapshot): boolean => screen(s) === 'loading';

// ── countdown ──
const countdownRef = (s: ReservationSnapshot) => s.children.holdCountdown as ActorRefFrom<HoldCountdownMachine> | undefined;
/** hh:mm:ss or mm:ss; null without a hold. */
export const countdown = (s: ReservationSnapshot): string | null => countdownText(countdownRef(s)?.getSnapshot());
export const isHoldExpired = (s: ReservationSnapshot): boolean => holdExpired(countdownRef(s)?.getSnapshot());
/** The countdown child itself: a view subscribes to it to tick every second. */
export const holdCountdownRef = countdownRef;

// ── insurance ──
export function insuranceOptions(s: ReservationSnapshot) {
  const players = insurancePlayers(s.context);
  const plan = s.context.plan;
  return { plan, single: insuranceChoice(plan, 'single', players), team: insuranceChoice(plan, 'team', players) };
}

// ── amounts and payment actions ──
export function amounts(s: ReservationSnapshot) {
  const { quote, serviceFee } = s.context;
  const pay = payAmount(quote);
  return {
    currencyCode: quote?.slot.clubCurrencyCode ?? s.context.club.currencyCode,
    pay,
    downpay: downpayAmount(quote),
    fee: serviceFee?.active ? serviceFee.feeAmount : 0,
    total: totalWithFee(pay, serviceFee),
    payBefore: quote?.slot.localTLDateTime ?? null,
  };
}
/**
 * The player's credit at the club (show_credit_balance), while booking now and paying later is
 * offered: the booking's summary spends it. Null otherwise.
 */
export function creditAtClub(s: ReservationSnapshot): { balance: number; currencyCode: string } | null {
  const { sport } = s.context;
  const balance = sport.creditBalance ?? 0;
  if (!sport.show_credit_balance || balance <= 0 || !offersPayLater(s)) return null;
  return { balance, currencyCode: amounts(s).currencyCode };
}
/** What paying now charges: the amount (full or partial), the service fee and the chosen insurance. */
export const chargeNow = (s: ReservationSnapshot, action: 'pay' | 'downpay'): number => chargeAmount(s.context, action);
export const canPay = (s: ReservationSnapshot): boolean => s.can({ type: 'booking.pay' });
export const canDownpay = (s: ReservationSnapshot): boolean => s.can({ type: 'booking.downpay' });
export const canBook = (s: ReservationSnapshot): boolean => s.can({ type: 'booking.book' });
/**
 * The quote offers paying now (full or partial): the buttons stay on screen while the payment modal
 * is open or the booking call runs, so focus can return to them; pressing them then does nothing.
 */
export const offersPay = (s: ReservationSnapshot): boolean => payOffered(s.context);
export const offersDownpay = (s: ReservationSnapshot): boolean => downpayOffered(s.context);
/** Paying later is offered (the 'book' button next to 'pay'). */
export const offersPayLater = (s: ReservationSnapshot): boolean => s.context.quote !== null && canBookWithoutPaying(s.context);

// ── what is being booked ──
export const club = (s: ReservationSnapshot) => s.context.club;
export const sport = (s: ReservationSnapshot) => s.context.sport;
export const slot = (s: ReservationSnapshot) => s.context.slot;
export const search = (s: ReservationSnapshot) => s.context.search;
export const quote = (s: ReservationSnapshot) => s.context.quote;
export const insurance = (s: ReservationSnapshot) => s.context.insurance;
export const user = (s: ReservationSnapshot) => s.context.user;
/** The summary's first quote has not arrived yet. */
export const hasQuote = (s: ReservationSnapshot): boolean => s.context.quote !== null;
export const canGoBack = (s: ReservationSnapshot): boolean => s.can({ type: 'reservation.back' });
export const payAction = (s: ReservationSnapshot) => s.context.payAction;
export const discountCode = (s: ReservationSnapshot) => s.context.discountCode;
export const discountBin = (s: ReservationSnapshot) => s.context.bin;
export const canClearDiscount = (s: ReservationSnapshot): boolean => s.can({ type: 'discount.clear' });
export const comments = (s: ReservationSnapshot) => s.context.comments;
export const termsAccepted = (s: ReservationSnapshot): boolean => s.context.termsAccepted;
export const fieldValues = (s: ReservationSnapshot) => s.context.fieldValues;
export const canUseCoupon = (s: ReservationSnapshot, userId: number, clubCouponId: number): boolean =>
  s.can({ type: 'coupon.use', userId, clubCouponId });
export const canCancelCoupon = (s: ReservationSnapshot, userId: number): boolean => s.can({ type: 'coupon.cancel', userId });
/** The payment modal's cashier, while the user chooses how to pay (pay or downpay chosen). */
export const cashierRef = (s: ReservationSnapshot) => (s.children.cashier as ActorRefFrom<CashierMachine> | undefined) ?? null;
/** The payment modal is open. */
export const isChoosingPayment = (s: ReservationSnapshot): boolean => cashierRef(s) !== null;

// ── form ──
export const players = (s: ReservationSnapshot) => s.context.players;
export const canRemovePlayer = (s: ReservationSnapshot, userId: number): boolean => s.can({ type: 'players.remove', userId });
export const isAddPlayerOpen = (s: ReservationSnapshot): boolean => s.context.addPlayerOpen;
export const ancillaries = (s: ReservationSnapshot) =>
  (s.context.quote?.slot.ancillaries ?? []).map((a) => ({
    ...a,
    count: s.context.ancillaryCounts[a.club_ancillary_id] ?? 0,
    canAdd: s.can({ type: 'ancillary.add', ancillaryId: a.club_ancillary_id }),
    canRemove: s.can({ type: 'ancillary.remove', ancillaryId: a.club_ancillary_id }),
  }));
export const coupons = (s: ReservationSnapshot) => s.context.coupons;
export const couponOf = (s: ReservationSnapshot, userId: number): number | null => s.context.couponByUser[userId] ?? null;
export const commentsRequired = (s: ReservationSnapshot): boolean => commentMinLength(s.context) > 0;
/** The fewest characters the comments need when that is more than one (comments_min_length). */
export const commentsMinLength = (s: ReservationSnapshot): number | null =>
  commentMinLength(s.context) > 1 ? commentMinLength(s.context) : null;
/** The club's note about the sport (additional_text_data), or null. */
export const clubNote = (s: ReservationSnapshot): string | null => s.context.sport.additional_text_data?.trim() || null;
export const termsRequired = (s: ReservationSnapshot): boolean => s.context.sport.include_tyc === 'Y';
export const customFields = (s: ReservationSnapshot) => s.context.sport.dataConfig;

// ── messages ──
export interface MessageView {
  message: MessageDescriptor;
  values: Record<string, string | number>;
}
/** The coupon or discount-code alert (clears after 10 s). */
export const codeAlert = (s: ReservationSnapshot): MessageDescriptor | null =>
  s.context.codeAlert ? codeAlertMessages[s.context.codeAlert] : null;
/** The summary's own check that stopped the booking. */
export const problem = (s: ReservationSnapshot): MessageView | null => (s.context.problem ? problemMessage(s.context.problem) : null);
/** A quote or booking error that kept the user on the summary (modal or inline, per its row). */
export function failure(s: ReservationSnapshot): (MessageView & { show: string }) | null {
  const f = s.context.failure;
  if (!f) return null;
  const entry = bookingErrorEntry(f.call, f.code);
  return { message: entry.message, values: f.values, show: entry.show };
}

/** Why the add-player dialog refused the last player (naming them), while it is open. */
export function playerRefusal(s: ReservationSnapshot): MessageView | null {
  const refusal = s.context.playerRefusal;
  if (!refusal || !s.context.addPlayerOpen) return null;
  return { message: bookingErrorEntry(refusal.call, refusal.code).message, values: refusal.values };
}
/** The dialog's player is being checked (the quote is asked). */
export const isCheckingPlayer = (s: ReservationSnapshot): boolean => s.context.candidate !== null;

/** The payment result child (its error modal), while the booking's answer is settled. */
export const paymentResultRef = (s: ReservationSnapshot) => s.children.settlePayment as ActorRefFrom<PaymentResultMachine> | undefined;

// ── a booking in progress (-1698) ──
/** The booking whose payment is still open, while the player decides: continue paying it, or cancel it. */
export const bookingInProgress = (s: ReservationSnapshot) => s.context.inProgress;
export const isCancellingInProgress = (s: ReservationSnapshot): boolean => s.matches({ summary: 'cancellingInProgress' });
export const canContinueInProgress = (s: ReservationSnapshot): boolean => s.can({ type: 'inProgress.continue' });
export const canCancelInProgress = (s: ReservationSnapshot): boolean => s.can({ type: 'inProgress.cancel' });
/** Why cancelling it failed (paid meanwhile, or another error). */
export const inProgressFailure = (s: ReservationSnapshot): MessageDescriptor | null =>
  s.context.inProgressFailure ? errorEntry(inProgressCancelErrors, s.context.inProgressFailure).message : null;

/** What the player chose, for the app to keep (a reload, or coming back from a provider's page, resumes it). */
export const draft = (s: ReservationSnapshot) => draftOf(s.context);

/** The sport's rule for free bookings that need players (spec part 2 §3: minPlayers, expireFreeBookingMinPlayers, msgNeedMinInvites). */
export interface MinPlayersRule {
  minPlayers: number;
  /** A booking still short of confirmed players hoursBefore its start is cancelled. */
  expires: boolean;
  hoursBefore: number;
  /** The club's own words, when it wrote them. */
  message: string | null;
}

/** Shown while a free booking is confirmed: only a free booking (nothing to pay now) falls under the rule. */
export function minPlayersRule(s: ReservationSnapshot): MinPlayersRule | null {
  const { minPlayers, expireFreeBookingMinPlayers, minPlayersHoursBefore, msgNeedMinInvites } = s.context.sport;
  if (!minPlayers || minPlayers < 2 || s.context.quote === null || payAmount(s.context.quote) > 0) return null;
  // A change that leaves nothing to pay was paid for already: not a free booking (no notice).
  if (s.context.mode === 'exchange') return null;
  return {
    minPlayers,
    expires: expireFreeBookingMinPlayers === 'Y',
    hoursBefore: minPlayersHoursBefore ?? 0,
    message: msgNeedMinInvites ?? null,
  };
}
