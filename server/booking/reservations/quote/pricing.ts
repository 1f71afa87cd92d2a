import type { BookUserEntryDto } from '#kernel/contract/booking';
import { ApiFailure } from '#server/http/apiFailure';
import { COMMON_ERRORS } from '#kernel/contract';
import type { PlayerAncillary } from '#server/db/schema';
import type { QuoteFacts } from './facts';

/** One person's share of a booking before discount codes, in minor units. */
export interface Share {
  priceType: 'COURT' | 'PLAYER';
  /** The court (COURT, booking user) or seat (PLAYER) price this person pays. */
  base: number;
  ancillaries: PlayerAncillary[];
  /** base + every extra. */
  amount: number;
  /** base + extras paid online. */
  appAmount: number;
  /** The coupon used, and the part of base it pays. */
  clubCouponId: number | null;
  couponAmount: number;
  /** A coupon was asked for but the caller has none left of that kind (-7711). */
  couponMissing: number | null;
}

const invalid = (message: string, details: Record<string, unknown>) => new ApiFailure(COMMON_ERRORS.INVALID_INPUT, 400, message, details);

/** Extras a person asked for, priced; unknown ones and counts above max_items are refused (HTTP 400). */
function pricedAncillaries(entry: BookUserEntryDto, facts: QuoteFacts): PlayerAncillary[] {
  const chosen = new Map<number, number>();
  for (const a of entry.ancillaries ?? []) chosen.set(a.club_ancillary_id, (chosen.get(a.club_ancillary_id) ?? 0) + a.quantity);
  return [...chosen].flatMap(([id, quantity]) => {
    const item = facts.ancillaries.find((a) => a.id === id);
    if (!item) throw invalid('Unknown extra item', { club_ancillary_id: id });
    if (item.maxItems > 0 && quantity > item.maxItems)
      throw invalid('Too many of an extra item', { club_ancillary_id: id, max_items: item.maxItems });
    return quantity === 0 ? [] : [{ club_ancillary_id: id, quantity, amount: item.amount * quantity, online: item.onlinePayment }];
  });
}

/**
 * Each person's share: on a court booked whole the booking user pays the court and the others
 * nothing; on a capacity court everyone pays a seat. Extras are per person. A coupon (always the
 * caller's: they pay with their coupons for whoever they bring) pays a share's price.
 */
export function shares(entries: BookUserEntryDto[], price: number, capacityCourt: boolean, facts: QuoteFacts): Share[] {
  const left = new Map(facts.callerCoupons);
  return entries.map((entry, index) => {
    const priceType = capacityCourt ? 'PLAYER' : 'COURT';
    const base = capacityCourt || index === 0 ? price : 0;
    const ancillaries = pricedAncillaries(entry, facts);
    const extras = ancillaries.reduce((sum, a) => sum + a.amount, 0);
    const onlineExtras = ancillaries.filter((a) => a.online).reduce((sum, a) => sum + a.amount, 0);
    let clubCouponId: number | null = null;
    let couponMissing: number | null = null;
    const wanted = entry.clubCouponId ?? null;
    if (wanted !== null && base > 0 && facts.couponKinds.includes(wanted)) {
      if ((left.get(wanted) ?? 0) > 0) {
        left.set(wanted, left.get(wanted)! - 1);
        clubCouponId = wanted;
      } else couponMissing = wanted;
    }
    return {
      priceType,
      base,
      ancillaries,
      amount: base + extras,
      appAmount: base + onlineExtras,
      clubCouponId,
      couponAmount: clubCouponId !== null ? base : 0,
      couponMissing,
    };
  });
}

/** Extras below their min_items for the booking user (checked when booking, not while quoting). */
export function missingAncillaries(facts: QuoteFacts, first: Share): { club_ancillary_id: number; name: string; min_items: number }[] {
  return facts.ancillaries
    .filter((a) => a.minItems > 0 && (first.ancillaries.find((c) => c.club_ancillary_id === a.id)?.quantity ?? 0) < a.minItems)
    .map((a) => ({ club_ancillary_id: a.id, name: a.name, min_items: a.minItems }));
}
