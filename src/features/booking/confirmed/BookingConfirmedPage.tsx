import { useLocation, useParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { Screen } from '../../../app/layout/Screen';
import { ButtonLink } from '../../../ui/ButtonLink';
import { confirmationFromState } from '../flow/confirmedBooking';
import { formatDateLong, formatTime, money } from '../shared/format';
import { useLocale } from '../shared/useMessage';
import './BookingConfirmedPage.css';

/**
 * /summary/{bookingId}: the booking is made. The full booking summary (invite, cancel, pay the rest)
 * is the bookings area's; this page confirms it, with the details the flow handed over.
 */
export default function BookingConfirmedPage() {
  const { bookingId = '' } = useParams();
  const location = useLocation();
  const locale = useLocale();
  const booking = confirmationFromState(location.state);
  return (
    <Screen>
      <section className="card confirmed" aria-labelledby="confirmed-title">
        <div className="confirmed__badge" aria-hidden="true">
          <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </div>
        <h2 id="confirmed-title" className="confirmed__title">
          <Trans>¡Reserva confirmada!</Trans>
        </h2>
        <p className="confirmed__number" data-testid="booking-number">
          <Trans>Reserva N° {bookingId}</Trans>
        </p>
        {booking ? (
          <dl className="confirmed__details">
            <div>
              <dt>
                <Trans>Club</Trans>
              </dt>
              <dd>{booking.clubName}</dd>
            </div>
            <div>
              <dt>
                <Trans>Cancha</Trans>
              </dt>
              <dd>
                {booking.sportName} · {booking.courtName}
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Cuándo</Trans>
              </dt>
              <dd className="confirmed__when">
                {formatDateLong(booking.date, locale)}, {formatTime(booking.startTime, locale)} – {formatTime(booking.endTime, locale)}
              </dd>
            </div>
            {booking.paidNow > 0 ? (
              <div>
                <dt>
                  <Trans>Pagado</Trans>
                </dt>
                <dd>{money(booking.paidNow, booking.currencyCode, locale)}</dd>
              </div>
            ) : null}
            {booking.toPayLater > 0 ? (
              <div>
                <dt>
                  <Trans>Por pagar</Trans>
                </dt>
                <dd>{money(booking.toPayLater, booking.currencyCode, locale)}</dd>
              </div>
            ) : null}
          </dl>
        ) : (
          <p className="muted">
            <Trans>Encontrarás todos los detalles en tus reservas.</Trans>
          </p>
        )}
        <div className="confirmed__actions">
          <ButtonLink to="/book/search" block>
            <Trans>Hacer otra reserva</Trans>
          </ButtonLink>
          <ButtonLink to="/bookings" variant="secondary" block>
            <Trans>Ver mis reservas</Trans>
          </ButtonLink>
        </div>
      </section>
    </Screen>
  );
}
