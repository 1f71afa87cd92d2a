import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { matchPreferencesSelectors as select, type MatchPreferencesMachine } from '#machines/matchPreferences';
import { ButtonLink } from '#ui/ButtonLink';
import { dayName } from './dayNames';
import { MatchDataGate } from './MatchDataGate';
import './Match.css';

/** /match/profile: the saved match profile of a sport, with links to edit it and the preferences. */
export function MatchProfileView({ actor }: { actor: ActorRefFrom<MatchPreferencesMachine> }) {
  const { t, i18n } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const data = select.matchData(snapshot);
  const sportId = snapshot.context.sportId;
  const level = data?.levels.find((l) => l.id === data.level)?.name ?? '—';
  return (
    <MatchDataGate actor={actor} snapshot={snapshot}>
      {data ? (
        <div className="match-page">
          <h2>
            <Trans>Mi perfil de match</Trans>
          </h2>
          <dl className="match-facts">
            <dt>
              <Trans>Nivel</Trans>
            </dt>
            <dd>{level}</dd>
            {data.metadata.teamName ? (
              <>
                <dt>
                  <Trans>Equipo</Trans>
                </dt>
                <dd>{data.metadata.teamName}</dd>
              </>
            ) : null}
            {data.fields.map((f) => (
              <div key={f.id} className="match-facts__row">
                <dt>{f.display}</dt>
                <dd>
                  {f.options
                    .filter((o) => f.selected.includes(o.id))
                    .map((o) => o.display)
                    .join(', ') || '—'}
                </dd>
              </div>
            ))}
            <dt>
              <Trans>Días</Trans>
            </dt>
            <dd>
              <ul className="match-plain">
                {data.dayAvailability.map((d) => (
                  <li key={d.dayOfWeek}>
                    {i18n._(dayName(d.dayOfWeek))} {d.startTime}–{d.endTime}
                  </li>
                ))}
              </ul>
            </dd>
            <dt>
              <Trans>Comunas</Trans>
            </dt>
            <dd>{data.cities.map((c) => c.name).join(', ') || '—'}</dd>
          </dl>
          <nav className="match-links" aria-label={t`Tu perfil de match`}>
            <ButtonLink to={`/match/edit_profile?sportId=${sportId}`}>
              <Trans>Editar perfil</Trans>
            </ButtonLink>
            <ButtonLink to={`/match/user_preferences?sportId=${sportId}`} variant="secondary">
              <Trans>Preferencias</Trans>
            </ButtonLink>
            <ButtonLink to={`/match/${sportId}/home`} variant="ghost">
              <Trans>Volver a match</Trans>
            </ButtonLink>
          </nav>
        </div>
      ) : null}
    </MatchDataGate>
  );
}
