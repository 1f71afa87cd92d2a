import { lazy, Suspense, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { clubsMapMachine, type MapClub } from '#machines/clubsMap';
import { sessionSelectors } from '#machines/session';
import { Screen } from '#shell/layout/Screen';
import { useRuntime, useSession } from '#shell/runtimeContext';
import { Button } from '#ui/Button';
import { Notice } from '#ui/Notice';
import { Spinner } from '#ui/Spinner';
import { mapActors } from './mapActors';
import './MapPage.css';

// Leaflet and its styles load only where the page draws the map (not when the app's own map shows it).
const LeafletMap = lazy(() => import('./LeafletMap').then((m) => ({ default: m.LeafletMap })));

const idOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/**
 * /book/clubs-map (the clubs around the player) and /book/club-map?clubId (one club): the map, and
 * below it the same clubs as a list with their distances. A marker or a list item opens the club.
 * Inside the native shell one club's map is the app's own (map.open through the bridge), not tiles.
 */
export function MapPage({ oneClub }: { oneClub: boolean }) {
  const [query] = useSearchParams();
  const clubId = oneClub ? idOf(query.get('clubId')) : null;
  const { api, shell } = useRuntime();
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const country = useSession(sessionSelectors.country);
  const signedIn = useSession(sessionSelectors.isLoggedIn);
  const machine = useMemo(
    () =>
      clubsMapMachine.provide({
        actors: mapActors(api, shell),
        actions: {
          goToClub: (_, { clubId: id }) => void navigate(`/book/clubs/${id}/sports`),
          openShellMap: (_, target) => void shell.openMap(target),
        },
      }),
    [api, shell, navigate],
  );
  const actor = useActorRef(machine, {
    input: { clubId: oneClub ? (clubId ?? 0) : null, country, shellMap: shell.kind === 'native', signedIn },
  });
  const snapshot = useSelector(actor, (s) => s);
  const { centre, zoom, clubs, tilesUrl, tilesFailed, located, favouritesOnly } = snapshot.context;
  const km = useMemo(() => new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 }), [i18n.locale]);
  const distanceOf = (club: MapClub) => (club.distance === null || oneClub ? null : `${km.format(club.distance)} km`);
  const open = (id: number) => actor.send({ type: 'marker.open', clubId: id });
  return (
    <Screen>
      <section className="map-page stack" aria-labelledby="map-title">
        <h2 id="map-title">
          {oneClub ? (
            (clubs[0]?.name ?? <Trans>Mapa del club</Trans>)
          ) : favouritesOnly ? (
            <Trans>Tus clubes favoritos cerca de ti</Trans>
          ) : (
            <Trans>Clubes cerca de ti</Trans>
          )}
        </h2>
        {snapshot.matches('shown') && !oneClub && !located ? (
          <p className="muted">
            <Trans>No pudimos usar tu ubicación: te mostramos los clubes del centro de tu país.</Trans>
          </p>
        ) : null}
        {signedIn && !oneClub && !snapshot.matches('failed') ? (
          <Button
            variant="secondary"
            className="map-page__favourites"
            aria-pressed={favouritesOnly}
            disabled={!snapshot.matches('shown')}
            onClick={() => actor.send({ type: 'favourites.toggle' })}
          >
            <span aria-hidden="true">{favouritesOnly ? '★' : '☆'}</span> <Trans>Solo mis favoritos</Trans>
          </Button>
        ) : null}
        {snapshot.matches('shown') && favouritesOnly && clubs.length === 0 ? (
          <Notice kind="info">
            <p>
              <Trans>Aún no tienes clubes favoritos. Márcalos con la estrella en la lista de clubes.</Trans>
            </p>
          </Notice>
        ) : null}
        {snapshot.matches('failed') ? (
          <Notice kind="error">
            <p>
              <Trans>No pudimos cargar el mapa.</Trans>
            </p>
            <Button variant="secondary" onClick={() => actor.send({ type: 'map.retry' })}>
              <Trans>Reintentar</Trans>
            </Button>
          </Notice>
        ) : null}
        {snapshot.matches('inShellMap') ? (
          <div className="card stack map-shell" data-testid="shell-map">
            <p>
              <Trans>Abrimos el club en el mapa de tu teléfono.</Trans>
            </p>
            <Button block variant="secondary" onClick={() => actor.send({ type: 'shellMap.open' })}>
              <Trans>Ver en el mapa</Trans>
            </Button>
          </div>
        ) : null}
        {(snapshot.matches('shown') && centre) || snapshot.matches('inShellMap') ? (
          <>
            {snapshot.matches('shown') && centre ? (
              <div className={`map-frame${tilesUrl && !tilesFailed ? '' : ' map-frame--plain'}`}>
                <Suspense fallback={<Spinner />}>
                  <LeafletMap
                    centre={centre}
                    zoom={zoom}
                    clubs={clubs}
                    tilesUrl={tilesFailed ? null : tilesUrl}
                    distanceOf={distanceOf}
                    onOpen={open}
                    onTilesFailed={() => actor.send({ type: 'tiles.failed' })}
                  />
                </Suspense>
              </div>
            ) : null}
            <ul className="map-list" aria-label={t`Clubes del mapa`}>
              {clubs.map((club) => (
                <li key={club.id}>
                  <button type="button" className="map-list__item" onClick={() => open(club.id)}>
                    <span className="map-list__name">{club.name}</span>
                    {distanceOf(club) ? <span className="map-list__distance">{distanceOf(club)}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : snapshot.matches('failed') ? null : (
          <Spinner />
        )}
      </section>
    </Screen>
  );
}
