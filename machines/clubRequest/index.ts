export * from './clubRequest.machine';
