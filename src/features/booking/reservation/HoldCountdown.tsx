import { useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { holdCountdownSelectors, reservationSelectors, type HoldCountdownMachine } from '#machines/booking';
import type { ActorRefFrom } from 'xstate';
import { Countdown } from '#ui/Countdown';
import { useReservation } from './ReservationContext';

/** The hold's clock (hh:mm:ss, or mm:ss under an hour), ticking every second, stopping at 00:00. */
export function HoldCountdown() {
  const ref = useReservation(reservationSelectors.holdCountdownRef) as ActorRefFrom<HoldCountdownMachine> | undefined;
  if (!ref) return null;
  return <Clock actor={ref} />;
}

function Clock({ actor }: { actor: ActorRefFrom<HoldCountdownMachine> }) {
  const text = useSelector(actor, holdCountdownSelectors.countdownText);
  const expired = useSelector(actor, holdCountdownSelectors.holdExpired);
  const urgent = useSelector(actor, holdCountdownSelectors.isUrgent);
  if (text === null) return null;
  return (
    <Countdown
      text={text}
      urgent={urgent}
      expired={expired}
      label={<Trans>Guardamos este horario para ti durante</Trans>}
      expiredText={<Trans>Se acabó el tiempo reservado: confirma ahora o elige otro horario.</Trans>}
    />
  );
}
