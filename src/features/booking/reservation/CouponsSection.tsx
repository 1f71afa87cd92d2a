import { Plural, Trans } from '@lingui/react/macro';
import { reservationSelectors } from '#machines/booking';
import { Button } from '#ui/Button';
import { couponCard } from '../api/views';
import { useReservation, useReservationActor } from './ReservationContext';

/** The booking user's coupons at this club: use one (quantityLeft goes down) or give it back. */
export function CouponsSection({ busy }: { busy: boolean }) {
  const actor = useReservationActor();
  const coupons = useReservation(reservationSelectors.coupons);
  const user = useReservation(reservationSelectors.user);
  const used = useReservation((s) => reservationSelectors.couponOf(s, user.id));
  const quote = useReservation(reservationSelectors.quote);
  const accepted = new Set(quote?.slot.canUseCouponsArray ?? []);
  const shown = coupons.filter((c) => accepted.has(c.clubCouponId) || c.clubCouponId === used);
  if (shown.length === 0) return null;
  return (
    <section className="card summary-section" aria-labelledby="coupons-title">
      <h2 id="coupons-title" className="section-title">
        <Trans>Tus cupones</Trans>
      </h2>
      <ul className="coupon-list">
        {shown.map((item) => {
          const coupon = couponCard(item);
          const inUse = used === coupon.clubCouponId;
          return (
            <li key={coupon.clubCouponId} className={inUse ? 'coupon-row coupon-row--used' : 'coupon-row'}>
              <div className="coupon-row__body">
                <p className="coupon-row__name">{coupon.couponName}</p>
                <p className="coupon-row__left">
                  <Plural value={coupon.quantityLeft} _0="No te quedan cupones" one="Te queda # cupón" other="Te quedan # cupones" />
                </p>
              </div>
              {inUse ? (
                <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'coupon.cancel', userId: user.id })}>
                  <Trans>Quitar</Trans>
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  disabled={busy || used !== null}
                  onClick={() => actor.send({ type: 'coupon.use', userId: user.id, clubCouponId: coupon.clubCouponId })}
                >
                  <Trans>Usar</Trans>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
