import BookingsPage from '#features/bookings/BookingsPage';
import { CashierPortContext } from '#shell/cashierPort';
import { MatchesTabContext } from '#shell/matchesTabPort';
import { cashierPort } from './paymentsCashierPort';

/**
 * /bookings: the bookings list with the cashier injected (pay one booking or several together) and
 * the matches tab's content (null until the open-matches area provides its list: an empty state).
 */
export default function BookingsWithCashier() {
  return (
    <CashierPortContext.Provider value={cashierPort}>
      <MatchesTabContext.Provider value={null}>
        <BookingsPage />
      </MatchesTabContext.Provider>
    </CashierPortContext.Provider>
  );
}
