// The lazy screen module of /webpayoneclick.
export { OneClickPaymentPage as default } from './OneClickStatusPage';
