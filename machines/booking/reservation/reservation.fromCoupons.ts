// A reservation opened from the player's coupons (/book/clubs/{id}/sports?fromCoupons=1): the first
// quote tells which of the club's coupons this slot takes, and the booker gets the first of them with
// some left at once — as if they had chosen it on the summary (they can take it off there).
import type { Coupon } from './reservation.entities';
import type { Quote, ReservationContext } from './reservation.types';

type Update = Partial<ReservationContext>;

/** The coupon to give the booker on the first quote, if the reservation came from their coupons. */
export function couponFromCoupons(context: ReservationContext, quote: Quote): Coupon | null {
  const firstQuote = context.quote === null;
  const bookerListed = context.players.some((p) => p.userId === context.user.id);
  if (!context.fromCoupons || !firstQuote || !bookerListed || context.couponByUser[context.user.id] !== undefined) return null;
  const accepted = quote.slot.canUseCouponsArray ?? [];
  return context.coupons.find((c) => c.quantityLeft > 0 && accepted.includes(c.clubCouponId)) ?? null;
}

/** The booker's coupon from their coupons: one fewer left, then quoted again with it. */
export function useCouponFromCoupons(context: ReservationContext, quote: Quote): Update {
  const coupon = couponFromCoupons(context, quote);
  if (!coupon) return {};
  return {
    couponByUser: { ...context.couponByUser, [context.user.id]: coupon.clubCouponId },
    coupons: context.coupons.map((c) => (c.clubCouponId === coupon.clubCouponId ? { ...c, quantityLeft: c.quantityLeft - 1 } : c)),
  };
}
