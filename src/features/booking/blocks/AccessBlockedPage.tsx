import { Trans } from '@lingui/react/macro';
import { bookingMessages, bookingSelectors } from '#machines/booking';
import { Button } from '#ui/Button';
import { Notice } from '#ui/Notice';
import { Screen } from '#shell/layout/Screen';
import { useMessage } from '#shell/i18n/useMessage';
import { clubDetails } from '../api/views';
import { useBooking, useBookingActor } from '../shared/BookingContext';

/** 'yyyy-MM-dd' as DD/MM/YYYY. */
const dayMonthYear = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/**
 * The caller may not book here (spec part 1 §6): the club disabled them (its message), or a sport
 * block (manual or automatic) lasts until a date. Its own chunk: only a blocked player meets it.
 */
export default function AccessBlockedPage({ screen, busy }: { screen: 'clubBlocked' | 'sportBlocked'; busy: boolean }) {
  const actor = useBookingActor();
  const text = useMessage();
  const club = clubDetails(useBooking(bookingSelectors.club));
  const sport = useBooking(bookingSelectors.sport);
  const until = useBooking(bookingSelectors.sportBlockedUntil);
  const canChangeSport = useBooking(bookingSelectors.canChangeSport);
  const sportName = sport?.name ?? '';
  const clubName = club?.name ?? '';
  const untilDate = until ? dayMonthYear(until) : '';
  return (
    <Screen title={screen === 'clubBlocked' ? clubName : sportName}>
      <section className="card club-outcome" aria-labelledby="access-blocked-title">
        <h2 id="access-blocked-title" tabIndex={-1} data-step-heading className="club-outcome__title">
          {screen === 'clubBlocked' ? <Trans>Acceso deshabilitado</Trans> : <Trans>Deporte bloqueado</Trans>}
        </h2>
        <Notice kind="warning">
          {screen === 'clubBlocked' ? (
            text(bookingMessages.clubBlocked)
          ) : until ? (
            <Trans>
              No puedes reservar {sportName} en {clubName} hasta el {untilDate}.
            </Trans>
          ) : (
            <Trans>
              No puedes reservar {sportName} en {clubName} por ahora.
            </Trans>
          )}
        </Notice>
        <div className="club-outcome__actions">
          {screen === 'sportBlocked' && canChangeSport ? (
            <Button block onClick={() => actor.send({ type: 'sport.change' })} disabled={busy}>
              <Trans>Elegir otro deporte</Trans>
            </Button>
          ) : null}
          <Button block variant="secondary" onClick={() => actor.send({ type: 'club.back' })} disabled={busy}>
            <Trans>Elegir otro club</Trans>
          </Button>
        </div>
      </section>
    </Screen>
  );
}
