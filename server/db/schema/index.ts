export * from './config';
export * from './users';
export * from './sports';
export * from './clubs';
export * from './courts';
