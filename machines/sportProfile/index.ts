export { sportProfileMachine, type SportProfileMachine } from './sportProfile.machine';
export * as sportProfileSelectors from './sportProfile.selectors';
export * from './sportProfile.types';
export * from './sportProfile.errors';
