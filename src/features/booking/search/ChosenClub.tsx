import { Trans } from '@lingui/react/macro';
import { bookingSelectors } from '#machines/booking';
import { Button } from '#ui/Button';
import { clubDetails } from '../api/views';
import { useBooking, useBookingActor } from '../shared/BookingContext';

/** The club chosen in step 1, with the way back to the list. */
export function ChosenClub({ busy, canChange = true }: { busy: boolean; canChange?: boolean }) {
  const actor = useBookingActor();
  const club = clubDetails(useBooking(bookingSelectors.club));
  const canChangeSport = useBooking(bookingSelectors.canChangeSport);
  const canGoBack = useBooking(bookingSelectors.canGoBack);
  if (!club) return null;
  // From the search form: out of the sport and the club at once.
  const change = () => actor.send(canChangeSport ? { type: 'club.change' } : { type: 'club.back' });
  return (
    <div className="chosen-club">
      <span className="chosen-club__avatar" aria-hidden="true">
        {club.name.trim().charAt(0)}
      </span>
      <div className="chosen-club__body">
        <p className="chosen-club__name">{club.name}</p>
        {club.address || club.city ? <p className="chosen-club__place">{[club.address, club.city].filter(Boolean).join(' · ')}</p> : null}
      </div>
      {canChange && (canGoBack || canChangeSport) ? (
        <Button variant="ghost" onClick={change} disabled={busy}>
          <Trans>Cambiar club</Trans>
        </Button>
      ) : null}
    </div>
  );
}
