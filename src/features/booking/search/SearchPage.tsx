import { BrandBar } from '#shell/layout/BrandBar';
import { Screen } from '#shell/layout/Screen';
import { useCurrentRoute } from '#shell/layout/useCurrentRoute';
import { usePrefetchWhenIdle } from '#shell/idlePrefetch';
import { loadLaterCalls } from '../api';
import { loadSlotsPage } from '../lazyScreens';
import { FailureModal } from '../shared/FailureModal';
import { useStepFocus } from '../shared/useStepFocus';
import { ChosenClub } from './ChosenClub';
import { ClubList } from './ClubList';
import { ClubOutcome } from './ClubOutcome';
import { SearchForm } from './SearchForm';
import { SearchHero } from './SearchHero';
import { SportPicker } from './SportPicker';
import './SearchPage.css';

export type SearchScreen = 'clubs' | 'comingSoon' | 'membersOnly' | 'sports' | 'search';

/**
 * /book/search (and the club routes): the first steps of a booking on one screen — the club (with
 * its sub-clubs, or its 'coming soon' / members-only outcome), the sport, then day, time and duration.
 */
export function SearchPage({ screen, busy }: { screen: SearchScreen; busy: boolean }) {
  const route = useCurrentRoute();
  const onSearchRoute = route?.id === 'book.search';
  useStepFocus(screen);
  // The next step: the slots screen and its calls.
  usePrefetchWhenIdle(loadSlotsPage, loadLaterCalls);
  return (
    <Screen brand={onSearchRoute ? <BrandBar /> : undefined}>
      {onSearchRoute ? <SearchHero /> : null}
      {screen === 'clubs' ? <ClubList busy={busy} /> : <ChosenClub busy={busy} canChange={screen === 'sports' || screen === 'search'} />}
      {screen === 'comingSoon' || screen === 'membersOnly' ? <ClubOutcome screen={screen} /> : null}
      {screen === 'sports' ? <SportPicker busy={busy} /> : null}
      {screen === 'search' ? <SearchForm busy={busy} /> : null}
      <FailureModal />
    </Screen>
  );
}
