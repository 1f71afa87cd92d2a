import { useLocation, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Screen } from '#shell/layout/Screen';
import { ButtonLink } from '#ui/ButtonLink';
import { Spinner } from '#ui/Spinner';
import type { BookingSummaryDto } from '#kernel/contract/booking';
import { confirmationFromState, type ConfirmedBooking } from '../flow/confirmedBooking';
import { formatDateLong, formatTime, money } from '../shared/format';
import { PriceLineList } from '../shared/PriceLineList';
import { groupLines } from '../shared/priceLines';
import { useSportName } from '../shared/sportNames';
import { useLocale } from '#shell/i18n/useMessage';
import { useStoredBooking } from './useStoredBooking';
import './BookingConfirmedPage.css';

/** What the page names: the stored booking once loaded, else what the flow handed over. */
interface Shown {
  clubName: string;
  clubLanguage?: string;
  sportName: string;
  courtName: string;
  date: string;
  startTime: string;
  endTime: string;
}

function fromStored(b: BookingSummaryDto, sportName: string): Shown {
  return {
    clubName: b.club_name,
    clubLanguage: b.club_language_code,
    sportName,
    courtName: b.courtName,
    date: b.local_date,
    startTime: b.local_start_time,
    endTime: b.local_end_time,
  };
}

const fromFlow = (b: ConfirmedBooking): Shown => ({
  clubName: b.clubName,
  sportName: b.sportName,
  courtName: b.courtName,
  date: b.date,
  startTime: b.startTime,
  endTime: b.endTime,
});

/**
 * /summary/{bookingId}: the booking is made. It is read back from the server (GET /api/bookings/{id}),
 * so the price shown — every line, what was paid and what is still to pay — is the stored one. The
 * full booking summary (invite, cancel, pay the rest) is the bookings area's.
 */
export default function BookingConfirmedPage() {
  const { bookingId = '' } = useParams();
  const location = useLocation();
  const locale = useLocale();
  const { t } = useLingui();
  const sportName = useSportName();
  const id = /^\d{1,9}$/.test(bookingId) ? Number(bookingId) : null;
  const stored = useStoredBooking(id);
  const handed = confirmationFromState(location.state);
  const booking = stored.status === 'loaded' ? stored.booking : null;
  const shown = booking
    ? fromStored(booking, sportName({ code: booking.sport_code, name: booking.sport_name }))
    : handed
      ? fromFlow(handed)
      : null;
  return (
    <Screen>
      <section className="card confirmed" aria-labelledby="confirmed-title">
        <div className="confirmed__badge" aria-hidden="true">
          <svg
            width="40"
            height="40"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </div>
        <h2 id="confirmed-title" className="confirmed__title">
          <Trans>¡Reserva confirmada!</Trans>
        </h2>
        <p className="confirmed__number" data-testid="booking-number">
          <Trans>Reserva N° {bookingId}</Trans>
        </p>
        {shown ? (
          <dl className="confirmed__details">
            <div>
              <dt>
                <Trans>Club</Trans>
              </dt>
              <dd lang={shown.clubLanguage}>{shown.clubName}</dd>
            </div>
            <div>
              <dt>
                <Trans>Cancha</Trans>
              </dt>
              <dd>
                {shown.sportName} · <span lang={shown.clubLanguage}>{shown.courtName}</span>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Cuándo</Trans>
              </dt>
              <dd className="confirmed__when">
                {formatDateLong(shown.date, locale)}, {formatTime(shown.startTime, locale)} – {formatTime(shown.endTime, locale)}
              </dd>
            </div>
          </dl>
        ) : null}
        {booking ? (
          <section className="confirmed__price" aria-label={t`Precio`}>
            <dl className="price-lines">
              <PriceLineList
                lines={groupLines(booking.priceLines.filter((l) => !l.atClub))}
                currencyCode={booking.currencyCode}
                locale={locale}
                timespan={booking.timespan}
                clubLanguage={booking.club_language_code}
              />
              <div className="price-line price-line--total">
                <dt>
                  <Trans>Total</Trans>
                </dt>
                <dd data-testid="booking-total">
                  {booking.totalAmount > 0 ? money(booking.totalAmount, booking.currencyCode, locale) : <Trans>Gratis</Trans>}
                </dd>
              </div>
              {booking.paidAmount > 0 ? (
                <div className="price-line">
                  <dt>
                    <Trans>Pagado</Trans>
                  </dt>
                  <dd data-testid="booking-paid">{money(booking.paidAmount, booking.currencyCode, locale)}</dd>
                </div>
              ) : null}
              {booking.pendingAmount > 0 ? (
                <div className="price-line">
                  <dt>
                    <Trans>Por pagar</Trans>
                  </dt>
                  <dd data-testid="booking-pending">{money(booking.pendingAmount, booking.currencyCode, locale)}</dd>
                </div>
              ) : null}
              {booking.atClubAmount > 0 ? (
                <div className="price-line">
                  <dt>
                    <Trans>Se paga en el club</Trans>
                  </dt>
                  <dd>{money(booking.atClubAmount, booking.currencyCode, locale)}</dd>
                </div>
              ) : null}
            </dl>
          </section>
        ) : stored.status === 'loading' ? (
          <div className="confirmed__loading" role="status">
            <Spinner size="small" decorative />
            <span className="muted">
              <Trans>Cargando el detalle de tu reserva…</Trans>
            </span>
          </div>
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
