import { lazy } from 'react';
import BookingRoute from '#features/booking/BookingRoute';
import { cashierForRuntime } from '#features/payments/api/cashierForRuntime';
import { CashierPortContext, type CashierPort } from '#shell/cashierPort';

/** The payments area's cashier, as the booking flow takes it (its modal is its own chunk). */
export const cashierPort: CashierPort = {
  cashierFor: (runtime, enrolmentReturnTo) => cashierForRuntime(runtime, {}, enrolmentReturnTo),
  CashierSheet: lazy(() => import('#features/payments/cashier/CashierSheet')),
};

/** Every booking route: the booking screens, with the cashier injected for the summary's payment. */
export default function BookingWithCashier() {
  return (
    <CashierPortContext.Provider value={cashierPort}>
      <BookingRoute />
    </CashierPortContext.Provider>
  );
}
