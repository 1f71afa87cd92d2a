// View flags of /bookings. Views read these, never state paths.
import type { MessageDescriptor } from '@lingui/core';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { FIRST_PAST_YEAR } from '#kernel/contract/booking/bookingsList';
import { errorEntry } from '#kernel/lib/errors';
import type { CashierMachine } from '#machines/cashier/cashier.machine';
import type { PaymentResultMachine } from '#machines/paymentResult/paymentResult.machine';
import type { BookingAncillariesMachine } from '#machines/bookingAncillaries/bookingAncillaries.machine';
import { cancelErrors, creditErrors, listErrors, noticeTexts } from './bookingsList.errors';
import type { BookingsListMachine } from './bookingsList.machine';
import type { BookingListItemDto } from './bookingsList.types';

export type BookingsListSnapshot = SnapshotFrom<BookingsListMachine>;

/** Which tab and which list shows. */
export type Screen = 'bookings' | 'enrolments' | 'matches' | 'left';
export function screen(s: BookingsListSnapshot): Screen {
  if (s.matches('enrolments')) return 'enrolments';
  if (s.matches('matches')) return 'matches';
  if (s.status === 'done') return 'left';
  return 'bookings';
}

export const mainFilter = (s: BookingsListSnapshot) => s.context.mainFilter;
export const subfilter = (s: BookingsListSnapshot) => s.context.subfilter;
export const enrolmentSubfilter = (s: BookingsListSnapshot) => s.context.enrolmentSubfilter;
export const yearMonth = (s: BookingsListSnapshot) => s.context.yearMonth;

export const isLoading = (s: BookingsListSnapshot): boolean =>
  s.matches('start') || s.matches('trigger') || s.matches({ bookings: 'loading' }) || s.matches({ bookings: 'routing' });
export const isBusy = (s: BookingsListSnapshot): boolean =>
  isLoading(s) ||
  s.matches({ bookings: 'cancelling' }) ||
  s.matches({ bookings: 'converting' }) ||
  s.matches({ bookings: 'charging' }) ||
  s.matches({ bookings: 'settling' });

/** Past lists (and past enrolments) wait for a year and a month. */
export const asksForMonth = (s: BookingsListSnapshot): boolean =>
  s.matches({ bookings: 'choosingMonth' }) || s.matches({ enrolments: 'choosingMonth' });
export const showsMonthPicker = (s: BookingsListSnapshot): boolean =>
  (screen(s) === 'bookings' && s.context.subfilter === 'past') || (screen(s) === 'enrolments' && s.context.enrolmentSubfilter === 'past');

/** The rows of the loaded page (none while the month is not chosen or the list failed). */
export function rows(s: BookingsListSnapshot): BookingListItemDto[] {
  if (screen(s) !== 'bookings' || asksForMonth(s) || s.matches({ bookings: 'failed' })) return [];
  return s.context.result?.bookings ?? [];
}
export const hasLoaded = (s: BookingsListSnapshot): boolean => s.context.result !== null && !isLoading(s);
/** The pages of the list shown (one page while none is: a month to choose, a failed load). */
export function pageInfo(s: BookingsListSnapshot) {
  const listed = screen(s) === 'bookings' && !asksForMonth(s) && !s.matches({ bookings: 'failed' });
  const result = listed ? s.context.result : null;
  return { page: result?.actual_page ?? 1, pageCount: result?.total_pages ?? 1, total: result?.total_items ?? 0 };
}
export const listFailed = (s: BookingsListSnapshot): boolean => s.matches({ bookings: 'failed' });

/** The message above the list: a failed load or cancel, a refused month, or a notice. */
export function message(s: BookingsListSnapshot): { kind: 'error' | 'notice'; text: MessageDescriptor; title?: MessageDescriptor } | null {
  const { error, notice } = s.context;
  if (error) {
    const table = s.context.errorOf === 'credit' ? creditErrors : s.matches({ bookings: 'shown' }) ? cancelErrors : listErrors;
    const row = errorEntry(table, error.code);
    return { kind: 'error', text: row.message, ...(row.title ? { title: row.title } : {}) };
  }
  if (notice) return { kind: 'notice', text: noticeTexts[notice] };
  return null;
}

export const cancelTarget = (s: BookingsListSnapshot) =>
  s.matches({ bookings: 'confirmingCancel' }) || s.matches({ bookings: 'cancelling' }) ? s.context.target : null;
export const isCancelling = (s: BookingsListSnapshot) => s.matches({ bookings: 'cancelling' });

/** The booking being converted to credit (its confirm modal), and whether the call is under way. */
export const creditTarget = (s: BookingsListSnapshot) =>
  s.matches({ bookings: 'confirmingCredit' }) || s.matches({ bookings: 'converting' }) ? s.context.target : null;
export const isConverting = (s: BookingsListSnapshot) => s.matches({ bookings: 'converting' });
/** What the last conversion credited, for its notice. */
export const credit = (s: BookingsListSnapshot) => (s.context.notice === 'converted' ? s.context.credit : null);

/** The extras modal's child and the booking it is about. */
export const extrasRef = (s: BookingsListSnapshot) => (s.children.extras as ActorRefFrom<BookingAncillariesMachine> | undefined) ?? null;
export const extrasTarget = (s: BookingsListSnapshot) => (s.matches({ bookings: 'extras' }) ? s.context.target : null);

/** The QR modal: the booking and its code, and whether 'copied' shows. */
export const qr = (s: BookingsListSnapshot) =>
  s.matches({ bookings: 'qr' }) && s.context.target?.accessQRCode
    ? { booking: s.context.target, code: s.context.target.accessQRCode, copied: s.matches({ bookings: { qr: 'copied' } }) }
    : null;

export const selectedIds = (s: BookingsListSnapshot): number[] => s.context.selected.map((i) => i.id);
export const selectionTotal = (s: BookingsListSnapshot) => ({
  count: s.context.selected.length,
  amount: s.context.selected.reduce((sum, i) => sum + i.pendingAmount, 0),
  currencyCode: s.context.selected[0]?.currencyCode ?? null,
});
/** Whether a row's box may be ticked now (the machine's rule: due, same club and currency). */
export function canSelect(s: BookingsListSnapshot, id: number): boolean {
  return s.matches({ bookings: 'shown' }) && s.context.subfilter === 'toPay' && s.can({ type: 'select.toggle', bookingId: id });
}

/** The amount the cashier charges, while paying. */
export function payAmount(s: BookingsListSnapshot): { amount: number; currencyCode: string } | null {
  const t = s.context.payTarget;
  if (!t) return null;
  const items = t.kind === 'group' ? t.items : [t.item];
  return { amount: items.reduce((sum, i) => sum + i.pendingAmount, 0), currencyCode: items[0]?.currencyCode ?? 'CLP' };
}
export const cashierRef = (s: BookingsListSnapshot) => (s.children.cashier as ActorRefFrom<CashierMachine> | undefined) ?? null;
export const paymentResultRef = (s: BookingsListSnapshot) =>
  (s.children.settlePayment as ActorRefFrom<PaymentResultMachine> | undefined) ?? null;

/** Years of the month picker: this one back to 2016 (spec §5). */
export function years(s: BookingsListSnapshot): number[] {
  const last = new Date(s.context.now).getUTCFullYear();
  return Array.from({ length: last - FIRST_PAST_YEAR + 1 }, (_, i) => last - i);
}
