export { paymentResultMachine, paymentResultSetup, type PaymentResultMachine } from './paymentResult.machine';
export * as paymentResultSelectors from './paymentResult.selectors';
export * from './paymentResult.types';
export * from './paymentResult.errors';
export * from './paymentResult.routes';
