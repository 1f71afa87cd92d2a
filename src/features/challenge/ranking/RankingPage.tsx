import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { ResponseOf } from '#kernel/contract';
import { getMatchRanking } from '#kernel/contract/matchRating';
import { Screen } from '#shell/layout/Screen';
import { useRuntime } from '#shell/runtimeContext';
import { Button } from '#ui/Button';
import { Notice } from '#ui/Notice';
import { Spinner } from '#ui/Spinner';
import '../Challenge.css';

type Ranking = ResponseOf<typeof getMatchRanking>;
type Category = 'ALL' | 'M' | 'F';

/** /match/ranking?sportId&category&page (spec part 3 §3 "Ranking", §9 page size 10): read-only, paged. */
export default function RankingPage() {
  const { api } = useRuntime();
  const [search, setSearch] = useSearchParams();
  const sportId = Number(search.get('sportId') ?? 1) || 1;
  const category = (['ALL', 'M', 'F'].includes(search.get('category') ?? '') ? search.get('category') : 'ALL') as Category;
  const page = Number(search.get('page') ?? 1) || 1;
  const key = `${sportId}:${category}:${page}`;
  // The answer of the query it belongs to: another query shows the spinner until its own arrives.
  const [loaded, setLoaded] = useState<{ key: string; answer: Ranking | 'failed' } | null>(null);
  const answer = loaded?.key === key ? loaded.answer : null;
  useEffect(() => {
    const abort = new AbortController();
    api.call(getMatchRanking, { params: { sportId }, query: { category, page }, signal: abort.signal }).then(
      (ranking) => setLoaded({ key: `${sportId}:${category}:${page}`, answer: ranking }),
      () => !abort.signal.aborted && setLoaded({ key: `${sportId}:${category}:${page}`, answer: 'failed' }),
    );
    return () => abort.abort();
  }, [api, sportId, category, page]);
  const go = (next: Partial<{ category: Category; page: number }>) =>
    setSearch({ sportId: String(sportId), category: next.category ?? category, page: String(next.page ?? (next.category ? 1 : page)) });
  const table = answer && answer !== 'failed' ? answer.categories[0] : null;
  return (
    <Screen narrow>
      <section className="card stack" aria-labelledby="ranking-title" data-testid="match-ranking">
        <h2 id="ranking-title">
          <Trans>Ranking</Trans> {answer && answer !== 'failed' ? answer.sportName : null}
        </h2>
        <div className="challenge__actions" role="group" aria-label="Categoría">
          {(['ALL', 'M', 'F'] as const).map((c) => (
            <Button
              key={c}
              variant={c === category ? 'primary' : 'secondary'}
              aria-pressed={c === category}
              onClick={() => go({ category: c })}
            >
              {c === 'ALL' ? <Trans>General</Trans> : c === 'M' ? <Trans>Masculino</Trans> : <Trans>Femenino</Trans>}
            </Button>
          ))}
        </div>
        {answer === null ? <Spinner size="large" /> : null}
        {answer === 'failed' ? (
          <Notice kind="error">
            <p>
              <Trans>Ha ocurrido un error. Por favor, inténtalo más tarde.</Trans>
            </p>
          </Notice>
        ) : null}
        {answer && answer !== 'failed' && answer.me ? (
          <p data-testid="my-ranking">
            {/* prettier-ignore */}
            <Trans>Tu posición: {answer.me.position} · {answer.me.rating} puntos</Trans>
          </p>
        ) : null}
        {table ? (
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
                  <tr key={row.userId} data-testid="ranking-row" data-user={row.userId}>
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
          <div className="challenge__actions">
            <Button variant="secondary" disabled={table.page <= 1} onClick={() => go({ page: table.page - 1 })}>
              <Trans>Anterior</Trans>
            </Button>
            <span>
              {/* prettier-ignore */}
              <Trans>Página {table.page} de {table.totalPages}</Trans>
            </span>
            <Button variant="secondary" disabled={table.page >= table.totalPages} onClick={() => go({ page: table.page + 1 })}>
              <Trans>Siguiente</Trans>
            </Button>
          </div>
        ) : null}
        <Link to="/match/ranking-explanation">
          <Trans>Cómo funciona el ranking</Trans>
        </Link>
      </section>
    </Screen>
  );
}
