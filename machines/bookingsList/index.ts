export { bookingsListMachine, type BookingsListMachine } from './bookingsList.machine';
export { bookingsListSetup, COPIED_MS, isPastMonth } from './bookingsList.setup';
export * as bookingsListSelectors from './bookingsList.selectors';
export * from './bookingsList.types';
export * from './bookingsList.errors';
