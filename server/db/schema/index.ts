export * from './config';
export * from './users';
