import { Trans } from '@lingui/react/macro';
import { reservationSelectors } from '#machines/booking';
import { Notice } from '#ui/Notice';
import { clubDetails } from '../api/views';
import { useReservation } from './ReservationContext';

/** The club's note about the sport (additional_text_data), as the club wrote it, in its language. */
export function ClubNote() {
  const note = useReservation(reservationSelectors.clubNote);
  const lang = clubDetails(useReservation(reservationSelectors.club))?.language_code;
  if (!note) return null;
  return (
    <Notice kind="info">
      <strong>
        <Trans>Nota del club:</Trans>
      </strong>{' '}
      <span lang={lang}>{note}</span>
    </Notice>
  );
}
