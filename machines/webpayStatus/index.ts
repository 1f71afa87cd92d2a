export { webpayStatusMachine, webpayStatusSetup, WEBPAY_POLL_MS, TOKEN_FIELD, type WebpayStatusMachine } from './webpayStatus.machine';
export * as webpayStatusSelectors from './webpayStatus.selectors';
export * from './webpayStatus.types';
export * from './webpayStatus.errors';
