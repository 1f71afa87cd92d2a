import { Plural, Trans } from '@lingui/react/macro';
import { reservationSelectors } from '#machines/booking';
import { Notice } from '#ui/Notice';
import { useReservation } from './ReservationContext';

/**
 * A free booking that needs players (spec part 2 §3): how many confirmed players it needs and, when the
 * club cancels it otherwise, by when; with the club's own words. Shown before the booking is confirmed.
 */
export function MinPlayersNotice() {
  const rule = useReservation(reservationSelectors.minPlayersRule, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  if (!rule) return null;
  const { minPlayers, hoursBefore } = rule;
  return (
    <Notice kind="warning" title={<Trans>Esta reserva gratuita necesita {minPlayers} jugadores confirmados</Trans>}>
      <div data-testid="min-players">
        {rule.expires ? (
          <p>
            <Plural
              value={hoursBefore}
              one="Si no los tiene # hora antes del inicio, se anulará y la cancha quedará libre."
              other="Si no los tiene # horas antes del inicio, se anulará y la cancha quedará libre."
            />
          </p>
        ) : null}
        {rule.message ? <p>{rule.message}</p> : null}
        <p>
          <Trans>Invita a tus compañeros: cuentan cuando aceptan la invitación.</Trans>
        </p>
      </div>
    </Notice>
  );
}
