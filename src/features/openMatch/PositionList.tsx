import { Trans } from '@lingui/react/macro';
import type { OpenMatchDto } from '#kernel/contract/booking';

interface Props {
  match: OpenMatchDto;
  /** Free positions the player may pick now (empty: nothing to pick). */
  choosable: number[];
  chosen: number | null;
  onChoose: (position: number) => void;
}

/** Every position of the match: who plays in it (position 1 is the host), or free. */
export function PositionList({ match, choosable, chosen, onChoose }: Props) {
  const positions = Array.from({ length: match.players_quantity }, (_, i) => i + 1);
  return (
    <ol className="stack" aria-labelledby="open-match-positions" data-testid="positions">
      {positions.map((position) => {
        const player = match.players.find((p) => p.position === position);
        const you = match.userPosition === position;
        return (
          <li key={position} data-position={position} data-free={player ? undefined : 'true'}>
            <strong>
              <Trans>Posición {position}</Trans>
            </strong>{' '}
            {player ? (
              <span>
                {player.first_name} {player.last_name}
                {position === 1 ? (
                  <em>
                    {' '}
                    <Trans>(organizador)</Trans>
                  </em>
                ) : null}
                {you ? (
                  <em>
                    {' '}
                    <Trans>(tú)</Trans>
                  </em>
                ) : null}
              </span>
            ) : choosable.includes(position) ? (
              <label>
                <input type="radio" name="position" value={position} checked={chosen === position} onChange={() => onChoose(position)} />{' '}
                <Trans>Libre: elegir esta posición</Trans>
              </label>
            ) : (
              <span>
                <Trans>Libre</Trans>
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
