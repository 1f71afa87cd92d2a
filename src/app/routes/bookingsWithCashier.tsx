import BookingsPage from '#features/bookings/BookingsPage';
import { CashierPortContext } from '#shell/cashierPort';
import { MatchesTabContext } from '#shell/matchesTabPort';
import { MyOpenMatches } from '#features/openMatch';
import { cashierPort } from './cashierPortImpl';

/** The open-matches area's list of the caller's matches, as the matches tab shows it. */
const matchesTab = { render: () => <MyOpenMatches /> };

/**
 * /bookings: the bookings list with the cashier injected (pay one booking or several together) and
 * the matches tab's content (the open-matches area's list of the caller's matches).
 */
export default function BookingsWithCashier() {
  return (
    <CashierPortContext.Provider value={cashierPort}>
      <MatchesTabContext.Provider value={matchesTab}>
        <BookingsPage />
      </MatchesTabContext.Provider>
    </CashierPortContext.Provider>
  );
}
