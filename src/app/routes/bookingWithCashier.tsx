import { lazy } from 'react';
import BookingRoute from '#features/booking/BookingRoute';
import { cashierForRuntime, loadCashierCalls } from '#features/payments/api/cashierForRuntime';
import { CashierPortContext, type CashierPort } from '#shell/cashierPort';

const loadCashierSheet = () => import('#features/payments/cashier/CashierSheet');

/** The payments area's cashier, as the booking flow takes it (its modal and its calls are their own chunks). */
export const cashierPort: CashierPort = {
  cashierFor: (runtime, enrolmentReturnTo) => cashierForRuntime(runtime, {}, enrolmentReturnTo),
  CashierSheet: lazy(loadCashierSheet),
  preload: () => Promise.all([loadCashierSheet(), loadCashierCalls()]),
};

/** Every booking route: the booking screens, with the cashier injected for the summary's payment. */
export default function BookingWithCashier() {
  return (
    <CashierPortContext.Provider value={cashierPort}>
      <BookingRoute />
    </CashierPortContext.Provider>
  );
}
