export * from './sportList.machine';
