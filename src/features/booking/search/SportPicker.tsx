import { Trans } from '@lingui/react/macro';
import { bookingSelectors } from '#machines/booking';
import { Spinner } from '#ui/Spinner';
import { sportCard } from '../api/views';
import { useBooking, useBookingActor } from '../shared/BookingContext';
import { useSportName } from '../shared/sportNames';
import { SportIcon } from './SportIcon';

/** Step 2: the club's sports. */
export function SportPicker({ busy }: { busy: boolean }) {
  const actor = useBookingActor();
  const sports = useBooking(bookingSelectors.sports);
  const chosen = useBooking(bookingSelectors.sportId);
  const sportName = useSportName();
  return (
    <section className="card sport-step" aria-labelledby="sport-step-title" aria-busy={busy || undefined}>
      <div className="step-head">
        <span className="step-head__number" aria-hidden="true">
          2
        </span>
        <h2 id="sport-step-title" tabIndex={-1} data-step-heading className="step-head__title">
          <Trans>Elige un deporte</Trans>
        </h2>
      </div>
      <ul className="sport-grid">
        {sports.map((sport) => (
          <li key={sport.id}>
            <button
              type="button"
              className="sport-tile"
              disabled={busy}
              onClick={() => actor.send({ type: 'sport.select', sportId: sport.id })}
            >
              <SportIcon name={sport.name} />
              <span>{sportName(sportCard(sport))}</span>
              {busy && chosen === sport.id ? <Spinner size="small" decorative /> : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
