import { Trans } from '@lingui/react/macro';
import { Screen } from '#shell/layout/Screen';
import { Button } from '#ui/Button';
import { EmptyState } from '#ui/EmptyState';
import { useBookingActor } from '../shared/BookingContext';

/** A change whose club is not available (spec part 1 §4.5): the notice and the way back to the bookings. */
export function ExchangeClubUnavailable() {
  const actor = useBookingActor();
  return (
    <Screen>
      <EmptyState
        title={<Trans>Este club no está disponible.</Trans>}
        action={
          <Button onClick={() => actor.send({ type: 'exchange.leave' })}>
            <Trans>Volver a mis reservas</Trans>
          </Button>
        }
      >
        <Trans>No puedes cambiar esta reserva por ahora.</Trans>
      </EmptyState>
    </Screen>
  );
}
