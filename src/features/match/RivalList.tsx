import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ChallengeSummaryDto, RivalDto } from '#machines/matchHome';
import { Badge } from '#ui/Badge';
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

/** Where a challenge card leads: the answer page while pending, the chat once accepted, the rating once called off. */
export type ChallengeListKind = 'toMe' | 'fromMe' | 'accepted' | 'toDiscard';

const linkOf = (kind: ChallengeListKind, id: number) =>
  kind === 'accepted' ? `/match/chat/${id}` : kind === 'toDiscard' ? `/match/rate/${id}` : `/match/accept-challenge/${id}`;

/** A list of challenges (pending to me, from me, accepted, to discard): who, until when, and where to go next. */
export function ChallengeList({
  title,
  items,
  testId,
  kind,
}: {
  title: string;
  items: ChallengeSummaryDto[];
  testId: string;
  kind: ChallengeListKind;
}) {
  const { i18n, t } = useLingui();
  if (items.length === 0) return null;
  return (
    <section className="match-section" data-testid={testId}>
      <h3>{title}</h3>
      <ul className="match-list">
        {items.map((c) => {
          const name = `${c.other.firstName} ${c.other.lastName}`;
          const unread = c.undeliveredMessages ?? 0;
          return (
            <li key={c.challengeId} className="match-card" data-testid="challenge-card">
              <div className="match-card__main">
                <p className="match-card__title">{name}</p>
                {kind === 'toMe' || kind === 'fromMe' ? (
                  <p className="muted">
                    <Trans>Hasta el {i18n.date(new Date(c.expiresAt), { dateStyle: 'medium', timeStyle: 'short' })}</Trans>
                  </p>
                ) : null}
                {kind === 'toDiscard' ? (
                  <p className="muted">
                    <Trans>Partido cancelado: califícalo para quitarlo de la lista.</Trans>
                  </p>
                ) : null}
                {kind === 'accepted' && unread > 0 ? (
                  <p data-testid="unread">
                    <Badge kind="brand">
                      <Plural value={unread} one="# mensaje sin leer" other="# mensajes sin leer" />
                    </Badge>
                  </p>
                ) : null}
              </div>
              <ButtonLink
                to={linkOf(kind, c.challengeId)}
                variant={kind === 'fromMe' ? 'secondary' : 'primary'}
                aria-label={
                  kind === 'accepted'
                    ? t`Chat con ${name}`
                    : kind === 'toDiscard'
                      ? t`Calificar el partido con ${name}`
                      : kind === 'toMe'
                        ? t`Responder a ${name}`
                        : t`Ver el desafío a ${name}`
                }
              >
                {kind === 'accepted' ? (
                  <Trans>Chat</Trans>
                ) : kind === 'toDiscard' ? (
                  <Trans>Calificar</Trans>
                ) : kind === 'toMe' ? (
                  <Trans>Responder</Trans>
                ) : (
                  <Trans>Ver</Trans>
                )}
              </ButtonLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
