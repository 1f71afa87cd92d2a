export * from './clubNews.machine';
