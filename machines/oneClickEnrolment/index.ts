export {
  oneClickEnrolmentMachine,
  oneClickEnrolmentSetup,
  ONE_CLICK_POLL_MS,
  DEFAULT_ENROL_SOURCE,
  type OneClickEnrolmentMachine,
} from './oneClickEnrolment.machine';
export * as oneClickEnrolmentSelectors from './oneClickEnrolment.selectors';
export * from './oneClickEnrolment.types';
export * from './oneClickEnrolment.errors';
export { offeredLinks, linkPath, isEnrolled, isAwaitingResponse, ONE_CLICK_ROUTES } from './oneClickEnrolment.links';
