import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useActorRef } from '@xstate/react';
import { matchWizardMachine } from '#machines/matchWizard';
import { sessionSelectors } from '#machines/session';
import { Screen } from '#shell/layout/Screen';
import { useRuntime, useSession } from '#shell/runtimeContext';
import { Spinner } from '#ui/Spinner';
import { wizardActors } from './matchActors';
import { MatchWizardView } from './MatchWizardView';

const idOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** /match/wizard (?entityId, ?sportId) and /match/edit_profile?sportId: the match profile, step by step. */
export default function MatchWizardPage() {
  const userId = useSession(sessionSelectors.userId);
  const [search] = useSearchParams();
  return userId === null ? (
    <Spinner size="large" />
  ) : (
    <Wizard userId={userId} entityId={idOf(search.get('entityId'))} sportId={idOf(search.get('sportId'))} />
  );
}

function Wizard({ userId, entityId, sportId }: { userId: number; entityId: number | null; sportId: number | null }) {
  const { api } = useRuntime();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      matchWizardMachine.provide({
        actors: wizardActors(api, userId),
        actions: { goToMatchHome: (_, { to }) => void navigate(to, { replace: true }) },
      }),
    [api, userId, navigate],
  );
  const actor = useActorRef(machine, { input: { entityId, sportId, currentYear: new Date().getFullYear() } });
  return (
    <Screen narrow>
      <MatchWizardView actor={actor} />
    </Screen>
  );
}
