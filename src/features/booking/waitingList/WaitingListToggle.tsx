import { Trans } from '@lingui/react/macro';
import { bookingSelectors } from '#machines/booking';
import { Button } from '#ui/Button';
import { useBooking, useBookingActor } from '../shared/BookingContext';

/** The slots' waiting-list toggle (spec part 1 §2.2): shown where the sport keeps waiting lists. */
export function WaitingListToggle({ on, disabled }: { on: boolean; disabled?: boolean }) {
  const actor = useBookingActor();
  const offered = useBooking(bookingSelectors.offersWaitingList);
  if (!on && !offered) return null;
  return (
    <Button
      variant={on ? 'primary' : 'secondary'}
      block
      aria-pressed={on}
      disabled={disabled}
      onClick={() => actor.send({ type: 'waitingList.toggle', enabled: !on })}
    >
      {on ? <Trans>Ver horarios libres</Trans> : <Trans>Lista de espera: ver horarios reservados</Trans>}
    </Button>
  );
}
