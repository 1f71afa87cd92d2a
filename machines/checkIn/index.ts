export { checkInMachine, checkInSetup, LOCATE_OPTIONS, LOCATE_TIMEOUT_MS, type CheckInMachine } from './checkIn.machine';
export * as checkInSelectors from './checkIn.selectors';
export * from './checkIn.types';
export * from './checkIn.errors';
