import { Trans } from '@lingui/react/macro';
import { bookingSelectors } from '#machines/booking';
import { useLocale } from '#shell/i18n/useMessage';
import { formatDateLong, formatTime, money } from '../shared/format';
import { useBooking } from '../shared/BookingContext';

/** While changing a booking: which one is being changed and what was paid for it (carried to the new one). */
export function ExchangeNotice() {
  const exchange = useBooking(bookingSelectors.exchange);
  const locale = useLocale();
  if (!exchange) return null;
  const date = formatDateLong(exchange.date, locale);
  const time = formatTime(exchange.startTime, locale);
  const paid = money(exchange.totalAmountPayed, exchange.currencyCode, locale);
  return (
    <p className="card exchange-notice" role="status" data-testid="exchange-notice">
      {/* prettier-ignore */}
      <Trans>Estás cambiando tu reserva del {date} a las {time} ({exchange.courtName}). Lo que pagaste ({paid}) pasa a la nueva reserva.</Trans>
    </p>
  );
}
