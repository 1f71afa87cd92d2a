import { lazy } from 'react';
import type { CashierPort } from '#shell/cashierPort';

const loadCashierSheet = () => import('#features/payments/cashier/CashierSheet');
const loadCashier = () => import('#features/payments/api/cashierForRuntime');

/**
 * The payments area's cashier, as the booking flow and the booking summary take it: its machine, its
 * modal and its calls are their own chunks (the search screens load none of them).
 */
export const cashierPort: CashierPort = {
  cashierFor: async (runtime, enrolmentReturnTo) => (await loadCashier()).cashierForRuntime(runtime, {}, enrolmentReturnTo),
  CashierSheet: lazy(loadCashierSheet),
  preload: () => Promise.all([loadCashierSheet(), loadCashier().then((m) => m.loadCashierCalls())]),
};
