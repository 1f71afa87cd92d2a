import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { matchPreferencesSelectors as select, type MatchPreferencesMachine } from '#machines/matchPreferences';
import { Button } from '#ui/Button';
import { ButtonLink } from '#ui/ButtonLink';
import { EmptyState } from '#ui/EmptyState';
import { Loader } from '#ui/Loader';
import { Notice } from '#ui/Notice';

/** What the profile and preferences pages show before their data: loading, a failure, no profile yet. */
export function MatchDataGate({
  actor,
  snapshot,
  children,
}: {
  actor: ActorRefFrom<MatchPreferencesMachine>;
  snapshot: SnapshotFrom<MatchPreferencesMachine>;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const loadError = select.loadError(snapshot);
  if (select.isLoading(snapshot)) return <Loader />;
  if (loadError)
    return (
      <Notice kind="error" title={i18n._(loadError.title ?? loadError.message)}>
        <Button variant="secondary" onClick={() => actor.send({ type: 'prefs.reload' })}>
          <Trans>Reintentar</Trans>
        </Button>
      </Notice>
    );
  if (select.needsWizard(snapshot))
    return (
      <EmptyState
        title={<Trans>Completa tu perfil de match</Trans>}
        action={
          <ButtonLink to={`/match/wizard?sportId=${snapshot.context.sportId}`}>
            <Trans>Empezar</Trans>
          </ButtonLink>
        }
      />
    );
  return <>{children}</>;
}
