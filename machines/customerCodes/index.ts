export { customerCodesMachine, type CustomerCodesMachine } from './customerCodes.machine';
export * as customerCodesSelectors from './customerCodes.selectors';
export * from './customerCodes.types';
export * from './customerCodes.errors';
