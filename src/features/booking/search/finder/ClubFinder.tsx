import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import type { ClubFilter, FilterSport } from '#machines/clubFilter';
import { clubFinderMachine, clubFinderSelectors as select } from '#machines/clubFinder';
import { sessionSelectors } from '#machines/session';
import { useRuntime, useSession } from '#shell/runtimeContext';
import { Button } from '#ui/Button';
import { EmptyState } from '#ui/EmptyState';
import { Notice } from '#ui/Notice';
import { Spinner } from '#ui/Spinner';
import type { ClubCard } from '../../api/views';
import { ClubCardItem } from '../ClubCardItem';
import { ClubFilterModal } from './ClubFilterModal';
import { ClubRequestModal } from './ClubRequestModal';
import { FavouriteButton } from './FavouriteButton';
import { finderActors, loadFilterSports } from './finderActors';
import { FinderContext } from './finderContext';
import './ClubFinder.css';

type FinderCard = ClubCard & { favourite: boolean };

/**
 * The club list's search box and filter (spec part 1 §5, §9). While neither is in use the booking
 * flow's paged list (children) shows; otherwise the finder's matches, favourites first.
 */
export function ClubFinder({ busy, onSelect, children }: { busy: boolean; onSelect: (clubId: number) => void; children: ReactNode }) {
  const { t } = useLingui();
  const { api } = useRuntime();
  const country = useSession(sessionSelectors.country);
  const machine = useMemo(() => clubFinderMachine.provide({ actors: finderActors(api) }), [api]);
  const finder = useActorRef(machine, { input: { country } });
  const active = useSelector(finder, select.isActive);
  const loading = useSelector(finder, select.isLoading);
  const failed = useSelector(finder, select.loadFailed);
  const text = useSelector(finder, select.text);
  const filter = useSelector(finder, select.filter);
  const filterCount = useSelector(finder, select.filterCount);
  const clubs = useSelector(finder, (s) => select.results<FinderCard>(s));
  const [sports, setSports] = useState<FilterSport[]>([]);
  const [filtering, setFiltering] = useState(false);
  const [requesting, setRequesting] = useState(false);
  const closeRequest = useCallback(() => setRequesting(false), []);
  const searchId = useId();
  useEffect(() => {
    loadFilterSports(api).then(setSports, () => undefined);
  }, [api]);
  const onFilterDone = useCallback(
    (next: ClubFilter | null) => {
      setFiltering(false);
      if (next) finder.send({ type: 'finder.filter', filter: next });
    },
    [finder],
  );

  return (
    <FinderContext.Provider value={finder}>
      <div className="club-finder" role="search">
        <div className="club-finder__search">
          <label className="visually-hidden" htmlFor={searchId}>
            <Trans>Buscar club</Trans>
          </label>
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
            <circle cx="11" cy="11" r="7" />
            <path d="M20 20l-4-4" strokeLinecap="round" />
          </svg>
          <input
            type="search"
            value={text}
            placeholder={t`Busca por nombre, comuna o dirección`}
            onChange={(e) => finder.send({ type: 'finder.type', text: e.target.value })}
            autoComplete="off"
            id={searchId}
          />
        </div>
        <Button variant="secondary" className="club-finder__filter" onClick={() => setFiltering(true)} aria-haspopup="dialog">
          <Trans>Filtrar</Trans>
          {filterCount > 0 ? <span className="club-finder__count">{filterCount}</span> : null}
        </Button>
      </div>
      {requesting ? <ClubRequestModal onClose={closeRequest} /> : null}
      {filtering ? <ClubFilterModal country={country} sports={sports} current={filter} onDone={onFilterDone} /> : null}
      {!active ? (
        children
      ) : loading ? (
        <Spinner />
      ) : failed ? (
        <Notice kind="error">
          <p>
            <Trans>No pudimos cargar los clubes.</Trans>
          </p>
          <Button variant="secondary" onClick={() => finder.send({ type: 'finder.retry' })}>
            <Trans>Reintentar</Trans>
          </Button>
        </Notice>
      ) : (
        <>
          <p className="club-finder__summary" role="status">
            <Plural value={clubs.length} one="# club encontrado" other="# clubes encontrados" />{' '}
            <Button variant="ghost" onClick={() => finder.send({ type: 'finder.clear' })}>
              <Trans>Ver todos</Trans>
            </Button>
          </p>
          {clubs.length === 0 ? (
            <EmptyState
              title={<Trans>No encontramos clubes con esa búsqueda</Trans>}
              action={
                <Button variant="secondary" onClick={() => setRequesting(true)}>
                  <Trans>Sugiere un club</Trans>
                </Button>
              }
            />
          ) : (
            <ul className="club-list">
              {clubs.map((club) => (
                <ClubCardItem
                  key={club.id}
                  club={club}
                  busy={busy}
                  loading={false}
                  onSelect={onSelect}
                  aside={<FavouriteButton club={club} />}
                />
              ))}
            </ul>
          )}
          {clubs.length > 0 ? (
            <Button variant="ghost" onClick={() => setRequesting(true)}>
              <Trans>¿No está tu club? Sugiérelo</Trans>
            </Button>
          ) : null}
        </>
      )}
    </FinderContext.Provider>
  );
}
