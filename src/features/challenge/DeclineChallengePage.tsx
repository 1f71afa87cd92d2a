import { AnswerChallenge } from './AnswerChallengePage';

/** /match/decline-challenge/:challengeId: the same page, the decline button first. */
export default function DeclineChallengePage() {
  return <AnswerChallenge emphasis="decline" />;
}
