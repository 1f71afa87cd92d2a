import { Trans } from '@lingui/react/macro';
import { bookingSelectors, settingsSelectors } from '#machines/booking';
import { Button } from '#ui/Button';
import { Notice } from '#ui/Notice';
import { Screen } from '#shell/layout/Screen';
import { clubDetails } from '../api/views';
import { useBooking, useBookingActor } from '../shared/BookingContext';

/** An instant as the club's day, DD/MM/YYYY (Intl, in the club's time zone). */
const clubDayMonthYear = (instant: string, timeZone: string | undefined) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: timeZone || 'America/Santiago',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
};

/**
 * The caller may not book here (spec part 1 §6): the club disabled them (its message), or a sport
 * block (manual or automatic) lasts until a date. Its own chunk: only a blocked player meets it.
 */
export default function AccessBlockedPage({ screen, busy }: { screen: 'clubBlocked' | 'sportBlocked'; busy: boolean }) {
  const actor = useBookingActor();
  const club = clubDetails(useBooking(bookingSelectors.club));
  const sport = useBooking(bookingSelectors.sport);
  const until = useBooking(settingsSelectors.sportBlockedUntil);
  const canChangeSport = useBooking(bookingSelectors.canChangeSport);
  const sportName = sport?.name ?? '';
  const clubName = club?.name ?? '';
  const untilDate = until ? clubDayMonthYear(until, club?.timezone) : '';
  return (
    <Screen title={screen === 'clubBlocked' ? clubName : sportName}>
      <section className="card club-outcome" aria-labelledby="access-blocked-title">
        <h2 id="access-blocked-title" tabIndex={-1} data-step-heading className="club-outcome__title">
          {screen === 'clubBlocked' ? <Trans>Acceso deshabilitado</Trans> : <Trans>Deporte bloqueado</Trans>}
        </h2>
        <Notice kind="warning">
          {screen === 'clubBlocked' ? (
            <Trans>El club ha deshabilitado tu acceso. Si tienes alguna duda, contáctalo directamente.</Trans>
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
