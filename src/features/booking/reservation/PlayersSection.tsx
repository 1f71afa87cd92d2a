import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { reservationSelectors } from '#machines/booking';
import { Button } from '#ui/Button';
import { IconButton } from '#ui/IconButton';
import { Notice } from '#ui/Notice';
import { useMessage } from '#shell/i18n/useMessage';
import { AddPlayerModal } from './AddPlayerModal';
import { useReservation, useReservationActor } from './ReservationContext';

/** Who plays: the booking user first (always there), the others removable; the slot's minimum. */
export function PlayersSection({ busy }: { busy: boolean }) {
  const actor = useReservationActor();
  const { t } = useLingui();
  const text = useMessage();
  const players = useReservation(reservationSelectors.players);
  const user = useReservation(reservationSelectors.user);
  const quote = useReservation(reservationSelectors.quote);
  const failure = useReservation(reservationSelectors.failure);
  const removable = useReservation(
    (s) => new Set(players.filter((p) => reservationSelectors.canRemovePlayer(s, p.userId)).map((p) => p.userId)),
    (a, b) => a.size === b.size && [...a].every((id) => b.has(id)),
  );
  const minimum = quote && (quote.slot.minCapacity ?? 0) > 0 ? (quote.slot.minBookings ?? 0) : 0;
  return (
    <section className="card summary-section" aria-labelledby="players-title">
      <div className="summary-section__head">
        <h2 id="players-title" className="section-title">
          <Trans>Jugadores</Trans>
        </h2>
        <span className="muted">
          <Plural value={players.length} one="# jugador" other="# jugadores" />
        </span>
      </div>
      <ul className="player-list">
        {players.map((player) => (
          <li key={player.userId} className="player-row">
            <span className="player-row__avatar" aria-hidden="true">
              {`${player.firstName.charAt(0)}${player.lastName.charAt(0)}`.toUpperCase() || '•'}
            </span>
            <span className="player-row__name">
              {player.firstName} {player.lastName}
              {player.userId === user.id ? (
                <span className="player-row__you">
                  {' '}
                  <Trans>(tú)</Trans>
                </span>
              ) : null}
            </span>
            {removable.has(player.userId) ? (
              <IconButton
                label={t`Quitar a ${player.firstName}`}
                disabled={busy}
                onClick={() => actor.send({ type: 'players.remove', userId: player.userId })}
              >
                <svg
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.4"
                  strokeLinecap="round"
                  aria-hidden="true"
                >
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </IconButton>
            ) : null}
          </li>
        ))}
      </ul>
      {minimum > 1 ? (
        <p className="muted">
          <Plural
            value={minimum}
            one="Este horario se reserva para al menos # jugador."
            other="Este horario se reserva para al menos # jugadores."
          />
        </p>
      ) : null}
      {failure && failure.show === 'inline' ? <Notice kind="error">{text(failure.message, failure.values)}</Notice> : null}
      <Button variant="secondary" onClick={() => actor.send({ type: 'players.openPicker' })} disabled={busy}>
        <Trans>Agregar jugador</Trans>
      </Button>
      <AddPlayerModal />
    </section>
  );
}
