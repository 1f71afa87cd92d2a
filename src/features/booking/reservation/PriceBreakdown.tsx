import { Trans } from '@lingui/react/macro';
import { clubLocalToEpoch, reservationSelectors } from '../../../../machines/booking';
import { formatDateLong, formatTime, money } from '../shared/format';
import { useLocale } from '../shared/useMessage';
import { useReservation } from './ReservationContext';

/** Price, discount, service fee and the total to pay now (fee + amount), in the club's currency. */
export function PriceBreakdown() {
  const locale = useLocale();
  const amounts = useReservation(reservationSelectors.amounts, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const quote = useReservation(reservationSelectors.quote);
  const payLater = useReservation(reservationSelectors.offersPayLater);
  const insurance = useReservation(reservationSelectors.insurance);
  const total = useReservation((s) => reservationSelectors.chargeNow(s, 'pay'));
  if (!quote) return null;
  const currency = amounts.currencyCode;
  const price = quote.slot.priceInfo;
  const deadline = amounts.payBefore && clubLocalToEpoch(amounts.payBefore, quote.slot.clubTimezone) !== null ? amounts.payBefore : null;
  const free = amounts.pay <= 0;
  return (
    <section className="card summary-section" aria-labelledby="price-title">
      <h2 id="price-title" className="section-title">
        <Trans>Precio</Trans>
      </h2>
      <dl className="price-lines">
        <div className="price-line">
          <dt>
            <Trans>Reserva ({price.timespan} min)</Trans>
          </dt>
          <dd>{money(price.amount, currency, locale)}</dd>
        </div>
        {price.promoAmount ? (
          <div className="price-line price-line--discount">
            <dt>
              <Trans>Descuento</Trans>
            </dt>
            <dd>−{money(price.promoAmount, currency, locale)}</dd>
          </div>
        ) : null}
        {insurance?.wantInsurance ? (
          <div className="price-line">
            <dt>
              <Trans>Seguro</Trans>
            </dt>
            <dd>{money(insurance.amount, currency, locale)}</dd>
          </div>
        ) : null}
        {amounts.fee > 0 ? (
          <div className="price-line">
            <dt>
              <Trans>Cargo por servicio</Trans>
            </dt>
            <dd>{money(amounts.fee, currency, locale)}</dd>
          </div>
        ) : null}
        <div className="price-line price-line--total">
          <dt>{free ? <Trans>Total</Trans> : <Trans>Total a pagar</Trans>}</dt>
          <dd data-testid="summary-total">{free ? <Trans>Gratis</Trans> : money(total, currency, locale)}</dd>
        </div>
      </dl>
      {!free && payLater && deadline ? (
        <p className="muted">
          <Trans>
            Puedes pagar hasta el {formatDateLong(deadline.slice(0, 10), locale)} a las {formatTime(deadline.slice(11, 19), locale)}.
          </Trans>
        </p>
      ) : null}
    </section>
  );
}
