import { Trans } from '@lingui/react/macro';
import { settingsSelectors } from '#machines/booking';
import { Button } from '#ui/Button';
import { Notice } from '#ui/Notice';
import { useBooking, useBookingActor } from '../shared/BookingContext';

/**
 * A sport booked club first (switch_book_flow): the list shows the clubs that offer it, and the club
 * chosen searches it at the time asked for. Its own chunk: a first visit never shows it.
 */
export function ClubFirstNotice({ busy }: { busy: boolean }) {
  const actor = useBookingActor();
  const sport = useBooking(settingsSelectors.clubFirstSport);
  const canClear = useBooking(settingsSelectors.canClearClubFirst);
  if (sport === null) return null;
  return (
    <Notice kind="info">
      <p>
        <Trans>{sport} se reserva eligiendo primero el club: estos clubes lo ofrecen. Elige uno y buscamos a la hora que pediste.</Trans>
      </p>
      {canClear ? (
        <Button variant="secondary" onClick={() => actor.send({ type: 'clubFirst.clear' })} disabled={busy}>
          <Trans>Ver clubes de todos los deportes</Trans>
        </Button>
      ) : null}
    </Notice>
  );
}
