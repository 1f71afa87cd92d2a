import BookingRoute from '#features/booking/BookingRoute';
import { CashierPortContext } from '#shell/cashierPort';
import { cashierPort } from './paymentsCashierPort';

export { cashierPort };

/** Every booking route: the booking screens, with the cashier injected for the summary's payment. */
export default function BookingWithCashier() {
  return (
    <CashierPortContext.Provider value={cashierPort}>
      <BookingRoute />
    </CashierPortContext.Provider>
  );
}
