import { Trans } from '@lingui/react/macro';
import { parseClubLocal, resolveTimezone } from '#kernel/lib/dates';
import { reservationSelectors, type Quote } from '#machines/booking';
import { clubDetails, quoteDetails } from '../api/views';
import { formatDateLong, formatTime, money } from '../shared/format';
import { PriceLineList } from '../shared/PriceLineList';
import { groupLines, linesTotal, ownLine, type PriceLine } from '../shared/priceLines';
import { useLocale } from '#shell/i18n/useMessage';
import { useReservation } from './ReservationContext';

/**
 * The quote's lines of every player (a quote without them: its price and discount), without the
 * quote's fee: the summary shows the fee it checked itself, which is the one it charges.
 */
function quoteLines(quote: Quote): PriceLine[] {
  const lines = quoteDetails(quote)?.priceLines;
  if (lines) return lines.filter((l) => l.kind !== 'fee');
  const { amount, promoAmount, promoCode } = quote.slot.priceInfo;
  const fallback: PriceLine[] = [{ kind: 'court', userId: null, referenceId: null, name: null, quantity: 1, amount, atClub: false }];
  if (promoAmount)
    fallback.push({
      kind: 'discount',
      userId: null,
      referenceId: null,
      name: promoCode ?? null,
      quantity: 1,
      amount: -promoAmount,
      atClub: false,
    });
  return fallback;
}

/**
 * Every line that changes the total — the court or seats, extras, coupons, discount code or bank
 * discount, insurance and service fee — and the total they add up to, in the club's currency. Extras
 * paid at the club are listed apart, outside the total.
 */
export function PriceBreakdown() {
  const locale = useLocale();
  const amounts = useReservation(reservationSelectors.amounts, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const quote = useReservation(reservationSelectors.quote);
  const club = clubDetails(useReservation(reservationSelectors.club));
  const payLater = useReservation(reservationSelectors.offersPayLater);
  const insurance = useReservation(reservationSelectors.insurance);
  const timespan = useReservation((s) => reservationSelectors.search(s).timespan);
  const total = useReservation((s) => reservationSelectors.chargeNow(s, 'pay'));
  if (!quote) return null;
  const currency = amounts.currencyCode;
  const lines = quoteLines(quote);
  if (insurance?.wantInsurance && insurance.amount > 0) lines.push(ownLine('insurance', insurance.amount, insurance.playerCount));
  if (amounts.fee > 0) lines.push(ownLine('fee', amounts.fee));
  const shown = groupLines(lines);
  // A change: what was paid for the booking being changed comes off the total (spec part 1 §3 bookingChange).
  const change = quoteDetails(quote)?.bookingChange ?? null;
  const inTotal = shown.filter((l) => !l.atClub);
  const atClub = shown.filter((l) => l.atClub);
  const deadline =
    amounts.payBefore && parseClubLocal(amounts.payBefore, resolveTimezone(quote.slot.clubTimezone)) !== null ? amounts.payBefore : null;
  // What the lines add up to is what paying now charges (the machine's chargeNow): the same figure.
  const sum = linesTotal(inTotal) - (change ? change.totalAmountPayed - change.credit : 0);
  const free = total <= 0;
  const common = { currencyCode: currency, locale, timespan: quote.slot.priceInfo.timespan || timespan, clubLanguage: club?.language_code };
  return (
    <section className="card summary-section" aria-labelledby="price-title">
      <h2 id="price-title" className="section-title">
        <Trans>Precio</Trans>
      </h2>
      <dl className="price-lines">
        <PriceLineList lines={inTotal} {...common} />
        {change ? (
          <div className="price-line" data-testid="summary-already-paid" data-amount={change.totalAmountPayed}>
            <dt>
              <Trans>Ya pagado (reserva que cambias)</Trans>
            </dt>
            <dd>{money(-change.totalAmountPayed, currency, locale)}</dd>
          </div>
        ) : null}
        {change && change.credit > 0 ? (
          <div className="price-line" data-testid="summary-exchange-credit">
            <dt>
              <Trans>Queda como crédito en el club</Trans>
            </dt>
            <dd>{money(change.credit, currency, locale)}</dd>
          </div>
        ) : null}
        <div className="price-line price-line--total">
          <dt>{free ? <Trans>Total</Trans> : <Trans>Total a pagar</Trans>}</dt>
          <dd data-testid="summary-total" data-amount={total} data-lines-amount={sum}>
            {free ? <Trans>Gratis</Trans> : money(total, currency, locale)}
          </dd>
        </div>
      </dl>
      {atClub.length > 0 ? (
        <>
          <h3 className="price-lines__apart">
            <Trans>Se paga en el club</Trans>
          </h3>
          <dl className="price-lines">
            <PriceLineList lines={atClub} {...common} />
          </dl>
        </>
      ) : null}
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
