import { Suspense, useState } from 'react';
import { bookingSelectors } from '#machines/booking';
import { Screen } from '#shell/layout/Screen';
import { Loader } from '#ui/Loader';
import { SearchPage } from './search/SearchPage';
import { useBooking } from './shared/BookingContext';

import {
  AlternativeClubsPage,
  ClubSlotsPage,
  ExchangeClubUnavailable,
  ReservationPage,
  SchedulePage,
  SlotsPage,
  WaitingListPage,
  AccessBlockedPage,
} from './lazyScreens';

type Shown = Exclude<bookingSelectors.BookingScreen, 'loading' | 'ended'>;

function Fallback() {
  return (
    <Screen>
      <Loader />
    </Screen>
  );
}

/**
 * The flow's screen. While the flow loads (a search, a hold, the next club), the last screen stays
 * up, busy, instead of a blank loader.
 */
export function BookingScreens() {
  const current = useBooking(bookingSelectors.screen);
  const busy = current === 'loading' || current === 'ended';
  // The last screen shown, kept as state derived while rendering (React's "previous value" pattern).
  const [last, setLast] = useState<Shown | null>(null);
  if (!busy && current !== last) setLast(current);
  const shown = busy ? last : current;
  if (!shown) return <Fallback />;
  return (
    <Suspense fallback={<Fallback />}>
      <Page screen={shown} busy={busy} />
    </Suspense>
  );
}

function Page({ screen, busy }: { screen: Shown; busy: boolean }) {
  switch (screen) {
    case 'clubs':
    case 'comingSoon':
    case 'membersOnly':
    case 'sports':
    case 'search':
      return <SearchPage screen={screen} busy={busy} />;
    case 'slots':
    case 'alternativeSlots':
    case 'nearbySlots':
      return <SlotsPage screen={screen} busy={busy} />;
    case 'alternativeClubs':
      return <AlternativeClubsPage busy={busy} />;
    case 'schedule':
      return <SchedulePage />;
    case 'reservation':
      return <ReservationPage />;
    case 'clubSlots':
      return <ClubSlotsPage busy={busy} />;
    case 'exchangeClubUnavailable':
      return <ExchangeClubUnavailable />;
    case 'waitingList':
      return <WaitingListPage busy={busy} />;
    case 'clubBlocked':
    case 'sportBlocked':
      return <AccessBlockedPage screen={screen} busy={busy} />;
  }
}
