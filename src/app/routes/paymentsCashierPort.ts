import { lazy } from 'react';
import { cashierForRuntime, loadCashierCalls } from '#features/payments/api/cashierForRuntime';
import type { CashierPort } from '#shell/cashierPort';

const loadCashierSheet = () => import('#features/payments/cashier/CashierSheet');

/** The payments area's cashier, as other areas take it (its modal and its calls are their own chunks). */
export const cashierPort: CashierPort = {
  cashierFor: (runtime, enrolmentReturnTo) => cashierForRuntime(runtime, {}, enrolmentReturnTo),
  CashierSheet: lazy(loadCashierSheet),
  preload: () => Promise.all([loadCashierSheet(), loadCashierCalls()]),
};
