import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { matchHomeSelectors as select, type MatchHomeMachine } from '#machines/matchHome';
import { Button } from '#ui/Button';
import { ButtonLink } from '#ui/ButtonLink';
import { EmptyState } from '#ui/EmptyState';
import { Loader } from '#ui/Loader';
import { Notice } from '#ui/Notice';
import { ChallengeLists } from './ChallengeLists';
import { RivalList } from './RivalList';
import './Match.css';

/** /match/{sportId}/home: on/off, the recommendations, the pending and accepted challenges, the profile. */
export function MatchHomeView({ actor }: { actor: ActorRefFrom<MatchHomeMachine> }) {
  const { t, i18n } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const home = select.home(snapshot);
  const loadError = select.loadError(snapshot);
  const switchError = select.switchError(snapshot);
  const sportId = snapshot.context.sportId;
  if (select.isLoading(snapshot)) return <Loader />;
  if (loadError)
    return (
      <Notice kind="error" title={i18n._(loadError.title ?? loadError.message)}>
        <Button variant="secondary" onClick={() => actor.send({ type: 'home.reload' })}>
          <Trans>Reintentar</Trans>
        </Button>
      </Notice>
    );
  if (select.needsWizard(snapshot))
    return (
      <EmptyState
        title={<Trans>Completa tu perfil de match</Trans>}
        action={
          <ButtonLink to={`/match/wizard?sportId=${sportId}`}>
            <Trans>Empezar</Trans>
          </ButtonLink>
        }
      >
        <Trans>Cuéntanos tu nivel, tus horarios y tus comunas para recomendarte rivales.</Trans>
      </EmptyState>
    );
  if (!home) return null;
  const active = select.isActive(snapshot);
  return (
    <div className="match-page">
      <section className="match-switch card">
        <div>
          <p className="match-card__title">{active ? <Trans>Match activo</Trans> : <Trans>Match desactivado</Trans>}</p>
          <p className="muted">
            {active ? (
              <Trans>Otros jugadores pueden encontrarte y desafiarte.</Trans>
            ) : (
              <Trans>Nadie te verá ni podrá desafiarte hasta que lo actives.</Trans>
            )}
          </p>
        </div>
        {active ? (
          <Button
            variant="secondary"
            disabled={!select.canDeactivate(snapshot)}
            busy={select.isSwitching(snapshot)}
            onClick={() => actor.send({ type: 'match.deactivate' })}
          >
            <Trans>Desactivar</Trans>
          </Button>
        ) : (
          <Button
            disabled={!select.canActivate(snapshot)}
            busy={select.isSwitching(snapshot)}
            onClick={() => actor.send({ type: 'match.activate' })}
          >
            <Trans>Activar</Trans>
          </Button>
        )}
      </section>
      {switchError ? <Notice kind="error">{i18n._(switchError.message)}</Notice> : null}
      <ChallengeLists home={home} />
      {active ? (
        <section className="match-section">
          <h2>
            <Trans>Rivales recomendados</Trans>
          </h2>
          <RivalList rivals={select.rivals(snapshot)} />
        </section>
      ) : null}
      <nav className="match-links" aria-label={t`Tu perfil de match`}>
        <ButtonLink to={`/match/profile?sportId=${sportId}`} variant="secondary">
          <Trans>Mi perfil</Trans>
        </ButtonLink>
        <ButtonLink to={`/match/edit_profile?sportId=${sportId}`} variant="secondary">
          <Trans>Editar perfil</Trans>
        </ButtonLink>
        <ButtonLink to={`/match/user_preferences?sportId=${sportId}`} variant="secondary">
          <Trans>Preferencias</Trans>
        </ButtonLink>
        <ButtonLink to={`/match/matches?sportId=${sportId}`} variant="secondary">
          <Trans>Mis partidos</Trans>
        </ButtonLink>
        <ButtonLink to={`/match/ranking?sportId=${sportId}`} variant="secondary">
          <Trans>Ranking</Trans>
        </ButtonLink>
        <ButtonLink to="/match/sports" variant="ghost">
          <Trans>Otros deportes</Trans>
        </ButtonLink>
      </nav>
    </div>
  );
}
