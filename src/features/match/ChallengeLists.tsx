import { useLingui } from '@lingui/react/macro';
import type { HomeData } from '#machines/matchHome';
import { ChallengeList } from './RivalList';

/** The player's matches in a sport: pending (to them, from them), accepted, and the ones to discard. */
export function ChallengeLists({ home }: { home: HomeData }) {
  const { t } = useLingui();
  return (
    <>
      <ChallengeList title={t`Desafíos para ti`} items={home.pending.toMe} testId="pending-to-me" kind="toMe" />
      <ChallengeList title={t`Desafíos que enviaste`} items={home.pending.fromMe} testId="pending-from-me" kind="fromMe" />
      <ChallengeList title={t`Partidos aceptados`} items={home.accepted} testId="accepted" kind="accepted" />
      <ChallengeList title={t`Partidos por descartar`} items={home.toDiscard} testId="to-discard" kind="toDiscard" />
    </>
  );
}
