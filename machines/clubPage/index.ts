export { clubPageMachine, clubPageSetup, type ClubPageMachine } from './clubPage.machine';
export * as clubPageSelectors from './clubPage.selectors';
export * from './clubPage.types';
export * from './clubPage.errors';
