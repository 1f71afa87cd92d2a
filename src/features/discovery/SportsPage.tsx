import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { sportListEntries } from '#kernel/lib/club/sportListEntries';
import { sportListMachine } from '#machines/sportList';
import { goToExternalUrl } from '#shell/externalNavigation';
import { useSportName } from '#shell/i18n/sportNames';
import { Screen } from '#shell/layout/Screen';
import { useRuntime } from '#shell/runtimeContext';
import { Button } from '#ui/Button';
import { Notice } from '#ui/Notice';
import { Spinner } from '#ui/Spinner';
import { sportListActors } from './discoveryActors';
import './Discovery.css';

const idOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/**
 * /book/sports (spec part 1 §2.1): the sports; with ?clubId the club's, its external links among them
 * at their positions. A sport goes on to book it at the club (or to the search without one).
 */
export default function SportsPage() {
  const [query] = useSearchParams();
  const clubId = idOf(query.get('clubId'));
  const { api } = useRuntime();
  const navigate = useNavigate();
  const sportName = useSportName();
  const machine = useMemo(
    () =>
      sportListMachine.provide({
        actors: sportListActors(api),
        actions: {
          goToSport: (_, { clubId: club, sportId }) =>
            void navigate(club === null ? '/book/search' : `/book/clubs/${club}/sports?preSelectSportId=${sportId}`),
          openExternal: (_, { url }) => goToExternalUrl(url),
        },
      }),
    [api, navigate],
  );
  const actor = useActorRef(machine, { input: { clubId } });
  const snapshot = useSelector(actor, (s) => s);
  const entries = sportListEntries(snapshot.context.sports, snapshot.context.links);
  return (
    <Screen narrow>
      <section className="card stack discovery" aria-labelledby="sports-title">
        <h2 id="sports-title">
          <Trans>Deportes</Trans>
        </h2>
        {snapshot.matches('loading') ? <Spinner /> : null}
        {snapshot.matches('failed') ? (
          <Notice kind="error">
            <p>
              <Trans>No pudimos cargar los deportes.</Trans>
            </p>
            <Button variant="secondary" onClick={() => actor.send({ type: 'sports.retry' })}>
              <Trans>Reintentar</Trans>
            </Button>
          </Notice>
        ) : null}
        {snapshot.context.linkFailed ? (
          <Notice kind="error">
            <p>
              <Trans>No pudimos abrir el enlace.</Trans>
            </p>
          </Notice>
        ) : null}
        <ul className="discovery__list">
          {entries.map((entry) =>
            entry.kind === 'sport' ? (
              <li key={`s${entry.sport.id}`}>
                <button
                  type="button"
                  className="discovery__item"
                  onClick={() => actor.send({ type: 'sport.choose', sportId: entry.sport.id })}
                >
                  <span className="discovery__name">{sportName(entry.sport)}</span>
                  <span aria-hidden="true">›</span>
                </button>
              </li>
            ) : (
              <li key={`l${entry.link.externalLinkId}`}>
                <button
                  type="button"
                  className="discovery__item discovery__item--link"
                  disabled={snapshot.matches('openingLink')}
                  onClick={() => actor.send({ type: 'link.open', linkId: entry.link.externalLinkId })}
                >
                  {entry.link.image ? <img src={entry.link.image} alt="" width="32" height="32" /> : null}
                  <span className="discovery__name">{entry.link.name}</span>
                  <span aria-hidden="true">↗</span>
                </button>
              </li>
            ),
          )}
        </ul>
      </section>
    </Screen>
  );
}
