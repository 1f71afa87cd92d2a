export { accountClosureMachine, accountClosureSetup, type AccountClosureMachine } from './accountClosure.machine';
export * as accountClosureSelectors from './accountClosure.selectors';
export * from './accountClosure.types';
export * from './accountClosure.errors';
