export * from './distance';
export * from './countryCentres';
