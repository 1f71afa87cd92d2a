import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { matchRankingSelectors as select, type MatchRankingMachine, type RankingCategory } from '#machines/matchRanking';
import { Button } from '#ui/Button';
import { Notice } from '#ui/Notice';
import { SelectField } from '#ui/SelectField';
import { Spinner } from '#ui/Spinner';
import '../Challenge.css';

/** /match/ranking (spec part 3 §3 "Ranking", §9 page size 10): by category, whole or by club, paged. */
export function RankingView({ actor }: { actor: ActorRefFrom<MatchRankingMachine> }) {
  const { t, i18n } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const query = select.query(snapshot);
  const ranking = select.ranking(snapshot);
  const table = select.table(snapshot);
  const me = select.me(snapshot);
  const failure = select.failure(snapshot);
  const clubName = select.clubName(snapshot);
  const clubs = select.clubs(snapshot);
  const clubsFailure = select.clubsFailure(snapshot);
  const categories: [RankingCategory, string][] = [
    ['ALL', t`General`],
    ['M', t`Masculino`],
    ['F', t`Femenino`],
  ];
  return (
    <section className="card stack" aria-labelledby="ranking-title" data-testid="match-ranking">
      <h2 id="ranking-title">
        <Trans>Ranking</Trans> {ranking?.sportName ?? null}
        {clubName ? ` · ${clubName}` : null}
      </h2>
      <div className="challenge__actions" role="group" aria-label={t`Categoría`}>
        {categories.map(([id, label]) => (
          <Button
            key={id}
            variant={id === query.category ? 'primary' : 'secondary'}
            aria-pressed={id === query.category}
            onClick={() => actor.send({ type: 'category.select', category: id })}
          >
            {label}
          </Button>
        ))}
      </div>
      {clubs.length > 0 ? (
        <SelectField
          label={<Trans>Club</Trans>}
          value={query.clubId === null ? '' : String(query.clubId)}
          options={[{ value: '', label: t`Todos los clubes` }, ...clubs.map((c) => ({ value: String(c.id), label: c.name }))]}
          onChange={(event) => actor.send({ type: 'club.select', clubId: event.target.value ? Number(event.target.value) : null })}
        />
      ) : null}
      {clubsFailure ? (
        <Notice kind="warning" title={clubsFailure.title ? i18n._(clubsFailure.title) : undefined}>
          <p>{i18n._(clubsFailure.message)}</p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'clubs.retry' })}>
            <Trans>Cargar los clubes otra vez</Trans>
          </Button>
        </Notice>
      ) : null}
      {select.isLoading(snapshot) ? <Spinner size="large" /> : null}
      {failure ? (
        <Notice kind="error" title={failure.title ? i18n._(failure.title) : undefined}>
          <p>{i18n._(failure.message)}</p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'ranking.retry' })}>
            <Trans>Reintentar</Trans>
          </Button>
        </Notice>
      ) : null}
      {me ? (
        <p data-testid="my-ranking">
          {/* prettier-ignore */}
          <Trans>Tu posición: {me.position} · {me.rating} puntos</Trans>
        </p>
      ) : null}
      {table && !failure ? (
        table.ranking.length === 0 ? (
          <p>
            <Trans>Aún no hay partidos calificados en esta categoría.</Trans>
          </p>
        ) : (
          <table className="ranking-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">
                  <Trans>Jugador</Trans>
                </th>
                <th scope="col">
                  <Trans>Puntos</Trans>
                </th>
                <th scope="col">
                  <Trans>Partidos</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {table.ranking.map((row) => (
                <tr
                  key={row.userId}
                  data-testid="ranking-row"
                  data-user={row.userId}
                  aria-current={row.userId === me?.userId ? 'true' : undefined}
                >
                  <td>{row.position}</td>
                  <td>
                    {row.firstName} {row.lastName}
                  </td>
                  <td data-testid="ranking-rating">{row.rating}</td>
                  <td>{row.ratedMatches}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
      {table && table.totalPages > 1 ? (
        <div className="ranking-pages">
          <Button
            variant="secondary"
            disabled={!select.canPrevious(snapshot)}
            onClick={() => actor.send({ type: 'page.go', page: query.page - 1 })}
          >
            <Trans>Anterior</Trans>
          </Button>
          <span>
            {/* prettier-ignore */}
            <Trans>Página {table.page} de {table.totalPages}</Trans>
          </span>
          <Button
            variant="secondary"
            disabled={!select.canNext(snapshot)}
            onClick={() => actor.send({ type: 'page.go', page: query.page + 1 })}
          >
            <Trans>Siguiente</Trans>
          </Button>
        </div>
      ) : null}
      <Link
        to="/match/ranking-explanation"
        onClick={(event) => {
          event.preventDefault();
          actor.send({ type: 'explanation.open' });
        }}
      >
        <Trans>Cómo funciona el ranking</Trans>
      </Link>
    </section>
  );
}
