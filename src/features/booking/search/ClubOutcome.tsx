import { Trans } from '@lingui/react/macro';
import { bookingMessages, bookingSelectors } from '#machines/booking';
import { Button } from '#ui/Button';
import { Notice } from '#ui/Notice';
import { useBooking, useBookingActor } from '../shared/BookingContext';
import { useMessage } from '#shell/i18n/useMessage';

/** A dummy club ('coming soon') or a members-only club (contact the club, upload a document, go to the web). */
export function ClubOutcome({ screen }: { screen: 'comingSoon' | 'membersOnly' }) {
  const actor = useBookingActor();
  const text = useMessage();
  const notice = useBooking(bookingSelectors.membersOnlyNotice);
  const canUpload = useBooking(bookingSelectors.canUploadDocument);
  const canOpenWeb = useBooking(bookingSelectors.canOpenWeb);
  return (
    <section className="card club-outcome" aria-labelledby="club-outcome-title">
      <h2 id="club-outcome-title" tabIndex={-1} data-step-heading className="club-outcome__title">
        {screen === 'comingSoon' ? text(bookingMessages.comingSoon) : <Trans>Club solo para socios</Trans>}
      </h2>
      {screen === 'comingSoon' ? (
        <p className="muted">
          <Trans>Este club todavía no recibe reservas en la aplicación. Muy pronto podrás reservar aquí.</Trans>
        </p>
      ) : notice ? (
        <Notice kind="warning">{text(notice)}</Notice>
      ) : null}
      <div className="club-outcome__actions">
        {canUpload ? (
          <Button block onClick={() => actor.send({ type: 'membersOnly.uploadDocument' })}>
            <Trans>Subir documento de socio</Trans>
          </Button>
        ) : null}
        {canOpenWeb ? (
          <Button block onClick={() => actor.send({ type: 'membersOnly.openWeb' })}>
            <Trans>Abrir en la web</Trans>
          </Button>
        ) : null}
        <Button block variant="secondary" onClick={() => actor.send({ type: 'club.back' })}>
          <Trans>Elegir otro club</Trans>
        </Button>
      </div>
    </section>
  );
}
