export { cashierMachine, cashierSetup, type CashierMachine } from './cashier.machine';
export { provideCashier, provideCardEnrolment, type CashierActors, type CashierActions, type CardEnrolmentActors } from './cashier.provide';
export * as cashierSelectors from './cashier.selectors';
export * from './cashier.types';
export * from './cashier.errors';
export * as cashierRules from './cashier.rules';
export { cashierInputFromParams, type PaymentPageParams } from './cashier.params';
