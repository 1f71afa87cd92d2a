import BookingSummaryPage from '#features/booking/summary/BookingSummaryPage';
import { CashierPortContext } from '#shell/cashierPort';
import { cashierPort } from './cashierPortImpl';

/** /summary/{bookingId}: the booking summary, with the cashier injected to pay what is pending. */
export default function SummaryWithCashier() {
  return (
    <CashierPortContext.Provider value={cashierPort}>
      <BookingSummaryPage />
    </CashierPortContext.Provider>
  );
}
