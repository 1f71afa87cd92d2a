export * from './languages';
export * from './resolveLanguage';
export * from './countries';
