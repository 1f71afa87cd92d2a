export { changeEmailMachine, changeEmailSetup, type ChangeEmailMachine } from './changeEmail.machine';
export * as changeEmailSelectors from './changeEmail.selectors';
export * from './changeEmail.types';
export * from './changeEmail.errors';
