export { confirmEmailMachine, confirmEmailSetup, type ConfirmEmailMachine } from './confirmEmail.machine';
export * as confirmEmailSelectors from './confirmEmail.selectors';
export * from './confirmEmail.types';
export * from './confirmEmail.errors';
export * from './confirmEmail.request';
