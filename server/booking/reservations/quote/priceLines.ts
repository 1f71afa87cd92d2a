import type { PriceLineDto } from '#kernel/contract/booking';
import type { PlayerAncillary } from '#server/db/schema';

// The lines of a booking's price (issue 9: "every line that changes the total is shown"), built the
// same way from a quote and from a stored booking, so what the summary shows, what the confirmation
// shows and what is stored agree. Amounts are signed integer minor units (coupons and discounts are
// negative): the lines not paid at the club add up to the total — the quote's pay plus its fee, and
// for a stored booking also its insurance.

/** One person's share as the lines need it. */
export interface ShareFigures {
  userId: number;
  priceType: 'COURT' | 'PLAYER';
  /** The court or seat price this person pays. */
  base: number;
  ancillaries: PlayerAncillary[];
  clubCouponId: number | null;
  /** The part of base the coupon pays. */
  couponAmount: number;
  promoAmount: number;
  /** The accepted code, and whether it is a bank (card bin) promotion. */
  promoCode: string | null;
  bankPromotion: boolean;
}

export interface LineNames {
  extra: (clubAncillaryId: number) => string | null;
  coupon: (clubCouponId: number) => string | null;
}

const line = (kind: PriceLineDto['kind'], amount: number, over: Partial<PriceLineDto> = {}): PriceLineDto => ({
  kind,
  userId: null,
  referenceId: null,
  name: null,
  quantity: 1,
  amount,
  atClub: false,
  ...over,
});

/** A person's lines: their court or seat, each extra (online or at the club), their coupon and discount. */
export function shareLines(share: ShareFigures, names: LineNames): PriceLineDto[] {
  const { userId } = share;
  const lines: PriceLineDto[] = [];
  if (share.base > 0) lines.push(line(share.priceType === 'PLAYER' ? 'seat' : 'court', share.base, { userId }));
  for (const a of share.ancillaries) {
    lines.push(
      line('extra', a.amount, {
        userId,
        referenceId: a.club_ancillary_id,
        name: names.extra(a.club_ancillary_id),
        quantity: a.quantity,
        atClub: !a.online,
      }),
    );
  }
  if (share.couponAmount > 0 && share.clubCouponId !== null) {
    lines.push(line('coupon', -share.couponAmount, { userId, referenceId: share.clubCouponId, name: names.coupon(share.clubCouponId) }));
  }
  if (share.promoAmount > 0)
    lines.push(line(share.bankPromotion ? 'bankDiscount' : 'discount', -share.promoAmount, { userId, name: share.promoCode }));
  return lines;
}

/** The lines of every person, then the service fee and the insurance (when there is one). */
export function priceLines(
  shares: ShareFigures[],
  names: LineNames,
  fee: number,
  insurance: { amount: number; players: number } | null,
): PriceLineDto[] {
  const lines = shares.flatMap((share) => shareLines(share, names));
  if (fee > 0) lines.push(line('fee', fee));
  if (insurance && insurance.amount > 0) lines.push(line('insurance', insurance.amount, { quantity: insurance.players }));
  return lines;
}

/** What the lines add up to, without what is paid at the club. */
export const linesTotal = (lines: PriceLineDto[]): number => lines.reduce((sum, l) => (l.atClub ? sum : sum + l.amount), 0);
/** The extras paid at the club. */
export const atClubTotal = (lines: PriceLineDto[]): number => lines.reduce((sum, l) => (l.atClub ? sum + l.amount : sum), 0);
