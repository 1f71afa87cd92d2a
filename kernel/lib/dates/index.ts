export * from './clubTime';
