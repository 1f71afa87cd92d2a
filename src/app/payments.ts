// The payments area as the other areas use it: the cashier with the app's calls and actions (the
// booking summary's payment modal invokes it) and its modal view, loaded when a payment starts.
// Features do not import each other; the app composes them here, as the route table does for
// screens.
export { cashierForRuntime } from '#features/payments/api/forRuntime';

/** The cashier's modal (its chunk loads on the first payment). */
export const loadCashierSheet = () => import('#features/payments/cashier/CashierSheet');
