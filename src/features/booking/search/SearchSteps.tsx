import { ChosenClub } from './ChosenClub';
import { ClubOutcome } from './ClubOutcome';
import { SearchForm } from './SearchForm';
import { SportPicker } from './SportPicker';

export type ChosenClubScreen = 'comingSoon' | 'membersOnly' | 'sports' | 'search';

/**
 * The search screen's steps once a club is chosen: the club, its outcome (coming soon, members
 * only), the sport, then day, time and duration. Their own chunk: a first visit shows the club list
 * only, and fetches them (with the whole catalog) while the browser is idle.
 */
export function SearchSteps({ screen, busy }: { screen: ChosenClubScreen; busy: boolean }) {
  return (
    <>
      <ChosenClub busy={busy} canChange={screen === 'sports' || screen === 'search'} />
      {screen === 'comingSoon' || screen === 'membersOnly' ? <ClubOutcome screen={screen} /> : null}
      {screen === 'sports' ? <SportPicker busy={busy} /> : null}
      {screen === 'search' ? <SearchForm busy={busy} /> : null}
    </>
  );
}
