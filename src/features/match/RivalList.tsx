import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ChallengeSummaryDto, RivalDto } from '#machines/matchHome';
import { ButtonLink } from '#ui/ButtonLink';
import { EmptyState } from '#ui/EmptyState';

/** The recommended rivals: name, level, shared communes, shared hours, and a challenge link each. */
export function RivalList({ rivals }: { rivals: RivalDto[] }) {
  const { t } = useLingui();
  if (rivals.length === 0)
    return (
      <EmptyState title={<Trans>Aún no hay rivales para ti</Trans>}>
        <Trans>Prueba con más días, más comunas o menos preferencias.</Trans>
      </EmptyState>
    );
  return (
    <ol className="match-list match-rivals" aria-label={t`Rivales recomendados`} data-testid="rivals">
      {rivals.map((r) => {
        const name = `${r.firstName} ${r.lastName}`;
        const hours = Math.round(r.overlapMinutes / 60);
        return (
          <li key={r.userId} className="match-card" data-testid="rival">
            <div className="match-card__main">
              <p className="match-card__title">{name}</p>
              <p className="muted">
                <Trans>Nivel: {r.levelName}</Trans>
              </p>
              <p className="muted">
                {r.sharedCities.length > 0 ? (
                  <Trans>Comunas en común: {r.sharedCities.map((c) => c.name).join(', ')}</Trans>
                ) : (
                  <Trans>Sin comunas en común</Trans>
                )}
              </p>
              {hours > 0 ? (
                <p className="muted">
                  <Plural value={hours} one="# hora a la semana en común" other="# horas a la semana en común" />
                </p>
              ) : null}
            </div>
            <ButtonLink to={`/match/challenge/${r.userId}`} aria-label={t`Desafiar a ${name}`}>
              <Trans>Desafiar</Trans>
            </ButtonLink>
          </li>
        );
      })}
    </ol>
  );
}

/** A list of challenges (pending to me, from me, accepted): who and until when. */
export function ChallengeList({ title, items, testId }: { title: string; items: ChallengeSummaryDto[]; testId: string }) {
  const { i18n } = useLingui();
  if (items.length === 0) return null;
  return (
    <section className="match-section" data-testid={testId}>
      <h3>{title}</h3>
      <ul className="match-list">
        {items.map((c) => (
          <li key={c.challengeId} className="match-card">
            <div className="match-card__main">
              <p className="match-card__title">
                {c.other.firstName} {c.other.lastName}
              </p>
              <p className="muted">
                <Trans>Hasta el {i18n.date(new Date(c.expiresAt), { dateStyle: 'medium', timeStyle: 'short' })}</Trans>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
