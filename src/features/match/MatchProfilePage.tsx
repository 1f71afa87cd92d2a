import { MatchDataScreen } from './MatchPreferencesPage';
import { MatchProfileView } from './MatchProfileView';

/** /match/profile?sportId — the saved match profile of a sport. */
export default function MatchProfilePage() {
  return <MatchDataScreen View={MatchProfileView} />;
}
