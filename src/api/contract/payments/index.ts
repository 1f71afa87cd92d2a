export * from './common';
export * from './paymentErrors';
export * from './fops';
export * from './cards';
export * from './oneClick';
export * from './webpay';
export * from './pay';
export * from './analytics';
