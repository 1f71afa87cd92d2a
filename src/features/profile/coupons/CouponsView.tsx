import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { UserCouponDto } from '#kernel/contract/profileItems';
import { couponsSelectors as select, loadCouponsErrors, type CouponsMachine } from '#machines/coupons';
import { Button } from '#ui/Button';
import { EmptyState } from '#ui/EmptyState';
import { Loader } from '#ui/Loader';
import { Notice } from '#ui/Notice';
import '../items/ProfileItems.css';

/** The club's sports (its coupon's sport chosen), where the summary then applies one of these coupons. */
export function bookWithCouponPath(coupon: UserCouponDto): string {
  const query = new URLSearchParams({ fromCoupons: '1' });
  if (coupon.sportId !== null) query.set('preSelectSportId', String(coupon.sportId));
  return `/book/clubs/${coupon.clubId}/sports?${query.toString()}`;
}

function CouponRow({ coupon, bookable }: { coupon: UserCouponDto; bookable: boolean }) {
  const left = coupon.quantityLeft;
  const name = left === 1 ? coupon.couponName : coupon.couponsName;
  return (
    <li className="profile-item">
      <div className="profile-item__main">
        <p className="profile-item__title">{coupon.clubName}</p>
        <p className="profile-item__meta">{name}</p>
        {bookable && left > 0 ? (
          <Link className="profile-item__action" to={bookWithCouponPath(coupon)}>
            <Trans>
              Reservar con un cupón <span className="visually-hidden">en {coupon.clubName}</span>
            </Trans>
          </Link>
        ) : null}
      </div>
      <span className="profile-item__figure">
        <Trans>{left} disponibles</Trans>
      </span>
    </li>
  );
}

/** The player's coupons per club, and the kinds a club withdrew, from the coupons machine. */
export function CouponsView({ actor }: { actor: ActorRefFrom<CouponsMachine> }) {
  const { i18n, t } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const usable = select.usable(snapshot);
  const withdrawn = select.withdrawn(snapshot);
  return (
    <>
      {select.isLoading(snapshot) ? <Loader /> : null}
      {select.loadFailed(snapshot) ? (
        <Notice kind="error" title={i18n._(loadCouponsErrors.other.title)}>
          <Button variant="secondary" onClick={() => actor.send({ type: 'coupons.reload' })}>
            <Trans>Reintentar</Trans>
          </Button>
        </Notice>
      ) : null}
      {select.isEmpty(snapshot) ? (
        <EmptyState title={<Trans>No tienes cupones</Trans>}>
          <Trans>Los cupones que compres en un club aparecen aquí y se usan al reservar.</Trans>
        </EmptyState>
      ) : null}
      {usable.length > 0 ? (
        <ul className="profile-items" aria-label={t`Cupones disponibles`}>
          {usable.map((c) => (
            <CouponRow key={c.clubCouponId} coupon={c} bookable />
          ))}
        </ul>
      ) : null}
      {withdrawn.length > 0 ? (
        <section aria-labelledby="coupons-withdrawn">
          <h2 id="coupons-withdrawn" className="menu-list__title">
            <Trans>Cupones que el club ya no ofrece</Trans>
          </h2>
          <ul className="profile-items">
            {withdrawn.map((c) => (
              <CouponRow key={c.clubCouponId} coupon={c} bookable={false} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
