export { personalDataMachine, personalDataSetup, type PersonalDataMachine } from './personalData.machine';
export * as personalDataSelectors from './personalData.selectors';
export * from './personalData.types';
export * from './personalData.errors';
