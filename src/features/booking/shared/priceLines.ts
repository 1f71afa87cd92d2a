// The lines of a booking's price as the screens show them (the quote's on the summary, the stored
// booking's on its confirmation): the same kind of line for several players is one line, and what is
// paid at the club stays apart from the total. Amounts are signed minor units (coupons and discounts
// are negative); the lines in the total add up to it.
import type { PriceLineDto } from '#kernel/contract/booking';

export type PriceLine = PriceLineDto;

export interface ShownLine {
  key: string;
  kind: PriceLine['kind'];
  /** Club-entered text (an extra's or coupon's name) or the discount code; null for our own lines. */
  name: string | null;
  quantity: number;
  amount: number;
  atClub: boolean;
}

/** One line per kind and item: two players' seats are one 'seats × 2' line. */
export function groupLines(lines: readonly PriceLine[]): ShownLine[] {
  const shown = new Map<string, ShownLine>();
  for (const line of lines) {
    const key = `${line.kind}|${line.referenceId ?? ''}|${line.name ?? ''}|${line.atClub}`;
    const seen = shown.get(key);
    if (seen) {
      seen.quantity += line.quantity;
      seen.amount += line.amount;
    } else shown.set(key, { key, kind: line.kind, name: line.name, quantity: line.quantity, amount: line.amount, atClub: line.atClub });
  }
  return [...shown.values()];
}

/** What the lines in the total add up to. */
export const linesTotal = (lines: readonly { amount: number; atClub: boolean }[]): number =>
  lines.reduce((sum, l) => (l.atClub ? sum : sum + l.amount), 0);

/** A line the app adds itself (the fee it checked, the insurance chosen). */
export const ownLine = (kind: 'fee' | 'insurance', amount: number, quantity = 1): PriceLine => ({
  kind,
  userId: null,
  referenceId: null,
  name: null,
  quantity,
  amount,
  atClub: false,
});
