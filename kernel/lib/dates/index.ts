export * from './calendar';
export * from './clubTime';
