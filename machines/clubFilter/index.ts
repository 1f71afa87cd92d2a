export { clubFilterMachine, type ClubFilterMachine } from './clubFilter.machine';
export * as clubFilterSelectors from './clubFilter.selectors';
export * from './clubFilter.types';
