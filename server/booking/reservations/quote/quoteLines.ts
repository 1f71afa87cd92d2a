import { inArray } from 'drizzle-orm';
import type { BookUserEntryDto, PriceLineDto } from '#kernel/contract/booking';
import type { Db } from '#server/db/client';
import { clubCoupons } from '#server/db/schema';
import type { Tx } from '#server/db/transaction';
import type { ServiceFee } from '../serviceFee';
import type { DiscountVerdict } from './discounts';
import type { QuoteFacts } from './facts';
import type { Share } from './pricing';
import { priceLines } from './priceLines';

/** The names of the coupons these shares use (one read, only when one is used). */
export async function couponNames(db: Db | Tx, shares: Share[]): Promise<Map<number, string>> {
  const ids = [...new Set(shares.map((s) => s.clubCouponId).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: clubCoupons.id, name: clubCoupons.name }).from(clubCoupons).where(inArray(clubCoupons.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A quote's lines: each person's share, coupon and discount, then the fee. */
export function quoteLines(
  entries: BookUserEntryDto[],
  shares: Share[],
  verdicts: DiscountVerdict[],
  facts: QuoteFacts,
  coupons: Map<number, string>,
  fee: ServiceFee,
): PriceLineDto[] {
  const extraNames = new Map(facts.ancillaries.map((a) => [a.id, a.name]));
  const figures = shares.map((share, i) => ({
    userId: entries[i].userId,
    priceType: share.priceType,
    base: share.base,
    ancillaries: share.ancillaries,
    clubCouponId: share.clubCouponId,
    couponAmount: share.couponAmount,
    promoAmount: verdicts[i].promoAmount,
    promoCode: verdicts[i].code?.code ?? null,
    bankPromotion: (verdicts[i].code?.bins?.length ?? 0) > 0,
  }));
  const names = { extra: (id: number) => extraNames.get(id) ?? null, coupon: (id: number) => coupons.get(id) ?? null };
  return priceLines(figures, names, fee.active ? fee.feeAmount : 0, null);
}
