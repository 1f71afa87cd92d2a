import { Trans } from '@lingui/react/macro';
import { reservationSelectors } from '#machines/booking';
import { Button } from '#ui/Button';
import { RoundCourts } from '#ui/RoundCourts';
import { clubDetails, sportDetails } from '../api/views';
import { formatDateLong, formatTime } from '../shared/format';
import { useSportName } from '../shared/sportNames';
import { useLocale } from '#shell/i18n/useMessage';
import { useReservation, useReservationActor } from './ReservationContext';

/** What is being booked: club, sport, court, day and time (club time). */
export function BookingDetails() {
  const actor = useReservationActor();
  const locale = useLocale();
  const club = useReservation(reservationSelectors.club);
  const sport = useReservation(reservationSelectors.sport);
  const slot = useReservation(reservationSelectors.slot);
  const quote = useReservation(reservationSelectors.quote);
  const search = useReservation(reservationSelectors.search);
  const canGoBack = useReservation(reservationSelectors.canGoBack);
  const court = quote?.slot.courtName ?? slot.courtText;
  // An 18-hole round: the quote's back nine (the search's before the quote answers).
  const backNine =
    quote?.slot.round ??
    (slot.crossBlock ? { endCourtName: slot.crossBlock.endCourtText, local_start_time: slot.crossBlock.local_start_time } : null);
  const sportName = useSportName();
  const clubLanguage = clubDetails(club)?.language_code;
  const start = formatTime(slot.local_start_time, locale);
  const end = formatTime(slot.local_end_time, locale);
  const minutes = search.timespan;
  return (
    <section className="card booking-details" aria-labelledby="booking-details-title">
      <div className="booking-details__main">
        <p className="booking-details__sport">
          {sportName(sportDetails(sport)!)} ·{' '}
          {backNine ? (
            <RoundCourts
              courtName={court}
              startTime={start}
              endCourtName={backNine.endCourtName}
              endStartTime={formatTime(backNine.local_start_time, locale)}
              lang={clubLanguage}
            />
          ) : (
            <span lang={clubLanguage}>{court}</span>
          )}
        </p>
        <h2 id="booking-details-title" className="booking-details__club" lang={clubLanguage}>
          {club.name}
        </h2>
        <p className="booking-details__date">{formatDateLong(slot.local_date, locale)}</p>
        <p className="booking-details__time">
          <Trans>
            {start} a {end} · {minutes} min
          </Trans>
        </p>
      </div>
      {canGoBack ? (
        <Button variant="ghost" onClick={() => actor.send({ type: 'reservation.back' })}>
          <Trans>Cambiar horario</Trans>
        </Button>
      ) : null}
    </section>
  );
}
