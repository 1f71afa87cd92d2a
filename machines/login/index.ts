export { loginMachine, loginSetup, type LoginMachine } from './login.machine';
export * as loginSelectors from './login.selectors';
export * from './login.types';
export * from './login.errors';
export * from './login.messages';
