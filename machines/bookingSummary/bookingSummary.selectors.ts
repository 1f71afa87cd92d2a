// View flags of the booking summary. Views read these, never state paths.
import type { MessageDescriptor } from '@lingui/core';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { errorEntry } from '#kernel/lib/errors';
import type { CashierMachine } from '#machines/cashier/cashier.machine';
import type { PaymentResultMachine } from '#machines/paymentResult/paymentResult.machine';
import { bookingSummaryErrors, creditPaymentErrors } from './bookingSummary.errors';
import type { BookingSummaryMachine } from './bookingSummary.machine';
import { statusNames } from './bookingSummary.messages';
import { canDownpay, canPay, canPayInsurance, canPayWithCredit, isInactive } from './bookingSummary.rules';
import type { SummaryData } from './bookingSummary.types';

export type BookingSummarySnapshot = SnapshotFrom<BookingSummaryMachine>;

export type SummaryScreen = 'loading' | 'loaded' | 'notFound' | 'loadFailed' | 'left';

export function screen(s: BookingSummarySnapshot): SummaryScreen {
  if (s.matches('loaded')) return 'loaded';
  if (s.matches('notFound')) return 'notFound';
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.status === 'done') return 'left';
  return 'loading';
}

export const data = (s: BookingSummarySnapshot): SummaryData | null => s.context.data;

/** The load failure's title and message. */
export function loadProblem(s: BookingSummarySnapshot): { title: MessageDescriptor; message: MessageDescriptor } | null {
  if (!s.matches('loadFailed') && !s.matches('notFound')) return null;
  const row = s.matches('notFound') ? bookingSummaryErrors['-404'] : errorEntry(bookingSummaryErrors, s.context.error?.code);
  return { title: row.title ?? bookingSummaryErrors.other.title, message: row.message };
}

/** The status's display name (a free booking shows as RESERVA). */
export function statusName(s: BookingSummarySnapshot): MessageDescriptor | null {
  const b = s.context.data?.booking;
  if (!b) return null;
  if (b.totalAmount <= 0 && b.status === 'PAYED') return statusNames.BOOKED;
  return statusNames[b.status];
}

/** The confirmation title, unless the route's hideTitle asked to leave it out. */
export const showsTitle = (s: BookingSummarySnapshot): boolean => !s.context.hideTitle;

/** Cancelled or exchanged: the booking's details and actions are hidden. */
export const showsBookingInfo = (s: BookingSummarySnapshot): boolean => s.context.data !== null && !isInactive(s.context.data.booking);

/** The pay buttons; none while a payment is under way. */
export function payActions(s: BookingSummarySnapshot) {
  const b = s.context.data?.booking;
  const open = s.matches({ loaded: { payment: 'idle' } }) && showsBookingInfo(s);
  return {
    pay: open && canPay(b),
    downpay: open && canDownpay(b),
    insurance: open && canPayInsurance(b),
    credit: open && canPayWithCredit(b),
  };
}

/**
 * The caller's credit at the booking's club, shown where they pay there: the balance and what paying
 * with it would take now (the balance or the amount due, whichever is less). Null without credit or
 * on an inactive booking.
 */
export function creditBalance(s: BookingSummarySnapshot): { balance: number; applies: number; currencyCode: string } | null {
  const b = s.context.data?.booking;
  if (!b || b.creditBalance <= 0 || !showsBookingInfo(s)) return null;
  return { balance: b.creditBalance, applies: canPay(b) ? Math.min(b.creditBalance, b.payAmount) : 0, currencyCode: b.currencyCode };
}

export const isPayingWithCredit = (s: BookingSummarySnapshot): boolean => s.matches({ loaded: { payment: 'payingWithCredit' } });

/** The pay-with-credit failure, until dismissed. */
export function creditProblem(s: BookingSummarySnapshot): { title: MessageDescriptor; message: MessageDescriptor } | null {
  if (!s.matches({ loaded: { payment: 'creditFailed' } })) return null;
  const row = errorEntry(creditPaymentErrors, s.context.creditError?.code);
  return { title: row.title ?? creditPaymentErrors.other.title, message: row.message };
}

export const isInsurancePromptOpen = (s: BookingSummarySnapshot): boolean => s.matches({ loaded: { payment: 'insurancePrompt' } });

/** The pay call or its result is under way. */
export const isPaying = (s: BookingSummarySnapshot): boolean =>
  s.matches({ loaded: { payment: 'paying' } }) || s.matches({ loaded: { payment: 'settling' } });

export const cashierRef = (s: BookingSummarySnapshot) => s.children.cashier as ActorRefFrom<CashierMachine> | undefined;
export const paymentResultRef = (s: BookingSummarySnapshot) => s.children.settlePayment as ActorRefFrom<PaymentResultMachine> | undefined;

/** What the cashier's modal says paying now charges. */
export function chargeAmount(s: BookingSummarySnapshot): number | null {
  const b = s.context.data?.booking;
  if (!b || !s.matches({ loaded: { payment: 'choosingPayment' } })) return null;
  const action = s.context.payAction;
  return action === 'insurance' ? b.insuranceTotalAmount : action === 'downpay' ? b.downpayAmount : b.payAmount;
}

/** 'Copied the text' is showing. */
export const isCopied = (s: BookingSummarySnapshot): boolean => s.matches({ loaded: { share: 'copied' } });

/**
 * A booking that needs confirmed players (spec part 2 §3 minPlayers, expireFreeBookingMinPlayers,
 * msgNeedMinInvites): how many it needs, how many confirmed, whether it is cancelled short of them and
 * when. Null without a minimum, once met, or when the booking is no longer active.
 */
export function minPlayersNeed(s: BookingSummarySnapshot) {
  const b = s.context.data?.booking;
  if (!b || b.minPlayers === null || !showsBookingInfo(s) || b.confirmedPlayers >= b.minPlayers) return null;
  return {
    minPlayers: b.minPlayers,
    confirmed: b.confirmedPlayers,
    missing: b.minPlayers - b.confirmedPlayers,
    expires: b.expireFreeBookingMinPlayers === 'Y' && b.minPlayersDeadline !== null,
    deadline: b.minPlayersDeadline,
    timezone: b.club_timezone,
    message: b.msgNeedMinInvites,
  };
}
