export * from './errorTable';
export * from './actorError';
