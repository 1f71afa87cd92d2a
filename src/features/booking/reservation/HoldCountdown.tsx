import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { Plural, Trans } from '@lingui/react/macro';
import { holdCountdownSelectors, reservationSelectors, type HoldAnnouncement, type HoldCountdownMachine } from '#machines/booking';

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
    <>
      <Countdown
        text={text}
        urgent={urgent}
        expired={expired}
        label={<Trans>Guardamos este horario para ti durante</Trans>}
        expiredText={<Trans>Se acabó el tiempo reservado: confirma ahora o elige otro horario.</Trans>}
      />
      <HoldAnnouncer actor={actor} />
    </>
  );
}

/**
 * The polite live region of the hold: its text changes only at the thresholds of holdAnnouncement (the
 * visible clock is not live). It starts empty and is filled after mounting, since a screen reader only
 * reads a change in a region that is already there.
 */
function HoldAnnouncer({ actor }: { actor: ActorRefFrom<HoldCountdownMachine> }) {
  const announcement = useSelector(actor, holdCountdownSelectors.holdAnnouncement);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    // After the empty region is in the page (a task later), so that the first text is a change.
    const timer = setTimeout(() => setMounted(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="hold-announcement">
      {mounted && announcement ? <Spoken announcement={announcement} /> : null}
    </p>
  );
}

function Spoken({ announcement }: { announcement: HoldAnnouncement }) {
  if (announcement === 'expired') return <Trans>Se acabó el tiempo reservado para este horario.</Trans>;
  if (announcement === 'seconds:30') return <Trans>Quedan 30 segundos para confirmar tu reserva.</Trans>;
  if (announcement === 'seconds:10') return <Trans>Quedan 10 segundos para confirmar tu reserva.</Trans>;
  const minutes = Number(announcement.slice('minutes:'.length));
  return <Plural value={minutes} one="Queda # minuto para confirmar tu reserva." other="Quedan # minutos para confirmar tu reserva." />;
}
