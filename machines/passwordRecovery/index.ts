export { forgotPasswordMachine, forgotPasswordSetup, type ForgotPasswordMachine } from './forgotPassword.machine';
export { resetPasswordMachine, resetPasswordSetup, type ResetPasswordMachine } from './resetPassword.machine';
export * as passwordRecoverySelectors from './passwordRecovery.selectors';
export * from './passwordRecovery.types';
export * from './passwordRecovery.errors';
export * from './resetPassword.request';
