export { changePasswordMachine, changePasswordSetup, type ChangePasswordMachine } from './changePassword.machine';
export * as changePasswordSelectors from './changePassword.selectors';
export * from './changePassword.types';
export * from './changePassword.errors';
