import { useParams, useSearchParams } from 'react-router';
import { sessionSelectors } from '#machines/session';
import type { ChallengeInput } from '#machines/challenge';
import { useSession } from '#shell/runtimeContext';
import { Spinner } from '#ui/Spinner';
import { ChallengeView } from './ChallengeView';
import { useChallenge } from './useChallenge';

const idOf = (value: string | null | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** /match/challenge/:otherUserId?sportId — challenge this player (or see the challenge already open with them). */
export default function ChallengePage() {
  const { otherUserId } = useParams();
  const [search] = useSearchParams();
  const userId = useSession(sessionSelectors.userId);
  const other = idOf(otherUserId);
  if (userId === null) return <Spinner size="large" />;
  const input: ChallengeInput = { mode: 'send', userId, otherUserId: other ?? 0, sportId: idOf(search.get('sportId')) };
  return <Challenge key={`${otherUserId ?? ''}:${userId}`} input={input} />;
}

function Challenge({ input }: { input: ChallengeInput }) {
  return <ChallengeView flow={useChallenge(input)} />;
}
