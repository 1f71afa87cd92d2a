import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { errorEntry } from '#kernel/lib/errors';
import { clubPageMachine, clubPageSelectors as select, loadClubErrors } from '#machines/clubPage';
import { openMatchListMachine } from '#machines/openMatchList';
import { sessionSelectors } from '#machines/session';
import { goToExternalUrl } from '#shell/externalNavigation';
import { useBack } from '#shell/layout/useBack';
import { useRuntime, useSession } from '#shell/runtimeContext';
import { clubPageActors, fetchClubMatches } from './clubPageActors';

/** Where a club that does not load leads (spec part 2 §2): the clubs list. */
const CLUBS_PATH = '/book/clubs';

const sameJson = <T>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);

/** Runs the club page machine for one visit of /club/:clubId. */
export function useClubPage(clubId: string | undefined) {
  const { api, shell, toasts } = useRuntime();
  const navigate = useNavigate();
  const { goBack } = useBack();
  const machine = useMemo(
    () =>
      clubPageMachine.provide({
        actors: {
          ...clubPageActors(api),
          openMatchList: openMatchListMachine.provide({
            actors: { fetchClubMatches: fetchClubMatches(api) },
            actions: { goToMatch: (_, { uuid }) => void navigate(`/open_match/join/${uuid}`) },
          }),
        },
        actions: {
          openMap: (_, target) => void shell.openMap(target),
          openExternal: (_, { url }) => goToExternalUrl(url),
          goBack: () => goBack(),
          goToClubs: (_, { error }) => {
            if (error) toasts.show({ message: errorEntry(loadClubErrors, error.code).message, kind: 'error' });
            void navigate(CLUBS_PATH, { replace: true });
          },
        },
      }),
    // One machine per visit: the page remounts (key) when its id changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- goBack and navigate change identity on every render; the machine must not
    [api, shell, toasts],
  );
  const actor = useActorRef(machine, { input: { clubId, nativeShell: shell.kind === 'native' } });
  const signedIn = useSession(sessionSelectors.userId) !== null;
  return {
    loading: useSelector(actor, select.isLoading),
    club: useSelector(actor, select.club),
    blocked: useSelector(actor, select.isBlocked),
    phones: useSelector(actor, select.phones, sameJson),
    contact: useSelector(actor, select.contact, sameJson),
    map: useSelector(actor, select.map, sameJson),
    links: useSelector(actor, select.links, sameJson),
    openingLinkId: useSelector(actor, select.openingLinkId),
    linkError: useSelector(actor, select.linkError),
    openMap: () => actor.send({ type: 'club.openMap' }),
    openLink: (linkId: number) => actor.send({ type: 'club.openLink', linkId }),
    /** The club's open matches need a signed-in player (who may join them). */
    canListMatches: signedIn,
    matchList: useSelector(actor, select.matchListRef),
    openMatches: () => actor.send({ type: 'club.openMatches' }),
  };
}
