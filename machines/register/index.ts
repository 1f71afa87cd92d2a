export { registerMachine, registerSetup, type RegisterMachine } from './register.machine';
export * as registerSelectors from './register.selectors';
export * from './register.types';
export * from './register.errors';
