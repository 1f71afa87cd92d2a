// The lazy screen module of /webpayoneclickenroll.
export { OneClickEnrolPage as default } from './OneClickStatusPage';
