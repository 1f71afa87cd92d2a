import { Trans, useLingui } from '@lingui/react/macro';
import { bookingSelectors } from '#machines/booking';
import { Screen } from '#shell/layout/Screen';
import { Button } from '#ui/Button';
import { scheduleCourts } from '../api/views';
import { useBooking, useBookingActor } from '../shared/BookingContext';
import { formatDateLong, formatTime } from '../shared/format';
import { useLocale } from '#shell/i18n/useMessage';
import './SchedulePage.css';

/** The club's day, court by court (free, taken, yours, past): a look before searching. */
export default function SchedulePage() {
  const actor = useBookingActor();
  const { t } = useLingui();
  const locale = useLocale();
  const courts = scheduleCourts(useBooking(bookingSelectors.schedule));
  const search = useBooking(bookingSelectors.search);
  const club = useBooking(bookingSelectors.club);
  const status = { free: t`Libre`, taken: t`Ocupado`, mine: t`Tu reserva`, past: t`Pasado` } as const;
  return (
    <Screen title={t`Agenda`}>
      <div className="schedule-head">
        <div>
          <p className="schedule-head__club">{club?.name}</p>
          <p className="schedule-head__date">{formatDateLong(search.date, locale)}</p>
        </div>
        <Button variant="secondary" onClick={() => actor.send({ type: 'schedule.close' })}>
          <Trans>Volver a la búsqueda</Trans>
        </Button>
      </div>
      <ul className="schedule-legend" aria-label={t`Leyenda`}>
        {(['free', 'taken', 'mine', 'past'] as const).map((k) => (
          <li key={k} className={`schedule-cell schedule-cell--${k}`}>
            {status[k]}
          </li>
        ))}
      </ul>
      {courts.map((court) => (
        <section key={court.courtId} className="card schedule-court" aria-label={court.courtText}>
          <h2 className="schedule-court__title">{court.courtText}</h2>
          <ul className="schedule-court__cells">
            {court.cells.map((cell) => (
              <li key={cell.local_start_time} className={`schedule-cell schedule-cell--${cell.status}`}>
                <span className="schedule-cell__time">{formatTime(cell.local_start_time, locale)}</span>
                <span className="visually-hidden">{status[cell.status]}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Screen>
  );
}
