import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { loadSportsErrors, matchSportsSelectors as select, type MatchSportsMachine } from '#machines/matchSports';
import { Badge } from '#ui/Badge';
import { Button } from '#ui/Button';
import { ButtonLink } from '#ui/ButtonLink';
import { Loader } from '#ui/Loader';
import { Notice } from '#ui/Notice';
import './Match.css';

/** /match/sports (and /match/home with several sports): each match sport with where the player stands. */
export function MatchSportsView({ actor }: { actor: ActorRefFrom<MatchSportsMachine> }) {
  const { i18n } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  if (select.isLoading(snapshot)) return <Loader />;
  if (select.loadFailed(snapshot))
    return (
      <Notice kind="error" title={i18n._(loadSportsErrors.other.title)}>
        <Button variant="secondary" onClick={() => actor.send({ type: 'sports.reload' })}>
          <Trans>Reintentar</Trans>
        </Button>
      </Notice>
    );
  return (
    <div className="match-page">
      <h2>
        <Trans>Deportes de match</Trans>
      </h2>
      <p className="muted">
        <Trans>Encuentra rivales de tu nivel, cerca de ti y en tus horarios.</Trans>
      </p>
      <ul className="match-list">
        {select.sports(snapshot).map((sport) => (
          <li key={sport.id} className="match-card">
            <div className="match-card__main">
              <p className="match-card__title">{sport.name}</p>
              {sport.status === 'ACTIVE' ? (
                <Badge kind="success">
                  <Trans>Activo</Trans>
                </Badge>
              ) : sport.status === 'DISABLED' ? (
                <Badge kind="warning">
                  <Trans>Desactivado</Trans>
                </Badge>
              ) : null}
            </div>
            <ButtonLink to={select.sportLink(sport)} variant={sport.status ? 'secondary' : 'primary'}>
              {sport.status === 'ACTIVE' || sport.status === 'DISABLED' ? <Trans>Ver</Trans> : <Trans>Empezar</Trans>}
            </ButtonLink>
          </li>
        ))}
      </ul>
      <ButtonLink to="/match/explanation" variant="ghost">
        <Trans>¿Cómo funciona match?</Trans>
      </ButtonLink>
    </div>
  );
}
