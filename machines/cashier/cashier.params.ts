// The /payment page's params (spec part 2 §2: fopAmount, fopAmountFormatted, promoCode,
// promoAmount, promoAmountFormatted, fopAction, userId, clubId, bookingInsurance, redirectTo,
// state) → the cashier's input. The formatted amounts and promoAmount are for display only and
// stay with the view. Params arrive as strings (or are missing).
import type { CashierInput, TokenizedPaymentMode } from './cashier.types';

export type PaymentPageParams = Partial<Record<string, string | null | undefined>>;

const text = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === '' ? null : value.trim();

/** A whole number, or null for anything else ('12.5', 'abc', ''). */
function wholeNumber(value: string | null | undefined): number | null {
  const t = text(value);
  return t !== null && /^-?\d+$/.test(t) ? Number(t) : null;
}

/** 'true', '1', 'Y' (any case) are true; anything else false. */
const flag = (value: string | null | undefined): boolean => ['TRUE', '1', 'Y', 'YES'].includes((text(value) ?? '').toUpperCase());

/**
 * null when the params name no user (the page needs one; the route requires a login, so the
 * view falls back to the session's user before calling this).
 */
export function cashierInputFromParams(
  params: PaymentPageParams,
  context: { now: number; userId?: number | null; tokenizedPaymentMode?: TokenizedPaymentMode | null },
): CashierInput | null {
  const userId = wholeNumber(params.userId) ?? context.userId ?? null;
  if (userId === null) return null;
  return {
    userId,
    clubId: wholeNumber(params.clubId),
    fopAmount: wholeNumber(params.fopAmount),
    promoCode: text(params.promoCode),
    fopAction: text(params.fopAction),
    bookingInsurance: flag(params.bookingInsurance),
    redirectTo: text(params.redirectTo),
    state: text(params.state),
    tokenizedPaymentMode: context.tokenizedPaymentMode ?? null,
    now: context.now,
  };
}
