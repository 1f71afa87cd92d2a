export { bookingAncillariesMachine, canAddOne, type BookingAncillariesMachine } from './bookingAncillaries.machine';
export * as bookingAncillariesSelectors from './bookingAncillaries.selectors';
export * from './bookingAncillaries.types';
export * from './bookingAncillaries.errors';
