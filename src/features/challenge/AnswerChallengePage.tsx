import { useParams } from 'react-router';
import { sessionSelectors } from '#machines/session';
import { useSession } from '#shell/runtimeContext';
import { Spinner } from '#ui/Spinner';
import { ChallengeView } from './ChallengeView';
import { useChallenge } from './useChallenge';

/** /match/accept-challenge/:challengeId and /match/decline-challenge/:challengeId: an existing challenge. */
export function AnswerChallenge({ emphasis }: { emphasis: 'accept' | 'decline' }) {
  const { challengeId } = useParams();
  const userId = useSession(sessionSelectors.userId);
  if (userId === null) return <Spinner size="large" />;
  const id = challengeId && /^\d+$/.test(challengeId) ? Number(challengeId) : 0;
  return <Existing key={`${id}:${userId}`} userId={userId} challengeId={id} emphasis={emphasis} />;
}

function Existing({ userId, challengeId, emphasis }: { userId: number; challengeId: number; emphasis: 'accept' | 'decline' }) {
  return <ChallengeView flow={useChallenge({ mode: 'open', userId, challengeId })} emphasis={emphasis} />;
}

export default function AcceptChallengePage() {
  return <AnswerChallenge emphasis="accept" />;
}
