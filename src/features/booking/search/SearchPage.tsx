import { Suspense } from 'react';
import { BrandBar } from '#shell/layout/BrandBar';
import { ExchangeNoticeSlot } from '../exchange/ExchangeNoticeSlot';
import { Screen } from '#shell/layout/Screen';
import { useCurrentRoute } from '#shell/layout/useCurrentRoute';
import { Loader } from '#ui/Loader';
import { usePrefetchWhenIdle } from '#shell/idlePrefetch';
import { useIdleModule } from '#shell/useIdleModule';
import { loadLaterCalls, loadSportCalls } from '../api';
import { offersSportSearch } from '#machines/booking/sportFirst/sportFirst.selectors';
import { loadSearchSteps, loadSlotsPage, loadSportSearchCard, SearchSteps } from '../lazyScreens';
import { useBooking } from '../shared/BookingContext';
import { FailureModal } from '../shared/FailureModal';
import { useStepFocus } from '../shared/useStepFocus';
import { ClubList } from './ClubList';
import { SearchHero } from './SearchHero';
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
  // The main brand's sport-first search, above the club list: its own chunk, once the browser is idle
  // after the first paint (the sports it offers answer after that paint anyway).
  const sportSearch = useBooking(offersSportSearch) && onSearchRoute;
  const sportCard = useIdleModule(sportSearch ? loadSportSearchCard : null);
  // The next steps: a club's sports (calls and steps), then the slots screen and its calls.
  usePrefetchWhenIdle(loadSportCalls, loadSearchSteps, loadSlotsPage, loadLaterCalls);
  return (
    <Screen brand={onSearchRoute ? <BrandBar /> : undefined}>
      {onSearchRoute ? <SearchHero /> : null}
      {screen === 'clubs' && sportSearch ? (
        sportCard ? (
          <sportCard.SportSearchCard busy={busy} />
        ) : (
          <div className="sport-search-pending" aria-hidden="true" />
        )
      ) : null}
      <ExchangeNoticeSlot />
      {screen === 'clubs' ? (
        <ClubList busy={busy} />
      ) : (
        <Suspense fallback={<Loader />}>
          <SearchSteps screen={screen} busy={busy} />
        </Suspense>
      )}
      <FailureModal />
    </Screen>
  );
}
